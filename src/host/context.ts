/** What serving one request needs: the host's settings, its task runner and its listen streams. */
import type { HostSettings } from "./options.js";
import type { Runner } from "./tasks/runner.js";
import type { StreamRegistry } from "./listen/registry.js";
import type { ShareWarnings } from "./http/share-warnings.js";

/**
 * What serving a request needs.
 *
 * @internal
 */
export interface ServeContext {
  readonly settings: HostSettings;
  readonly runner: Runner;
  readonly registry: StreamRegistry;
  /** Warns once where limits stop being per client (no owner function, no address). */
  readonly warnings: ShareWarnings;
}
