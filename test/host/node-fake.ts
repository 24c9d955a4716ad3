/** Node-shaped request and response objects for driving toNodeListener without a socket: chunks, failures, drains. */
import { EventEmitter } from "node:events";

/** A request whose body arrives as the test emits it. */
export class FakeIncoming extends EventEmitter {
  destroyed = false;
  readableEnded = false;
  destroyedTimes = 0;
  readonly rawHeaders: string[];
  constructor(
    readonly method: string | undefined,
    readonly url: string | undefined,
    readonly headers: Record<string, string>,
    readonly socket: object | null = null,
    /** What the async iterator yields; an Error is thrown. */
    readonly chunks: (string | Error)[] = [],
  ) {
    super();
    this.rawHeaders = Object.entries(headers).flat();
  }
  pause(): void {}
  destroy(): void {
    this.destroyed = true;
    this.destroyedTimes++;
  }
  /** Sends the body in these chunks, then its end. */
  send(...parts: string[]): void {
    for (const part of parts) this.emit("data", new TextEncoder().encode(part));
    this.readableEnded = true;
    this.emit("end");
  }
  async *[Symbol.asyncIterator](): AsyncIterator<unknown> {
    for (const chunk of this.chunks) {
      if (chunk instanceof Error) throw chunk;
      yield new TextEncoder().encode(chunk);
    }
  }
}

/** A response recording what is written; write() answers `accept` (false asks for a drain). */
export class FakeOutgoing extends EventEmitter {
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  accept = true;
  status = 0;
  headers: Record<string, unknown> = {};
  readonly written: string[] = [];
  readonly ended: Promise<void>;
  #end: () => void = () => undefined;
  constructor() {
    super();
    this.ended = new Promise((resolve) => (this.#end = resolve));
  }
  writeHead(status: number, headers: Record<string, unknown>): void {
    this.status = status;
    this.headers = { ...headers };
    this.headersSent = true;
  }
  write(chunk: Uint8Array): boolean {
    this.written.push(new TextDecoder().decode(chunk));
    return this.accept;
  }
  end(chunk?: unknown, callback?: () => void): void {
    const done = typeof chunk === "function" ? (chunk as () => void) : callback;
    if (chunk instanceof Uint8Array || typeof chunk === "string")
      this.written.push(typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk));
    this.writableEnded = true;
    done?.();
    this.#end();
  }
  destroy(): void {
    this.destroyed = true;
  }
  get body(): string {
    return this.written.join("");
  }
}

/** Lets queued callbacks run, at most `turns` event-loop turns, until `done()` holds. */
export async function until(done: () => boolean, turns = 500): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!done()) throw new Error("the condition never held");
}
