/**
 * The recording front of a scenario server: every JSON-RPC message the client sends and every message it gets back
 * (JSON bodies and server-sent events alike) is kept with its capture time and, for the client's, its routing headers,
 * so that lint and the scenario's checks judge exactly what crossed the wire.
 */
import { type BoundedRead, readWithin } from "../../shared/bounded-read.js";
import { isRecord } from "../../shared/record.js";
import type { FetchHandler } from "../../host/index.js";
import { SseReader } from "../record/sse.js";
import type { Recorded, ScenarioHooks, ScenarioState } from "./types.js";

/** The largest event a recorded stream keeps (the host's own message limit is 8 MiB). */
const MAX_EVENT_BYTES = 8 * 1024 * 1024;

/** The largest request body the recorder reads, as the host's default (a larger one is answered 413 unread). @internal */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The request headers a trace keeps: the ones lint judges. */
const KEPT_HEADERS = ["mcp-method", "mcp-name", "mcp-protocol-version", "content-type"];

/** What the recorder holds: the trace, and how many messages it refused once the trace was full. @internal */
export interface Recording {
  readonly trace: Recorded[];
  /** The most messages the trace holds; requests beyond it are answered 429 and not recorded. */
  readonly maxMessages: number;
  refused: number;
}

/** Wraps `inner` so that the exchange is appended to the recording, with the scenario's hooks applied. @internal */
export function recordingFetch(
  inner: FetchHandler,
  recording: Recording,
  hooks: ScenarioHooks | undefined,
  state: ScenarioState,
): FetchHandler {
  const trace = recording.trace;
  const keep = (entry: Omit<Recorded, "line">): void => {
    if (trace.length < recording.maxMessages) trace.push({ ...entry, line: trace.length + 1 });
  };
  return async (request) => {
    if (request.method !== "POST") return inner(request);
    if (trace.length >= recording.maxMessages) {
      recording.refused++;
      return new Response("The conformance run's message limit is reached.", {
        status: 429,
        headers: { "retry-after": "1" },
      });
    }
    const read = await readBounded(request);
    if (!read.ok && read.reason === "too-large")
      return new Response("Request body too large.", { status: 413, headers: { connection: "close" } });
    if (!read.ok) return new Response("Request body could not be read.", { status: 400 });
    const text = new TextDecoder().decode(read.bytes);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = undefined;
    }
    if (isRecord(message)) keep({ dir: "c2s", at: Date.now(), headers: keptHeaders(request.headers), message });
    const forward = (): Promise<Response> =>
      inner(new Request(request.url, { method: "POST", headers: request.headers, body: text, signal: request.signal }));
    if (!isRecord(message)) return forward();
    const intercepted = hooks?.intercept === undefined ? undefined : await hooks.intercept(message, state);
    if (isRecord(intercepted)) {
      keep({ dir: "s2c", at: Date.now(), message: intercepted });
      return Response.json(intercepted);
    }
    const response = await forward();
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      let answer: unknown;
      try {
        answer = JSON.parse(await response.text());
      } catch {
        return new Response(null, { status: 502 });
      }
      const sent = isRecord(answer) && hooks?.rewrite !== undefined ? hooks.rewrite(message, answer, state) : answer;
      if (isRecord(sent)) keep({ dir: "s2c", at: Date.now(), message: sent });
      return new Response(JSON.stringify(sent), { status: response.status, headers: response.headers });
    }
    if (type.includes("text/event-stream") && response.body !== null) {
      return new Response(teeEvents(response.body, keep), { status: response.status, headers: response.headers });
    }
    return response;
  };
}

/** Passes an event stream through unchanged, recording each event's JSON-RPC message as it goes by. */
function teeEvents(
  body: ReadableStream<Uint8Array>,
  keep: (entry: Omit<Recorded, "line">) => void,
): ReadableStream<Uint8Array> {
  const reader = new SseReader((event) => {
    if (event.data === undefined) return;
    try {
      const message: unknown = JSON.parse(event.data);
      if (isRecord(message)) keep({ dir: "s2c", at: Date.now(), message });
    } catch {
      // An event that is not JSON is no JSON-RPC message; the client's own parser meets it, not the trace.
    }
  }, MAX_EVENT_BYTES);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        reader.push(Buffer.from(chunk));
        controller.enqueue(chunk);
      },
      flush() {
        reader.end();
      },
    }),
  );
}

/** The body, refused past MAX_BODY_BYTES whether declared or read (it stops reading there). */
async function readBounded(request: Request): Promise<BoundedRead> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return { ok: false, reason: "too-large" };
  return readWithin(request.body, MAX_BODY_BYTES);
}

function keptHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

/** A trace entry as the JSON line lint reads: `{ dir, at, headers?, message }`. @internal */
export function traceLine(entry: Recorded): string {
  return JSON.stringify({
    dir: entry.dir,
    at: new Date(entry.at).toISOString(),
    ...(entry.headers === undefined ? {} : { headers: entry.headers }),
    message: entry.message,
  });
}
