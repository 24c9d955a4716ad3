/**
 * The peer address of a request, as the node adapter's request reads it from its socket. A fetch Request carries no
 * address, so the adapter's request answers this method when asked (and only then: most requests never ask); the host
 * uses it to share limits per client when no owner function tells owners apart.
 */

/**
 * The method of an adapter's request that reads the address it came from.
 *
 * @internal
 */
export const CLIENT_ADDRESS: unique symbol = Symbol("mcp-tasks.clientAddress");

/**
 * The address a request came from, or undefined when no adapter can tell it.
 *
 * @internal
 */
export function clientAddressOf(request: Request): string | undefined {
  const read = (request as { [CLIENT_ADDRESS]?: unknown })[CLIENT_ADDRESS];
  if (typeof read !== "function") return undefined;
  const address: unknown = read.call(request);
  return typeof address === "string" && address !== "" ? address : undefined;
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
