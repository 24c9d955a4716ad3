/**
 * The peer address of a request. A fetch Request carries no address, so whoever knows it records it here: the node
 * adapter from its socket, `host.fetch(request, info)` from what the runtime passed (Deno's `remoteAddr`, or a
 * `remoteAddress` given by hand). The host keeps each client to its share of the limits when no owner function tells
 * owners apart.
 */
const addresses = new WeakMap<Request, { readonly remote: string; readonly local?: string }>();

/**
 * Records the address a request came from, and the local address it reached, where known.
 *
 * @internal
 */
export function rememberClientAddress(request: Request, address: unknown, local?: unknown): void {
  if (typeof address !== "string" || address === "" || addresses.has(request)) return;
  addresses.set(request, typeof local === "string" ? { remote: address, local } : { remote: address });
}

/**
 * Records the address a runtime passed beside the request: `remoteAddress`, or Deno's `remoteAddr.hostname`.
 *
 * @internal
 */
export function rememberServeInfo(request: Request, info: unknown): void {
  if (typeof info !== "object" || info === null) return;
  try {
    const given = (info as { remoteAddress?: unknown }).remoteAddress;
    const deno = (info as { remoteAddr?: { hostname?: unknown } | null }).remoteAddr;
    const hostname = typeof deno === "object" && deno !== null ? deno.hostname : undefined;
    rememberClientAddress(request, typeof given === "string" ? given : hostname);
  } catch {
    // An info object whose getters throw tells no address; the request is served as one without.
  }
}

/**
 * The address a request came from, or undefined when nobody recorded one.
 *
 * @internal
 */
export function clientAddressOf(request: Request): string | undefined {
  return addresses.get(request)?.remote;
}

/**
 * Whether the request reached a local address other than loopback (the node adapter records it): the server listens
 * beyond this machine.
 *
 * @internal
 */
export function reachedBeyondLoopback(request: Request): boolean {
  const local = addresses.get(request)?.local;
  if (local === undefined) return false;
  const bare = local.startsWith("::ffff:") ? local.slice(7) : local;
  return !(bare === "::1" || bare.startsWith("127."));
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
