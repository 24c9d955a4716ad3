/**
 * The members of Node's request and response objects the node adapter uses, described here so that the adapter
 * imports nothing from Node. Each is written so that `IncomingMessage` and `ServerResponse` of `@types/node` fit it
 * under `strict`, and `createServer(toNodeListener(handler))` needs no cast.
 */

/** The members of Node's IncomingMessage the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<unknown> {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: { readonly [name: string]: string | readonly string[] | undefined };
  /** The headers as received, names and values alternating, so that a lookup needs no Headers object. */
  readonly rawHeaders: readonly string[];
  /** The connection; a TLS socket says so with `encrypted: true`. */
  readonly socket?: object | null;
  readonly destroyed: boolean;
  readonly readableEnded: boolean;
  /** Listens for body chunks, the body's end, a failure or the connection closing. */
  on(event: "data", listener: (chunk: Uint8Array | string) => void): unknown;
  /** Listens for the body's end or the connection closing. */
  on(event: "end" | "close", listener: () => void): unknown;
  /** Listens for a failure of the request stream. */
  on(event: "error", listener: (error: Error) => void): unknown;
  /** Stops listening. */
  off(event: "data", listener: (chunk: Uint8Array | string) => void): unknown;
  /** Stops listening for the body's end or the connection closing. */
  off(event: "end" | "close", listener: () => void): unknown;
  /** Stops listening for a failure. */
  off(event: "error", listener: (error: Error) => void): unknown;
  /** Stops the flow of body chunks (after a body over the limit). */
  pause(): unknown;
  /** Drops the connection (after a refusal that left the body unread). */
  destroy(error?: Error): unknown;
}

/** The members of Node's ServerResponse the adapter uses. */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
  /**
   * Node's ServerResponse: the body length its header block announces when no header sets one (null until then).
   * Absent on other responses, which get a Content-Length header instead.
   */
  _contentLength?: number | null | undefined;
  /** Sends the status line and headers. */
  writeHead(status: number, headers: Record<string, string | string[] | number>): unknown;
  /** Writes body bytes; false asks the writer to wait for `drain`. */
  write(chunk: Uint8Array): boolean;
  /** Ends the response, with its last bytes if given. */
  end(callback?: () => void): unknown;
  /** Ends the response with its last bytes. */
  end(chunk: string | Uint8Array, callback?: () => void): unknown;
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
