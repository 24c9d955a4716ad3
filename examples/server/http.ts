/**
 * The Streamable HTTP layer on `node:http`: one JSON-RPC message per POST, answered with JSON. It knows nothing about
 * tasks or JSON-RPC: it reads the body and the routing headers, hands them to the dispatcher, traces both
 * directions, and picks an HTTP status for the answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { noTrace, type Trace } from "./trace.js";

/** The routing headers of one request, by their spec spelling; absent headers are left out. */
export type RoutingHeaders = {
  "MCP-Protocol-Version"?: string;
  "Mcp-Method"?: string;
  "Mcp-Name"?: string;
};

/** An answer: the message (for the trace and the status) and its encoded text (the response body). */
export interface Answer {
  message: object;
  text: string;
}

/** Answers one request body, or returns `undefined` when the message needs no answer (a notification). */
export type BodyHandler = (body: string, headers: RoutingHeaders) => Promise<Answer | undefined>;

/** Options of the HTTP layer. */
export interface HttpOptions {
  /** The endpoint path; other paths get 404. */
  path?: string;
  /** Where exchanged messages are recorded. */
  trace?: Trace;
  /** The largest request body accepted, in bytes. */
  maxBodyBytes?: number;
}

/** The spec spelling of each routing header, keyed by the lower-case name node:http uses. */
const routingHeaderNames = {
  "mcp-protocol-version": "MCP-Protocol-Version",
  "mcp-method": "Mcp-Method",
  "mcp-name": "Mcp-Name",
} as const;

/** Creates the HTTP server (not yet listening). */
export function createHttpServer(handle: BodyHandler, options: HttpOptions = {}): Server {
  const path = options.path ?? "/mcp";
  const trace = options.trace ?? noTrace;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  return createServer((request, response) => {
    serve(request, response, { handle, path, trace, maxBodyBytes }).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/** Starts listening on loopback and resolves with the endpoint URL; port 0 picks a free port. */
export function listen(server: Server, port: number, host = "127.0.0.1", path = "/mcp"): Promise<URL> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      const hostPart = address.family === "IPv6" ? `[${address.address}]` : address.address;
      resolve(new URL(`http://${hostPart}:${address.port}${path}`));
    });
  });
}

/** Handles one HTTP exchange. */
async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  context: { handle: BodyHandler; path: string; trace: Trace; maxBodyBytes: number },
): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname !== context.path) return void response.writeHead(404).end();
  if (!isLocalOrigin(request.headers.origin)) return void response.writeHead(403).end();
  if (request.method !== "POST") return void response.writeHead(405, { Allow: "POST" }).end();

  const body = await readBody(request, context.maxBodyBytes);
  if (body === undefined) return void response.writeHead(413).end();
  const headers = routingHeaders(request);
  if (context.trace !== noTrace) traceInbound(context.trace, body, headers);
  const answer = await context.handle(body, headers);
  if (answer === undefined) return void response.writeHead(202).end();
  context.trace.record("s2c", answer.message);
  response.writeHead(statusFor(answer.message), { "Content-Type": "application/json" });
  response.end(answer.text);
}

/** Records a received body in the trace when it is JSON (the dispatcher decodes it independently). */
function traceInbound(trace: Trace, body: string, headers: RoutingHeaders): void {
  try {
    trace.record("c2s", JSON.parse(body) as unknown, { ...headers });
  } catch {
    // Text that is not JSON cannot be a trace line; its -32700 answer is still traced.
  }
}

/** The HTTP status for a JSON-RPC answer: 200 for results, a 4xx/5xx family matching the error code otherwise. */
export function statusFor(message: object): number {
  const error = (message as { error?: { code?: unknown } }).error;
  if (error === undefined) return 200;
  if (error.code === -32601) return 404;
  if (error.code === -32603) return 500;
  return 400;
}

/** The routing headers present on a request, as received. */
function routingHeaders(request: IncomingMessage): RoutingHeaders {
  const headers: RoutingHeaders = {};
  for (const [lower, spelled] of Object.entries(routingHeaderNames)) {
    const value = request.headers[lower];
    if (typeof value === "string") headers[spelled] = value;
  }
  return headers;
}

/** Browsers send `Origin`; only pages served from loopback may reach this loopback server (DNS rebinding guard). */
function isLocalOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** Reads the whole body as UTF-8, or `undefined` when it exceeds the limit. */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
