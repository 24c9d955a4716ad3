/**
 * A LISTEN adapter for `pg` that survives the server going away: each call opens its own connection from the factory,
 * attaches the error handlers a `pg.Client` needs (without one, a lost connection's `error` event ends the process),
 * and reports the loss so that the store listens again on a fresh connection.
 */
import type { ListenAdapter } from "./options.js";

/** The members of a `pg.Client` the adapter uses. */
export interface PgListenClient {
  /** Opens the connection. */
  connect(): Promise<unknown>;
  /** Runs one statement (LISTEN). */
  query(text: string): Promise<unknown>;
  /** Closes the connection. */
  end(): Promise<unknown>;
  /** Hears that the connection failed or ended. */
  on(event: "error" | "end", listener: (error?: unknown) => void): unknown;
  /** Hears a NOTIFY on a channel this connection listens to. */
  on(event: "notification", listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
}

/**
 * A ListenAdapter over connections made by `newClient`, one per call: with `pg`, pass
 * `() => new pg.Client({ connectionString: url })` and the pool to `postgresStore(pool, { listen })`
 * (docs/host.md has the whole setup). Nothing connects until the store first listens.
 *
 * @example
 * ```ts
 * import { pgListen } from "mcp-tasks/store";
 *
 * let made = 0;
 * const listen = pgListen(() => {
 *   made++;
 *   return { connect: async () => undefined, query: async () => undefined, end: async () => undefined, on: () => undefined };
 * });
 * console.log(typeof listen, made); // "function 0"
 * ```
 */
export function pgListen(newClient: () => PgListenClient): ListenAdapter {
  return async (channel, onPayload, onLost) => {
    const client = newClient();
    let lost = false;
    const gone = (error?: unknown): void => {
      if (lost) return;
      lost = true;
      onLost?.(error ?? new Error("the LISTEN connection ended"));
    };
    client.on("error", gone);
    client.on("end", gone);
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    return async () => {
      lost = true;
      await client.end().catch(() => undefined);
    };
  };
}
