/**
 * The peer address of a request, as the node adapter saw its socket. A fetch Request carries no address, so the
 * adapter records it here; the host uses it to share limits per client when no owner function tells owners apart.
 */
const addresses = new WeakMap<Request, string>();

/**
 * Records the address a request came from.
 *
 * @internal
 */
export function rememberClientAddress(request: Request, address: unknown): void {
  if (typeof address === "string" && address !== "") addresses.set(request, address);
}

/**
 * The address a request came from, or undefined when no adapter recorded one.
 *
 * @internal
 */
export function clientAddressOf(request: Request): string | undefined {
  return addresses.get(request);
}

/**
 * Whose share of the per-owner limits a request counts against: its owner when an owner function binds owners, else
 * its client's address (so one client cannot use up what every anonymous client shares), else the owner.
 *
 * @internal
 */
export function shareOf(request: Request, owner: string, ownerGiven: boolean): string {
  if (ownerGiven) return `owner:${owner}`;
  const address = clientAddressOf(request);
  return address === undefined ? `owner:${owner}` : `client:${address}`;
}
