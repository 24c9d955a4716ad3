/**
 * A `node:http` adapter for any fetch-style handler: `createServer(toNodeListener(host.fetch))`. It streams the
 * request body to the handler and the response body back with back-pressure, and aborts the request's signal when
 * the client goes away, which ends a listen stream and frees what it holds. It imports nothing from Node: it works
 * on the request and response objects Node hands it, described here by the members it uses.
 */

import { rememberClientAddress } from "../http/client-address.js";

/** The members of Node's IncomingMessage the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<unknown> {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: { readonly [name: string]: string | readonly string[] | undefined };
  readonly socket?: { readonly encrypted?: boolean; readonly remoteAddress?: string | undefined } | null;
  /** Drops the connection (after a refusal that left the body unread). */
  destroy(error?: Error): unknown;
}

/** The members of Node's ServerResponse the adapter uses. */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
  /** Sends the status line and headers. */
  writeHead(status: number, headers: Record<string, string | string[]>): unknown;
  /** Writes body bytes; false asks the writer to wait for `drain`. */
  write(chunk: Uint8Array): boolean;
  /** Ends the response. */
  end(callback?: () => void): unknown;
  /** Drops the connection. */
  destroy(error?: Error): unknown;
  /** Listens once for the connection closing or the write buffer draining. */
  once(event: "close" | "drain", listener: () => void): unknown;
  /** Stops listening. */
  off(event: "close" | "drain", listener: () => void): unknown;
  /** Sends the headers before the first body bytes, so a stream's client sees the response at once. */
  flushHeaders?(): void;
}

/** A `node:http` request listener. */
export type NodeListener = (request: NodeRequestLike, response: NodeResponseLike) => void;

/** Adapts a fetch-style handler to `node:http`. */
export function toNodeListener(handler: (request: Request) => Promise<Response>): NodeListener {
  return (req, res) => {
    void serve(handler, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, {});
      if (!res.writableEnded) res.end();
    });
  };
}

async function serve(
  handler: (request: Request) => Promise<Response>,
  req: NodeRequestLike,
  res: NodeResponseLike,
): Promise<void> {
  const gone = new AbortController();
  const onClose = (): void => {
    if (!res.writableEnded) gone.abort(new Error("the client went away"));
  };
  res.once("close", onClose);
  const request = toRequest(req, gone.signal);
  // The host shares its per-owner limits per client address when no owner function tells owners apart.
  rememberClientAddress(request, req.socket?.remoteAddress);
  const response = await handler(request);
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (response.body === null) {
    // A refusal that left the request body unread closes the connection rather than read what was refused.
    res.end(headers.connection === "close" ? () => void req.destroy() : undefined);
    return;
  }
  res.flushHeaders?.();
  const reader = response.body.getReader();
  const cancel = (): void => void reader.cancel().catch(() => undefined);
  gone.signal.addEventListener("abort", cancel, { once: true });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || gone.signal.aborted) break;
      if (!res.write(value)) await drained(res);
    }
  } catch {
    // The body failed or was cancelled because the client left; there is nobody to tell.
  } finally {
    gone.signal.removeEventListener("abort", cancel);
    res.off("close", onClose);
    if (!res.writableEnded && !res.destroyed) res.end();
  }
}

/** Resolves when the response can take more data, or the connection closed. */
function drained(res: NodeResponseLike): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/** The web Request for a Node request; the body streams from the Node request as the handler reads it. */
function toRequest(req: NodeRequestLike, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (typeof value === "string") headers.append(name, value);
    else for (const item of value) headers.append(name, item);
  }
  const scheme = req.socket?.encrypted === true ? "https" : "http";
  const url = requestUrl(req.url ?? "/", scheme, headers.get("host"));
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers, signal });
  const iterator = req[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await iterator.next();
          if (done) return controller.close();
          controller.enqueue(typeof value === "string" ? new TextEncoder().encode(value) : (value as Uint8Array));
        } catch (error) {
          controller.error(error);
        }
      },
      cancel() {
        // Reading stops here; the connection is closed after the answer (the handler sends Connection: close).
      },
    },
    { highWaterMark: 0 },
  );
  return new Request(url, { method, headers, body, signal, duplex: "half" } as RequestInit);
}

/** The request URL; a Host header that makes no URL is replaced by localhost rather than failing the request. */
function requestUrl(path: string, scheme: string, host: string | null): URL {
  try {
    return new URL(path, `${scheme}://${host ?? "localhost"}`);
  } catch {
    return new URL(`${scheme}://localhost/`);
  }
}
