/**
 * An HTTP body that carried no JSON-RPC message, as `mcp-tasks record` writes it in place of a message:
 * `{"dir", "headers"?, "at"?, "http": {"status"?, "method"?, "contentType", "bytes", "problem", "offset"?, "text"?}}`.
 */

/**
 * Why a body holds no message: nothing in it, not JSON, larger than the recorder keeps, cut off, undecodable, or not
 * UTF-8 (JSON text is UTF-8; the recorder never repairs it).
 */
export type BodyProblem = "empty" | "not-json" | "too-large" | "cut-off" | "encoding" | "invalid-utf8";

const PROBLEMS: ReadonlySet<string> = new Set<BodyProblem>([
  "empty",
  "not-json",
  "too-large",
  "cut-off",
  "encoding",
  "invalid-utf8",
]);

/** The characters of a body kept as `text`, so a person can see what came instead of JSON-RPC. */
export const BODY_TEXT_CHARS = 200;

/** What the recorder knows of a body that carried no JSON-RPC message. */
export interface HttpBody {
  /** The response's HTTP status (server to client only). */
  status?: number;
  /** The request's HTTP method (client to server only). */
  method?: string;
  /** The Content-Type header, or null without one (for an SSE event: text/event-stream). */
  contentType: string | null;
  /** The size of the body (or of the SSE event's data) in bytes, as far as it was received. */
  bytes: number;
  /** Why it holds no message. */
  problem: BodyProblem;
  /** For invalid-utf8: the index of the first byte that is not UTF-8. */
  offset?: number;
  /** The start of the body as text (at most BODY_TEXT_CHARS characters; for invalid-utf8, only what comes before the first invalid byte). */
  text?: string;
}

/** Reads an envelope's "http" member; undefined when it is not an HttpBody. Never throws. */
export function readHttpBody(value: unknown): HttpBody | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const { status, method, contentType, bytes, problem, offset, text } = v;
  if (typeof problem !== "string" || !PROBLEMS.has(problem)) return undefined;
  if (typeof bytes !== "number" || !Number.isSafeInteger(bytes) || bytes < 0) return undefined;
  if (contentType !== null && typeof contentType !== "string") return undefined;
  if (
    status !== undefined &&
    !(typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 999)
  )
    return undefined;
  if (method !== undefined && typeof method !== "string") return undefined;
  if (text !== undefined && typeof text !== "string") return undefined;
  if (offset !== undefined && !(typeof offset === "number" && Number.isSafeInteger(offset) && offset >= 0))
    return undefined;
  const body: HttpBody = { contentType, bytes, problem: problem as BodyProblem };
  if (status !== undefined) body.status = status;
  if (method !== undefined) body.method = method;
  if (offset !== undefined) body.offset = offset;
  if (text !== undefined) body.text = text;
  return body;
}

/** One sentence on a body, such as "This response (HTTP 502, text/html, 1532 bytes) is not JSON: <html>…". */
export function describeHttpBody(body: HttpBody): string {
  const what = body.status !== undefined ? `response (HTTP ${body.status}` : `request body (${body.method ?? "HTTP"}`;
  const head = `This ${what}, ${body.contentType ?? "no Content-Type"}, ${body.bytes} byte${body.bytes === 1 ? "" : "s"})`;
  const text = body.text === undefined || body.text === "" ? "" : `: ${JSON.stringify(body.text)}`;
  switch (body.problem) {
    case "empty":
      return `${head} is empty where a JSON-RPC message was due.`;
    case "not-json":
      return `${head} is not JSON-RPC${text}.`;
    case "too-large":
      return `${head} is larger than the recorder keeps as one message; it was forwarded but not recorded.`;
    case "cut-off":
      return `${head} ended before its message was complete${text}.`;
    case "encoding":
      return `${head} has a Content-Encoding the recorder cannot decode, so its message cannot be read.`;
    case "invalid-utf8":
      return `${head} is not UTF-8${body.offset === undefined ? "" : ` (byte ${body.offset} is the first that is not)`}, and JSON text exchanged between systems is UTF-8 (RFC 8259 section 8.1), so it carries no message${text}.`;
  }
}
