/**
 * The Request the node adapter hands its handler: method, URL and headers read from Node's request as asked for,
 * the body read straight from the socket by `text()`, `json()`, `arrayBuffer()`, `bytes()` and the host, and the
 * real Request built only when a member needs it (`body`, `clone()`, `formData()`, ...). `instanceof Request` holds.
 */
import { webClass } from "../web-classes.js";
import { type BodyRead, READ_BYTES } from "../http/direct.js";
import { CLIENT_ADDRESS } from "../http/client-address.js";
import { readIncoming } from "./node-body.js";
import { RawHeaders } from "./node-headers.js";
import type { NodeRequestLike, NodeResponseLike } from "./node-types.js";

const NativeRequest = webClass(globalThis.Request);
const decoder = new TextDecoder();

/**
 * A Node request as a web Request.
 *
 * @internal
 */
export class NodeRequest {
  readonly #in: NodeRequestLike;
  readonly #out: NodeResponseLike;
  readonly method: string;
  #headers: RawHeaders | undefined;
  #url: string | undefined;
  #controller: AbortController | undefined;
  #real: Request | undefined;
  /** The body once read directly: its bytes, or the promise of them while being read. */
  #body: Promise<BodyRead> | undefined;

  constructor(incoming: NodeRequestLike, outgoing: NodeResponseLike) {
    this.#in = incoming;
    this.#out = outgoing;
    this.method = incoming.method ?? "GET";
  }

  get url(): string {
    return (this.#url ??= requestUrl(this.#in).href);
  }

  get headers(): Headers {
    return (this.#headers ??= new RawHeaders(this.#in.rawHeaders)) as unknown as Headers;
  }

  /** Aborted when the client goes away before the response has ended. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      const controller = new AbortController();
      const out = this.#out;
      const gone = (): void => {
        if (!out.writableEnded) controller.abort(new Error("the client went away"));
      };
      if (out.destroyed) gone();
      else out.once("close", gone);
      this.#controller = controller;
    }
    return this.#controller.signal;
  }

  get bodyUsed(): boolean {
    return this.#real?.bodyUsed ?? this.#body !== undefined;
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.real().body;
  }

  /** The peer's and the local address, read from the socket when the host asks (to share its limits per client). */
  [CLIENT_ADDRESS](): { remote?: unknown; local?: unknown } | undefined {
    const socket = this.#in.socket as { remoteAddress?: unknown; localAddress?: unknown } | null | undefined;
    return socket == null ? undefined : { remote: socket.remoteAddress, local: socket.localAddress };
  }

  /** Reads the body as bytes within `limit`; undefined when it was already taken another way. */
  [READ_BYTES](limit: number): Promise<BodyRead> | undefined {
    if (this.#real !== undefined || this.#body !== undefined || !hasBody(this.method)) return undefined;
    return (this.#body = readIncoming(this.#in, limit));
  }

  text(): Promise<string> {
    return this.#read(decode);
  }

  json(): Promise<unknown> {
    return this.#read(parse);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#read(bufferOf);
  }

  bytes(): Promise<Uint8Array> {
    return this.#read(copyOf);
  }

  /** The whole body, read straight from the socket and turned into what was asked for in the same step. */
  #read<T>(as: (bytes: Uint8Array) => T): Promise<T> {
    if (this.#real !== undefined || !hasBody(this.method))
      return this.real()
        .arrayBuffer()
        .then((b) => as(new Uint8Array(b)));
    if (this.#body !== undefined) return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
    this.#body = readIncoming(this.#in, Number.POSITIVE_INFINITY);
    return this.#body.then((read) => {
      if (read.ok) return as(read.bytes);
      throw new TypeError("the request body could not be read");
    });
  }

  /** The real Request, built once; a body read directly goes into it as its bytes. */
  real(): Request {
    if (this.#real !== undefined) return this.#real;
    const init: RequestInit & { duplex?: "half" } = { method: this.method, headers: this.headers, signal: this.signal };
    if (hasBody(this.method)) {
      init.body = this.#body === undefined ? streamOf(this.#in) : streamOfRead(this.#body);
      init.duplex = "half";
    }
    this.#real = new NativeRequest(this.url, init);
    return this.#real;
  }
}

for (const name of Object.getOwnPropertyNames(NativeRequest.prototype)) {
  if (name === "constructor" || Object.hasOwn(NodeRequest.prototype, name)) continue;
  const descriptor = Object.getOwnPropertyDescriptor(NativeRequest.prototype, name)!;
  if (typeof descriptor.value === "function") {
    const method = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(NodeRequest.prototype, name, {
      value(this: NodeRequest, ...args: unknown[]) {
        return method.apply(this.real(), args);
      },
    });
  } else if (descriptor.get !== undefined) {
    const get = descriptor.get;
    Object.defineProperty(NodeRequest.prototype, name, {
      get(this: NodeRequest) {
        return get.call(this.real());
      },
    });
  }
}
Object.setPrototypeOf(NodeRequest.prototype, NativeRequest.prototype);

function decode(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

function parse(bytes: Uint8Array): unknown {
  return JSON.parse(decoder.decode(bytes));
}

function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return copyOf(bytes).buffer as ArrayBuffer;
}

function copyOf(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

function hasBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

/** The body streamed from the Node request as the reader pulls it. */
function streamOf(incoming: NodeRequestLike): ReadableStream<Uint8Array> {
  const iterator = incoming[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
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
}

/** The body already read directly, as a stream for the real Request. */
function streamOfRead(read: Promise<BodyRead>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const body = await read;
      if (!body.ok) return controller.error(new TypeError("the request body could not be read"));
      if (body.bytes.byteLength > 0) controller.enqueue(body.bytes);
      controller.close();
    },
  });
}

/** The request URL; a Host header that makes no URL is replaced by localhost rather than failing the request. */
function requestUrl(incoming: NodeRequestLike): URL {
  const socket = incoming.socket as { encrypted?: unknown } | null | undefined;
  const scheme = socket?.encrypted === true ? "https" : "http";
  const host = incoming.headers.host;
  try {
    return new URL(incoming.url ?? "/", `${scheme}://${typeof host === "string" ? host : "localhost"}`);
  } catch {
    return new URL(`${scheme}://localhost/`);
  }
}
