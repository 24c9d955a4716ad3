/**
 * Input during a task: the worker's side of `input_required`. It records the requests through the machine, then
 * waits until `tasks/update` has supplied a response for every key (possibly over several updates), consumes them
 * and hands them to the tool.
 */
import { inputResponseFor, type InputRequests, type InputResponse, type InputResponses, type TaskState } from "mcp-tasks";
import { applyEvent } from "./apply.js";
import type { TaskSignals } from "./signals.js";
import type { TaskStore } from "./store.js";

/** What the wait needs besides the task: the work's abort signal, the clock, and how often to re-read the store. */
export interface CollectOptions {
  signal: AbortSignal;
  clock: () => Date;
  pollIntervalMs: number;
}

/** Moves the task to `input_required` with `requests` and resolves with a response for each of their keys. */
export async function collectAnswers(
  store: TaskStore<TaskState>,
  signals: TaskSignals,
  taskId: string,
  requests: InputRequests,
  options: CollectOptions,
): Promise<InputResponses> {
  const { signal, clock } = options;
  const asked = await applyEvent(store, taskId, (now) => ({ type: "requestInput", now, inputRequests: requests }), clock);
  if (!asked.ok) throw new Error("refused" in asked ? asked.refused.message : `task ${taskId} is gone`);
  const keys = Object.keys(requests);
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const current = await store.get(taskId);
    if (current === undefined) throw new Error(`task ${taskId} is gone`);
    const answers = answersFor(current.value, keys);
    if (answers !== undefined) {
      await applyEvent(store, taskId, (now) => ({ type: "consumeInput", now, keys }), clock);
      return answers;
    }
    await signals.wait(taskId, options.pollIntervalMs, signal);
  }
}

/** The responses for every key, or `undefined` while one is still missing. */
function answersFor(state: TaskState, keys: readonly string[]): InputResponses | undefined {
  const answers: Record<string, InputResponse> = {};
  for (const key of keys) {
    const response = inputResponseFor(state, key);
    if (response === undefined) return undefined;
    answers[key] = response;
  }
  return answers;
}
