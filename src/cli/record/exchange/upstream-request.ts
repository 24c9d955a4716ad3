/** The target's side of a request the proxy received: the request forwarded to it, and how the client's is recorded. */
import { request as httpRequest, type Agent, type ClientRequest, type IncomingMessage } from "node:http";
import { nodeHttps } from "../../lazy-builtins.js";
import { WholeBody, type BodyReader, type RecordHandler } from "../body.js";
import { decodingReader } from "../encoded-body.js";
import { forwardedFromEndToEnd, rawHeader, type BodyHeaders } from "../headers.js";

/** What every request to one target shares, read from its URL once rather than per request. */
export interface UpstreamTarget {
  send: typeof httpRequest;
  protocol: string;
  /** The host name to connect to (an IPv6 address without its brackets). */
  hostname: string;
  port: string;
  /** Host and port, as the Host header names the target. */
  host: string;
  /** The MCP endpoint: only exchanges on this path are recorded. */
  pathname: string;
  agent: Agent;
}

/** The facts of `target` every forwarded request uses. */
export function upstreamTarget(target: URL, agent: Agent): UpstreamTarget {
  return {
    send: target.protocol === "https:" ? nodeHttps().request : httpRequest,
    protocol: target.protocol,
    hostname: target.hostname.replace(/^\[|\]$/g, ""),
    port: target.port,
    host: target.host,
    pathname: target.pathname,
    agent,
  };
}

/**
 * Opens the request to the target that forwards `req` (same method and path; headers as a gateway forwards them),
 * given its end-to-end headers and its path in origin-form.
 */
export function upstreamRequest(
  req: IncomingMessage,
  target: UpstreamTarget,
  endToEndHeaders: readonly string[],
  path: string,
): ClientRequest {
  return target.send({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path,
    agent: target.agent,
    headers: forwardedFromEndToEnd(endToEndHeaders, target.host, req.httpVersion),
  });
}

/**
 * The request target in origin-form (path and query), as a gateway sends it on: an absolute-form target
 * (`POST http://host/mcp`, which proxies are sent) is reduced to its path, whatever host it names, since every request
 * goes to the one target.
 */
export function requestPath(req: IncomingMessage): string {
  const target = req.url ?? "/";
  // Origin-form, as nearly every request is: no scheme to look for.
  if (target.charCodeAt(0) === 47) return target;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/** Whether `path` (origin-form) is on the target's path (the MCP endpoint), so its exchange is recorded. */
export function isRecorded(path: string, target: { pathname: string }): boolean {
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

/** The reader recording the body of `req`, given its first Content-Type and Content-Encoding. */
export function requestReader(
  req: IncomingMessage,
  headers: BodyHeaders,
  onRecord: RecordHandler,
  maxBytes: number,
  quiet: boolean,
): BodyReader {
  const body = { method: req.method ?? "POST", contentType: headers.contentType ?? null };
  const plain = new WholeBody(body, onRecord, maxBytes, quiet);
  return decodingReader(headers.contentEncoding, plain, body, onRecord, quiet, maxBytes);
}
