/**
 * The peer address of a request. A fetch Request carries no address: the node adapter's request answers a method for
 * it, read from its socket only when asked, and `host.fetch(request, info)` records what the runtime passed (Deno's
 * `remoteAddr`, or a `remoteAddress` given by hand). The host keeps each client to its share of the limits when no
 * owner function tells owners apart.
 */

/**
 * The method of an adapter's request that reads the peer's and the local address from its socket.
 *
 * @internal
 */
export const CLIENT_ADDRESS: unique symbol = Symbol("mcp-tasks.clientAddress");

/** What an adapter's request answers: the peer's address, and the local address it reached. */
type SocketAddresses = { readonly remote?: unknown; readonly local?: unknown } | undefined;

const addresses = new WeakMap<Request, string>();

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
    const address = typeof given === "string" ? given : hostname;
    if (typeof address === "string" && address !== "" && !addresses.has(request)) addresses.set(request, address);
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
  const recorded = addresses.get(request);
  if (recorded !== undefined) return recorded;
  const remote = socketOf(request)?.remote;
  return typeof remote === "string" && remote !== "" ? remote : undefined;
}

/** The addresses an adapter's request reads from its socket, or undefined for any other request. */
function socketOf(request: Request): SocketAddresses {
  const read = (request as { [CLIENT_ADDRESS]?: unknown })[CLIENT_ADDRESS];
  return typeof read === "function" ? (read.call(request) as SocketAddresses) : undefined;
}

/**
 * Whether the request reached a local address other than loopback (the node adapter's request tells it): the server listens
 * beyond this machine.
 *
 * @internal
 */
export function reachedBeyondLoopback(request: Request): boolean {
  const local = socketOf(request)?.local;
  if (typeof local !== "string") return false;
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
