/** What a listen stream is built from: the inner handler's stream, and the options the host gives it. */
import type { TaskState } from "../../machine/state.js";

/**
 * The inner handler's listen stream, when the host fronts one.
 *
 * @internal
 */
export interface InnerStream {
  readonly body: ReadableStream<Uint8Array>;
  /** Aborts the inner request (the inner handler then releases its subscription). */
  readonly abort: () => void;
}

/**
 * What a stream needs.
 *
 * @internal
 */
export interface ListenStreamOptions {
  /** The JSON-RPC id of the listen request, which names the subscription. */
  readonly subscriptionId: string | number;
  /** The acknowledgement's notifications for the host's part (`taskIds`), merged into the inner's when there is one. */
  readonly hostFilter: Record<string, unknown>;
  readonly inner?: InnerStream;
  readonly keepAliveMs: number;
  /** Serialises the notification for a task state, stamped for this subscription; undefined when it cannot. */
  readonly notification: (state: TaskState) => string | undefined;
  /** Serialises the result that ends the subscription gracefully. */
  readonly finalResult: () => string;
  /** Called once when the stream ends, whichever way. */
  readonly onClose: () => void;
  readonly onError: (error: unknown) => void;
}
