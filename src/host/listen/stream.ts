/**
 * One subscriptions/listen stream: the acknowledgement first, then notifications/tasks for the agreed tasks, each
 * stamped with the subscription id, and, when the host fronts an inner handler, that handler's own stream woven in
 * (its acknowledgement gains the agreed taskIds; everything else it sends passes unchanged). Task notifications are
 * coalesced per task, latest state wins, so a slow reader holds at most one pending notification per task, and the
 * inner stream is read only as fast as the client reads: memory stays bounded whatever the reader does.
 */
import type { TaskState } from "../../machine/state.js";
import {
  acknowledgement,
  commentFrame,
  eventData,
  EventSplitter,
  messageFrame,
  parseEventData,
  rawFrame,
} from "./sse.js";
import type { ListenStreamOptions } from "./stream-options.js";

const decoder = () => new TextDecoder();

/**
 * A listen stream; `readable` is the response body.
 *
 * @internal
 */
export class ListenStream {
  readonly readable: ReadableStream<Uint8Array>;
  readonly #o: ListenStreamOptions;
  readonly #frames: Uint8Array[] = [];
  readonly #pending = new Map<string, { version: number; state: TaskState }>();
  readonly #sent = new Map<string, number>();
  readonly #splitter = new EventSplitter();
  readonly #text = decoder();
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  #innerRead: Promise<void> | undefined;
  #acked: boolean;
  #final: Uint8Array | null | undefined;
  #closed = false;
  #wake: (() => void) | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #ended: () => void = () => undefined;
  /** Settles once the stream has ended and released what it held, whichever way it ended. */
  readonly finished: Promise<void> = new Promise((resolve) => (this.#ended = resolve));

  constructor(options: ListenStreamOptions) {
    this.#o = options;
    this.#acked = options.inner === undefined;
    if (options.inner === undefined) {
      this.#frames.push(messageFrame(acknowledgement(options.subscriptionId, options.hostFilter)));
      if (options.keepAliveMs > 0) this.#timer = setInterval(() => this.#keepAlive(), options.keepAliveMs);
    } else {
      this.#reader = options.inner.body.getReader();
    }
    this.readable = new ReadableStream<Uint8Array>(
      {
        start: (controller) => void (this.#controller = controller),
        pull: (controller) => this.#pull(controller),
        cancel: () => this.abort(),
      },
      { highWaterMark: 0 },
    );
  }

  /** Reports a committed change of an agreed task; older versions than one already queued or sent are dropped. */
  push(taskId: string, version: number, state: TaskState | null): void {
    if (this.#closed || this.#final !== undefined) return;
    if (state === null) {
      this.#pending.delete(taskId);
      return;
    }
    const queued = this.#pending.get(taskId)?.version ?? this.#sent.get(taskId) ?? 0;
    if (version <= queued) return;
    this.#pending.set(taskId, { version, state });
    this.#signal();
  }

  /** Ends the subscription gracefully: pending notifications go out, then the result that closes it. */
  end(): void {
    if (this.#closed || this.#final !== undefined) return;
    this.#final = messageFrame(this.#o.finalResult());
    this.#stopInner();
    this.#signal();
  }

  /** Ends at once (the client went away): nothing more is sent and everything is released. */
  abort(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopInner();
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#signal();
    try {
      this.#controller?.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
    this.#o.onClose();
    this.#ended();
  }

  async #pull(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
    for (;;) {
      if (this.#closed) return;
      const frame = this.#frames.shift() ?? this.#nextNotification();
      if (frame !== undefined) return controller.enqueue(frame);
      if (this.#final !== undefined) {
        if (this.#final !== null) controller.enqueue(this.#final);
        return this.abort();
      }
      const waking = new Promise<void>((resolve) => (this.#wake = resolve));
      if (this.#reader !== undefined && this.#innerRead === undefined) this.#innerRead = this.#readInner();
      await Promise.race(this.#innerRead === undefined ? [waking] : [waking, this.#innerRead]);
      this.#wake = undefined;
    }
  }

  #nextNotification(): Uint8Array | undefined {
    if (!this.#acked) return undefined;
    for (const [taskId, { version, state }] of this.#pending) {
      this.#pending.delete(taskId);
      this.#sent.set(taskId, version);
      const json = this.#o.notification(state);
      if (json !== undefined) return messageFrame(json);
    }
    return undefined;
  }

  /** Reads one chunk of the inner stream into frames. */
  async #readInner(): Promise<void> {
    const reader = this.#reader;
    try {
      const { value, done } = reader === undefined ? { value: undefined, done: true } : await reader.read();
      if (done || value === undefined) {
        // The inner stream ended without a result (an abrupt close): so does this one, after what is pending.
        if (this.#final === undefined) this.#final = null;
        this.#reader = undefined;
        return;
      }
      const blocks = this.#splitter.push(this.#text.decode(value, { stream: true }));
      if (blocks === undefined) throw new Error("an inner SSE event exceeded the size limit");
      // The inner result ends the inner stream: what follows it in the same chunk is dropped, as a later chunk is.
      for (const block of blocks) if (this.#final === undefined) this.#forward(block);
    } catch (error) {
      if (!this.#closed) this.#o.onError(error);
      if (this.#final === undefined) this.#final = null;
      this.#reader = undefined;
    } finally {
      this.#innerRead = undefined;
    }
  }

  /** Forwards one inner event: the acknowledgement gains the host's filter; the closing result waits for pending. */
  #forward(block: string): void {
    const data = eventData(block);
    const message = data === undefined ? undefined : parseEventData(data);
    if (message !== undefined && message.method === "notifications/subscriptions/acknowledged" && !this.#acked) {
      this.#acked = true;
      const params = (typeof message.params === "object" && message.params !== null ? message.params : {}) as Record<
        string,
        unknown
      >;
      const notifications = (
        typeof params.notifications === "object" && params.notifications !== null ? params.notifications : {}
      ) as Record<string, unknown>;
      this.#frames.push(
        messageFrame(
          JSON.stringify({
            ...message,
            params: { ...params, notifications: { ...notifications, ...this.#o.hostFilter } },
          }),
        ),
      );
      return;
    }
    if (message !== undefined && message.id !== undefined && ("result" in message || "error" in message)) {
      // The inner subscription ended (or was refused before its acknowledgement): pending notifications go first.
      if (!this.#acked) this.#pending.clear();
      this.#final = rawFrame(block);
      this.#stopInner();
      return;
    }
    this.#frames.push(rawFrame(block));
  }

  #stopInner(): void {
    const reader = this.#reader;
    this.#reader = undefined;
    if (reader !== undefined) void reader.cancel().catch(() => undefined);
    this.#o.inner?.abort();
  }

  #keepAlive(): void {
    if (this.#frames.length === 0) {
      this.#frames.push(commentFrame("keep-alive"));
      this.#signal();
    }
  }

  #signal(): void {
    this.#wake?.();
  }
}
