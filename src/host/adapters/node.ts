/**
 * A `node:http` adapter for any fetch-style handler: `createServer(toNodeListener(host.fetch))`. The handler gets a
 * Request that reads Node's request only as far as asked (see node-request.ts); a whole answer is written in one
 * call, a streamed one with back-pressure, and the request's signal aborts when the client goes away, which ends a
 * listen stream and frees what it holds. It imports nothing from Node: it works on the request and response objects
 * Node hands it, described by the members it uses (node-types.ts).
 */
import { plainOf } from "../http/plain-response.js";
import { overrideGlobalObjects } from "./node-globals.js";
import { NodeRequest } from "./node-request.js";
import { stream } from "./node-stream.js";
import type { NodeListener, NodeRequestLike, NodeResponseLike } from "./node-types.js";

export type { NodeListener, NodeRequestLike, NodeResponseLike } from "./node-types.js";

const byteLength: (text: string) => number =
  (globalThis as { Buffer?: { byteLength(text: string): number } }).Buffer?.byteLength ??
  ((text) => new TextEncoder().encode(text).byteLength);

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * Replace the global `Response` and `Request` with subclasses of Node's own (as `@hono/node-server` does by
   * default), so that the handler's own `new Response(text)` is written in one call, not read back as a stream.
   * Off by default: it changes what every module of the process constructs.
   */
  readonly overrideGlobalObjects?: boolean;
}

/** Adapts a fetch-style handler to `node:http`. */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  options: NodeListenerOptions = {},
): NodeListener {
  if (options.overrideGlobalObjects === true) overrideGlobalObjects();
  return (req, res) => {
    let answered: Promise<Response>;
    try {
      answered = handler(new NodeRequest(req, res) as unknown as Request);
    } catch {
      return failed(res);
    }
    answered.then(
      (response) => send(response, req, res),
      () => failed(res),
    );
  };
}

/** Answers 500 for a handler that threw, unless the response already began. */
function failed(res: NodeResponseLike): void {
  if (!res.headersSent) {
    // A length told before Node refused the headers would frame this empty answer as a longer one.
    if (typeof res._contentLength === "number") res._contentLength = null;
    res.writeHead(500, {});
  }
  if (!res.writableEnded) res.end();
}

/** Writes the handler's answer; one Node refuses to write (a header value with a line break) is answered 500. */
function send(response: Response, req: NodeRequestLike, res: NodeResponseLike): void {
  try {
    sendPlain(response, req, res);
  } catch {
    failed(res);
  }
}

function sendPlain(response: Response, req: NodeRequestLike, res: NodeResponseLike): void {
  const plain = plainOf(response);
  if (plain === undefined) {
    void sendResponse(response, req, res).catch(() => failed(res));
    return;
  }
  if (plain.body === null) {
    res.writeHead(plain.status, plain.headers);
    // A refusal that left the request body unread closes the connection rather than read what was refused.
    res.end(isClose(plain.headers) ? () => void req.destroy() : undefined);
    return;
  }
  writeWhole(res, plain.status, plain.headers, plain.body);
}

/**
 * Writes a whole body with its Content-Length in one end(). Node's own response is told the length through the field
 * its end() fills for a body given at once, so that the answer's headers go to writeHead as they are, uncopied.
 */
function writeWhole(
  res: NodeResponseLike,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Uint8Array,
): void {
  const length = typeof body === "string" ? byteLength(body) : body.byteLength;
  if (res._contentLength === null && !hasFraming(headers)) {
    res._contentLength = length;
    res.writeHead(status, headers);
  } else res.writeHead(status, withLength(headers, length));
  res.end(body);
}

/**
 * A copy of headers with the body's true length in place of any length they claim, in whatever case; with a transfer
 * coding, with no length at all, since a message may not carry both (Node's own client refuses one that does).
 */
function withLength(headers: Readonly<Record<string, string>>, length: number): Record<string, string | number> {
  const copy: Record<string, string | number> = {};
  let coded = false;
  for (const name in headers) {
    if (name.length !== 14 || name.toLowerCase() !== "content-length") copy[name] = headers[name]!;
    if (name.length === 17 && name.toLowerCase() === "transfer-encoding") coded = true;
  }
  if (!coded) copy["content-length"] = length;
  return copy;
}

/**
 * Whether headers touch the framing (a length, trailers): those get a copy with the true length. A transfer coding
 * alone needs none: Node frames the body by it and leaves the length field unused.
 */
function hasFraming(headers: Readonly<Record<string, string>>): boolean {
  for (const name in headers) {
    const n = name.length;
    if (n !== 14 && n !== 7) continue;
    const lower = name.toLowerCase();
    if (lower === "content-length" || lower === "trailer") return true;
  }
  return false;
}

function isClose(headers: Record<string, unknown>): boolean {
  for (const name in headers) if (name.toLowerCase() === "connection") return headers[name] === "close";
  return false;
}

/** Writes a real Response: its headers, then its body, whole when it is already whole, else as it streams. */
async function sendResponse(response: Response, req: NodeRequestLike, res: NodeResponseLike): Promise<void> {
  const headers: Record<string, string | string[] | number> = {};
  // Headers yield each Set-Cookie apart (older ones without getSetCookie, joined): each is kept, none merged.
  const cookies: string[] = [];
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") cookies.push(value);
    else headers[name] = value;
  });
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (response.body === null) {
    res.writeHead(response.status, headers);
    res.end(headers.connection === "close" ? () => void req.destroy() : undefined);
    return;
  }
  const reader = response.body.getReader();
  // A body made from a string or bytes is whole at once: two reads take it and its end without waiting.
  const first = await reader.read();
  const reading = first.done ? undefined : reader.read();
  const second = reading === undefined ? first : await Promise.race([reading, Promise.resolve(undefined)]);
  if (second?.done === true) {
    const bytes = first.done ? new Uint8Array(0) : first.value;
    // A transfer coding frames the body itself; a length beside it would make the message one clients refuse.
    if (headers["transfer-encoding"] === undefined) headers["content-length"] = bytes.byteLength;
    else delete headers["content-length"];
    res.writeHead(response.status, headers);
    res.end(bytes);
    return;
  }
  res.writeHead(response.status, headers);
  res.flushHeaders?.();
  await stream(reader, first.done ? undefined : first.value, reading, res);
}
