/**
 * Warnings, each given once through `onError`, for a host without an owner function where its limits stop being
 * per client: a request with no client address (its limits are then the capacity every client shares), and a
 * server reached beyond loopback (every client is then one owner, told apart only by address).
 */
import type { HostSettings } from "../options.js";
import { clientAddressOf, reachedBeyondLoopback } from "./client-address.js";

/**
 * The warning for a request whose client address nobody recorded.
 *
 * @internal
 */
export const NO_ADDRESS_WARNING =
  "mcp-tasks host: a request came with no client address and there is no owner function, so the task and stream " +
  "limits are global capacity that one client can use up; pass the address (host.fetch(request, { remoteAddress })) " +
  "or an owner function";

/**
 * The warning for a server reached beyond loopback without an owner function.
 *
 * @internal
 */
export const EXPOSED_WARNING =
  "mcp-tasks host: the server is reached beyond loopback and there is no owner function, so every client is the " +
  'owner "anonymous", kept to its share of the limits only by its address; set an owner function for many tenants';

/**
 * Gives each warning once per host.
 *
 * @internal
 */
export class ShareWarnings {
  #noAddress = false;
  #exposed = false;

  /** Looks at a request of a host without an owner function, and warns the first time either case shows. */
  note(request: Request, settings: HostSettings): void {
    if (settings.ownerGiven) return;
    if (!this.#noAddress && clientAddressOf(request) === undefined) {
      this.#noAddress = true;
      settings.onError(new Error(NO_ADDRESS_WARNING));
    }
    if (!this.#exposed && reachedBeyondLoopback(request)) {
      this.#exposed = true;
      settings.onError(new Error(EXPOSED_WARNING));
    }
  }
}
