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
      const entry: TraceEntry = {
        dir,
        ...(headers === undefined ? {} : { headers }),
        at: clock().toISOString(),
        message,
      };
      stream.write(`${JSON.stringify(entry)}\n`);
    },
    close() {
      return new Promise((resolve, reject) => {
        stream.end(() => (failure === undefined ? resolve() : reject(failure)));
      });
    },
  };
}

/** The routing headers a trace line keeps, by their spec spelling. */
const TRACED_HEADERS = {
  "mcp-protocol-version": "MCP-Protocol-Version",
  "mcp-method": "Mcp-Method",
  "mcp-name": "Mcp-Name",
} as const;

/**
 * Wraps a fetch-style handler so that every message in and out is recorded: the request body (read from a clone,
 * within `maxBodyBytes`; a larger one is not traced, and the handler refuses it anyway), a JSON answer, and each
 * message of an SSE answer as it passes, without buffering the stream.
 */
export function traced(
  handler: (request: Request) => Promise<Response>,
  trace: Trace,
  maxBodyBytes: number,
): (request: Request) => Promise<Response> {
  if (trace === noTrace) return handler;
  return async (request) => {
    // The request line is written before its answer's: the answer waits for the clone to be read.
    const recorded =
      request.method === "POST" ? recordRequest(request.clone(), trace, maxBodyBytes) : Promise.resolve();
    const response = await handler(request);
    await recorded;
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      recordText(trace, "s2c", await response.clone().text());
      return response;
    }
    if (!type.includes("text/event-stream") || response.body === null) return response;
    const decoder = new TextDecoder();
    let buffer = "";
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          buffer += decoder.decode(chunk, { stream: true });
          const events = buffer.split("\n\n");
          buffer = events.pop() ?? "";
          for (const event of events) {
            const data = event
              .split("\n")
              .filter((line) => line.startsWith("data:"))
              .map((line) => line.slice(5).trimStart())
              .join("\n");
            if (data !== "") recordText(trace, "s2c", data);
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

async function recordRequest(request: Request, trace: Trace, limit: number): Promise<void> {
  const reader = request.body?.getReader();
  if (reader === undefined) return;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return void (await reader.cancel());
      chunks.push(value);
    }
  } catch {
    return;
  }
  const headers: Record<string, string> = {};
  for (const [lower, spelled] of Object.entries(TRACED_HEADERS)) {
    const value = request.headers.get(lower);
    if (value !== null) headers[spelled] = value;
  }
  recordText(trace, "c2s", Buffer.concat(chunks).toString("utf8"), headers);
}

/** Records a message given as JSON text; text that is not JSON cannot be a trace line (its answer is still traced). */
function recordText(trace: Trace, dir: Direction, text: string, headers?: Record<string, string>): void {
  try {
    trace.record(dir, JSON.parse(text) as unknown, headers);
  } catch {
    // Not JSON: nothing to record.
  }
}
