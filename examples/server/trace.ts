/**
 * Trace capture: every message the server receives or sends, appended as one JSON line each, in the format
 * `mcp-tasks lint` reads: `{ "dir": "c2s" | "s2c", "headers"?: {...}, "at"?: "<ISO time>", "message": {...} }`.
 */
import { createWriteStream, type WriteStream } from "node:fs";

/** Which way a message travelled: client to server, or server to client. */
export type Direction = "c2s" | "s2c";

/** One line of a trace. */
export interface TraceEntry {
  dir: Direction;
  headers?: Record<string, string>;
  at?: string;
  message: unknown;
}

/** Something that records exchanged messages. */
export interface Trace {
  /** Records one message (without waiting for it to reach the disk). */
  record(dir: Direction, message: unknown, headers?: Record<string, string>): void;
  /** Flushes every recorded line and releases the file. */
  close(): Promise<void>;
}

/** A trace that records nothing, used when tracing is off. */
export const noTrace: Trace = {
  record() {},
  async close() {},
};

/** Opens (appending to) a JSON Lines trace file; `clock` is injectable so tests get stable timestamps. */
export function openTrace(path: string, clock: () => Date = () => new Date()): Trace {
  const stream: WriteStream = createWriteStream(path, { flags: "a", encoding: "utf8" });
  let failure: unknown;
  stream.on("error", (error) => {
    failure = error;
  });
  return {
    record(dir, message, headers) {
      const entry: TraceEntry = { dir, ...(headers === undefined ? {} : { headers }), at: clock().toISOString(), message };
      stream.write(`${JSON.stringify(entry)}\n`);
    },
    close() {
      return new Promise((resolve, reject) => {
        stream.end(() => (failure === undefined ? resolve() : reject(failure)));
      });
    },
  };
}
