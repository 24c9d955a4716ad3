/**
 * subscriptions/listen with `taskIds`: the host agrees to the tasks this owner can see, watches them in the store
 * (so a change committed by any process sharing the store is delivered), and serves one SSE stream. With an inner
 * handler, the same request also goes to it, and its stream is woven into this one.
 */
import type { RequestId } from "../../../generated/types.js";
import { encode } from "../../codec/encode.js";
import { invalidParamsError } from "../../codec/errors.js";
import { storeUnavailableError, streamLimitError } from "../errors.js";
import { toTaskStatusNotification } from "../../machine/projections.js";
import type { TaskState } from "../../machine/state.js";
import { MAX_TASK_ID_LENGTH, MAX_WATCHED_TASKS } from "../../store/options.js";
import type { Unsubscribe } from "../../store/types.js";
import { callInner, innerRequest } from "../http/delegate.js";
import type { HostSettings } from "../options.js";
import { ListenStream } from "./stream.js";
import type { StreamRegistry } from "./registry.js";
import { guarded } from "../tasks/task-methods.js";

/**
 * The listen request as the host reads it.
 *
 * @internal
 */
export interface ListenRequest {
  readonly id: RequestId;
  readonly params: unknown;
  readonly request: Request;
  readonly bytes: Uint8Array;
  readonly owner: string;
  /** Whose share of the stream limit the stream counts against: the owner, or the client without an owner function. */
  readonly share: string;
}

/**
 * A JSON-RPC answer instead of a stream (a refusal), or the stream's HTTP response.
 *
 * @internal
 */
export type ListenOutcome = { answer: object } | { response: Response };

/**
 * Opens a listen stream for the requested taskIds (refusing bad params and streams beyond the limits).
 *
 * @internal
 */
export async function listen(
  input: ListenRequest,
  settings: HostSettings,
  registry: StreamRegistry,
): Promise<ListenOutcome> {
  const { id, share } = input;
  const taskIds = readTaskIds(input.params);
  if (typeof taskIds === "string") return { answer: invalidParamsError(id, `Invalid params: ${taskIds}`) };
  const admitted = registry.admit(share, settings);
  if (admitted !== "ok") return { answer: streamLimitError(id, admitted === "capacity") };
  registry.opening(1);
  try {
    return await open(input, taskIds, settings, registry);
  } finally {
    registry.opening(-1);
  }
}

async function open(
  input: ListenRequest,
  taskIds: string[],
  settings: HostSettings,
  registry: StreamRegistry,
): Promise<ListenOutcome> {
  const { id, owner, share } = input;
  let released = false;
  let unwatch: Unsubscribe | undefined;
  const release = (): void => {
    if (released) return;
    released = true;
    registry.release(share);
    if (unwatch !== undefined) registry.watched(-1);
    unwatch?.();
  };
  const buffered: Array<[string, number, TaskState | null]> = [];
  let stream: ListenStream | undefined;
  const deliver = (taskId: string, version: number, state: TaskState | null): void => {
    if (stream === undefined) buffered.push([taskId, version, state]);
    else stream.push(taskId, version, state);
  };
  // Watch before reading, so no change falls between the read and the watch.
  const scope = { owner };
  const watched =
    taskIds.length === 0
      ? undefined
      : await guarded(() => settings.store.watch(taskIds, (c) => deliver(c.taskId, c.version, c.state), scope));
  if (watched !== undefined && !watched.ok) {
    release();
    settings.onError(new Error(`task store: watch: ${watched.error.message}`));
    return { answer: storeUnavailableError(id, "the task store could not watch the tasks; retry shortly") };
  }
  if (watched !== undefined) {
    unwatch = watched.value;
    registry.watched(1);
  }
  const reads = await Promise.all(taskIds.map((taskId) => guarded(() => settings.store.get(taskId, scope))));
  const agreed: string[] = [];
  reads.forEach((read, i) => {
    if (!read.ok) return;
    agreed.push(taskIds[i]!);
    deliver(taskIds[i]!, read.value.version, read.value.state);
  });
  const hostFilter = taskIds.length === 0 ? {} : { taskIds: agreed };
  let inner: { body: ReadableStream<Uint8Array>; abort: () => void } | undefined;
  if (settings.inner !== undefined) {
    const controller = new AbortController();
    const response = await callInner(
      settings.inner,
      innerRequest(input.request, input.bytes, controller.signal),
      settings.onError,
    );
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || response.body === null) {
      release();
      return { response };
    }
    inner = { body: response.body, abort: () => controller.abort() };
  }
  const meta = { "io.modelcontextprotocol/subscriptionId": id };
  stream = new ListenStream({
    subscriptionId: id,
    hostFilter,
    ...(inner === undefined ? {} : { inner }),
    keepAliveMs: settings.keepAliveMs,
    notification: (state) => {
      const message = toTaskStatusNotification(state);
      const encoded = encode({ ...message, params: { ...message.params, _meta: meta } });
      if (!encoded.ok)
        settings.onError(new Error(`an invalid task notification was not sent: ${JSON.stringify(encoded.issues)}`));
      return encoded.ok ? encoded.value : undefined;
    },
    finalResult: () =>
      JSON.stringify({
        jsonrpc: "2.0",
        id,
        result: {
          resultType: "complete",
          _meta: { ...meta, "io.modelcontextprotocol/serverInfo": settings.serverInfo },
        },
      }),
    onClose: () => {
      registry.streams.delete(stream!);
      release();
    },
    onError: settings.onError,
  });
  registry.streams.add(stream);
  for (const [taskId, version, state] of buffered) stream.push(taskId, version, state);
  const opened = stream;
  if (input.request.signal.aborted) opened.abort();
  else input.request.signal.addEventListener("abort", () => opened.abort(), { once: true });
  return {
    response: new Response(opened.readable, {
      status: 200,
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" },
    }),
  };
}

/** The requested taskIds (empty when none), or why they cannot be read. */
function readTaskIds(params: unknown): string[] | string {
  const notifications =
    typeof params === "object" && params !== null ? (params as { notifications?: unknown }).notifications : undefined;
  if (typeof notifications !== "object" || notifications === null || Array.isArray(notifications))
    return "params.notifications must be an object";
  const taskIds = (notifications as { taskIds?: unknown }).taskIds;
  if (taskIds === undefined) return [];
  if (!Array.isArray(taskIds)) return "params.notifications.taskIds must be an array of task ids";
  if (taskIds.length > MAX_WATCHED_TASKS)
    return `params.notifications.taskIds may name at most ${MAX_WATCHED_TASKS} tasks`;
  const out = new Set<string>();
  for (let i = 0; i < taskIds.length; i++) {
    const taskId: unknown = taskIds[i];
    if (typeof taskId !== "string" || taskId === "" || taskId.length > MAX_TASK_ID_LENGTH)
      return `params.notifications.taskIds[${i}] must be a task id`;
    out.add(taskId);
  }
  return [...out];
}
