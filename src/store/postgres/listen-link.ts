/**
 * The LISTEN connection of one PostgreSQL store: opened by the first watch, opened again with a growing pause when it
 * is lost, and then every watched task is read again, since commits made meanwhile were not notified.
 */
import { failure } from "../options.js";
import type { ListenAdapter, StopListening } from "./options.js";
import type { StoreResult } from "../types.js";
import { describeThrown } from "../../shared/thrown.js";

/** The first and the longest pause before listening again after the LISTEN connection was lost. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MAX_MS = 5000;

/**
 * One store's LISTEN connection.
 *
 * @internal
 */
export interface ListenLink {
  /** Listens, unless already listening; a failure to start is answered, not thrown. */
  start(): Promise<StoreResult<void>>;
  close(): Promise<void>;
}

/**
 * Creates the LISTEN connection on `channel` through `listen` (none: nothing to listen to, and starting succeeds).
 * `onRestored` runs each time listening starts again after a loss.
 *
 * @internal
 */
export function createListenLink(
  listen: ListenAdapter | undefined,
  channel: string,
  onPayload: (payload: string) => void,
  onRestored: () => void,
): ListenLink {
  let listening: Promise<StopListening> | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RELISTEN_FIRST_MS;

  const relisten = (): void => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void start().then((started) => {
        if (started.ok) {
          delay = RELISTEN_FIRST_MS;
          onRestored();
        } else {
          delay = Math.min(delay * 2, RELISTEN_MAX_MS);
          relisten();
        }
      });
    }, delay);
    (retry as { unref?: () => void }).unref?.();
  };

  const onLost = (attempt: Promise<StopListening>) => (): void => {
    // Only the connection in use counts: a loss reported by one already replaced changes nothing.
    if (closed || listening !== attempt) return;
    listening = undefined;
    void attempt.then((stop) => stop()).catch(() => undefined);
    relisten();
  };

  const start = async (): Promise<StoreResult<void>> => {
    if (listen === undefined) return { ok: true, value: undefined };
    if (listening === undefined) {
      // An adapter that throws, or answers with something other than a promise, is taken as a failed or finished start.
      let attempt: Promise<StopListening>;
      const lost = (): void => onLost(attempt)();
      attempt = Promise.resolve().then(() => listen(channel, onPayload, lost));
      listening = attempt;
    }
    const current = listening;
    try {
      await current;
      return { ok: true, value: undefined };
    } catch (error) {
      if (listening === current) listening = undefined;
      return failure("unavailable", `LISTEN failed: ${describeThrown(error)}`);
    }
  };

  return {
    start,
    async close() {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      const stop = listening;
      listening = undefined;
      if (stop !== undefined) await stop.then((s) => s()).catch(() => undefined);
    },
  };
}
