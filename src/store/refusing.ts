/** A TaskStore that answers every call with one error: what a store factory returns for options it cannot use. */
import type { StoreError, TaskStore } from "./types.js";

/**
 * Builds a store whose every method resolves to `{ ok: false, error }`, so a bad setup is reported where it is used.
 *
 * @internal
 */
export function refusingStore(error: StoreError): TaskStore {
  const refuse = async (): Promise<{ ok: false; error: StoreError }> => ({ ok: false, error });
  return {
    migrate: refuse,
    create: refuse,
    get: refuse,
    apply: refuse,
    sweep: refuse,
    watch: refuse,
    close: async () => undefined,
  };
}
