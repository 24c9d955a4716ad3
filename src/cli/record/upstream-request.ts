/** The target's side of a request the proxy received: the request forwarded to it, and how the client's is recorded. */
import { request as httpRequest, type Agent, type ClientRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { WholeBody, type BodyReader, type RecordHandler } from "./body.js";
import { decodingReader } from "./encoded-body.js";
import { forwardedRequestHeaders, rawHeader } from "./headers.js";

/** Opens the request to `target` that forwards `req` (same method and path; headers as a gateway forwards them). */
export function upstreamRequest(req: IncomingMessage, target: URL, agent: Agent): ClientRequest {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return send({
    protocol: target.protocol,
    hostname: target.hostname.replace(/^\[|\]$/g, ""),
    port: target.port,
    method: req.method,
    path: requestPath(req),
    agent,
    headers: forwardedRequestHeaders(req.rawHeaders, target.host, `${req.httpVersion}`),
  });
}

/**
 * The request target in origin-form (path and query), as a gateway sends it on: an absolute-form target
 * (`POST http://host/mcp`, which proxies are sent) is reduced to its path, whatever host it names, since every request
 * goes to the one target.
 */
export function requestPath(req: IncomingMessage): string {
  const target = req.url ?? "/";
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/** Whether `req` is on the target's path (the MCP endpoint), so its exchange is recorded. */
export function isRecorded(req: IncomingMessage, target: URL): boolean {
  const path = requestPath(req);
  const query = path.indexOf("?");
  return (query === -1 ? path : path.slice(0, query)) === target.pathname;
}

/** Whether no message is due in `req`: not a POST, and no body announced (no Content-Length above 0, no Transfer-Encoding). */
export function needsNoMessage(req: IncomingMessage): boolean {
  if (req.method === "POST") return false;
  // Read from the raw list: req.headers builds an object of every header on first use.
  const length = rawHeader(req.rawHeaders, "content-length");
  const hasBody =
    (length !== undefined && length !== "0") || rawHeader(req.rawHeaders, "transfer-encoding") !== undefined;
  return !hasBody;
}

/** The reader recording the body of `req`. */
export function requestReader(
  req: IncomingMessage,
  onRecord: RecordHandler,
  maxBytes: number,
  quiet: boolean,
): BodyReader {
  const body = { method: req.method ?? "POST", contentType: rawHeader(req.rawHeaders, "content-type") ?? null };
  const plain = new WholeBody(body, onRecord, maxBytes, quiet);
  return decodingReader(rawHeader(req.rawHeaders, "content-encoding"), plain, body, onRecord, quiet, maxBytes);
}
