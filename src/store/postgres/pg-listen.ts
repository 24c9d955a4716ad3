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
 * A ListenAdapter over connections made by `newClient` (say `() => new pg.Client(url)`), one per call.
 *
 * @example
 * ```ts
 * import pg from "pg";
 * import { pgListen, postgresStore } from "mcp-tasks/store";
 *
 * const url = "postgresql://localhost/app";
 * const pool = new pg.Pool({ connectionString: url });
 * const store = postgresStore(pool, { listen: pgListen(() => new pg.Client({ connectionString: url })) });
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
