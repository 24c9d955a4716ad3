/**
 * tasks/get, tasks/update and tasks/cancel, after the codec admitted the request (headers, capability gate, params).
 * Every read and write names the request's owner, so another owner's task answers exactly as an unknown one.
 */
import type { InputResponses, RequestId } from "../../../generated/types.js";
import { cancelTaskResult, resultResponse, updateTaskResult } from "../../codec/builders.js";
import { internalError, invalidParamsError, taskNotFoundError } from "../../codec/errors.js";
import { toGetTaskResult } from "../../machine/projections.js";
import type { TaskEvent } from "../../machine/events.js";
import type { StoreError, TaskStore } from "../../store/types.js";
import { describeThrown } from "../../shared/thrown.js";
import { storeUnavailableError } from "../errors.js";

/**
 * What the task methods need.
 *
 * @internal
 */
export interface TaskMethodDeps {
  readonly store: TaskStore;
  readonly clock: () => Date;
  readonly onError: (error: unknown) => void;
}

/**
 * tasks/get: the DetailedTask of the current status, or -32602 for a task this owner cannot see.
 *
 * @internal
 */
export async function getTask(id: RequestId, taskId: string, owner: string, deps: TaskMethodDeps): Promise<object> {
  const current = await guarded(() => deps.store.get(taskId, { owner }));
  if (!current.ok) return storeError(id, current.error, deps);
  return resultResponse(id, toGetTaskResult(current.value.state));
}

/**
 * tasks/update: records responses to outstanding keys (others are ignored, as the spec asks) and acknowledges.
 *
 * @internal
 */
export async function updateTask(
  id: RequestId,
  taskId: string,
  inputResponses: InputResponses,
  owner: string,
  deps: TaskMethodDeps,
): Promise<object> {
  const applied = await apply(deps, taskId, owner, (now) => ({ type: "provideInput", now, inputResponses }));
  if (!applied.ok && applied.error.code !== "refused") return storeError(id, applied.error, deps);
  if (!applied.ok) return invalidParamsError(id, `Invalid inputResponses: ${applied.error.message}`);
  return resultResponse(id, updateTaskResult());
}

/**
 * tasks/cancel: the host honours cancellation at once, so the task is `cancelled` when the acknowledgement leaves,
 * whichever process runs its work (that worker sees the change through the store's watch and aborts its signal).
 * Cancelling a task that already ended changes nothing and is still acknowledged.
 *
 * @internal
 */
export async function cancelTask(id: RequestId, taskId: string, owner: string, deps: TaskMethodDeps): Promise<object> {
  const applied = await apply(deps, taskId, owner, (now) => ({
    type: "cancel",
    now,
    statusMessage: "Cancelled at the client's request",
  }));
  if (!applied.ok && !(applied.error.code === "refused" && applied.error.transition?.code === "terminal"))
    return storeError(id, applied.error, deps);
  return resultResponse(id, cancelTaskResult());
}

/**
 * The outstanding input keys of a task this owner can see (none when it cannot, or it waits for nothing).
 *
 * @internal
 */
export async function outstandingKeys(taskId: string, owner: string, store: TaskStore): Promise<Set<string>> {
  const current = await guarded(() => store.get(taskId, { owner }));
  return new Set(current.ok ? (current.value.state.inputRequests ?? []).map((entry) => entry[0]) : []);
}

function apply(deps: TaskMethodDeps, taskId: string, owner: string, makeEvent: (now: string) => TaskEvent) {
  return guarded(() => deps.store.apply(taskId, makeEvent(deps.clock().toISOString()), { owner }));
}

/** Runs a store call, turning a throw (a store breaking its contract) into an `unavailable` failure. */
async function guarded<T>(
  call: () => Promise<{ ok: true; value: T } | { ok: false; error: StoreError }>,
): Promise<{ ok: true; value: T } | { ok: false; error: StoreError }> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: { code: "unavailable", message: describeThrown(error) } };
  }
}

/** The answer for a failed store call: -32602 for an unknown task, 503 for a store that failed or missed its deadline. */
function storeError(id: RequestId, error: StoreError, deps: TaskMethodDeps): object {
  if (error.code === "not_found") return taskNotFoundError(id);
  if (error.code === "invalid") return invalidParamsError(id, `Invalid params: ${error.message}`);
  deps.onError(new Error(`task store: ${error.code}: ${error.message}`));
  if (error.code === "unavailable" || error.code === "conflict")
    return storeUnavailableError(id, "the task store did not answer; retry shortly");
  return internalError(id, "Internal error: the task store failed");
}

export { guarded };
