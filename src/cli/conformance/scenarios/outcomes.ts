/** Scenarios on how a task ends: failed, cancelled by the server, and expired (tasks/get then answers -32602). */
import { fail, first, followedToEnd, isFailure, stopsAtTerminal, theTask } from "../checks.js";
import { answerTo, taskIdIn, taskRequests } from "../trace-query.js";
import type { Scenario, ScenarioState } from "../types.js";
import { endlessTool, failingTool } from "./tools.js";

/** Counts the tasks/get requests the client sent so far for the task it names. */
function countPoll(message: Record<string, unknown>, state: ScenarioState): number {
  const key = `polls:${String(taskIdIn(message))}`;
  const polls = ((state.memo.get(key) as number | undefined) ?? 0) + 1;
  state.memo.set(key, polls);
  return polls;
}

/** A task that fails: a terminal status; the client stops polling it. @internal */
export const failedTask: Scenario = {
  name: "tasks-client-failed-task",
  allowClientError: true,
  requirement: "tasks-client-stops-at-terminal",
  summary:
    "A task fails after 300 ms with a JSON-RPC error (-32050); the client must follow it until it sees failed, and then stop polling it.",
  tools: [failingTool("fails", 300)],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "fails", arguments: {} }] },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    return first(
      () => followedToEnd(trace, task.taskId, rule),
      () => stopsAtTerminal(trace, task.taskId, rule),
    );
  },
};

/** A task the server cancels: a terminal status the client did not ask for; the client stops polling it. @internal */
export const cancelledTask: Scenario = {
  name: "tasks-client-cancelled-task",
  allowClientError: true,
  requirement: "tasks-client-stops-at-terminal",
  summary:
    "A task works until the server cancels it, just before answering the client's second tasks/get; the client must see cancelled and then stop polling it.",
  tools: [endlessTool("endless")],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "endless", arguments: {} }] },
  hooks: {
    async intercept(message, state) {
      if (message.method !== "tasks/get") return undefined;
      if (countPoll(message, state) === 2) await state.hostCall("tasks/cancel", { taskId: taskIdIn(message) });
      return undefined;
    },
  },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    return first(
      () => followedToEnd(trace, task.taskId, rule),
      () => stopsAtTerminal(trace, task.taskId, rule),
    );
  },
};

/** The poll from which the expired task is unknown. */
const EXPIRED_FROM_POLL = 3;

/** A task that expires: tasks/get answers -32602, and the client stops asking about it. @internal */
export const expiredTask: Scenario = {
  name: "tasks-client-expired-task",
  allowClientError: true,
  requirement: "tasks-client-stops-on-unknown-task",
  summary:
    "A task with ttlMs 250 is purged once its TTL elapsed: from the third tasks/get on the server answers -32602 (Task has expired); the client must send no further tasks/* request for it.",
  tools: [endlessTool("endless")],
  host: { pollIntervalMs: 100, ttlMs: 250 },
  context: { toolCalls: [{ toolName: "endless", arguments: {} }] },
  hooks: {
    async intercept(message, state) {
      if (message.method !== "tasks/get" && message.method !== "tasks/update") return undefined;
      const taskId = taskIdIn(message);
      const polls = message.method === "tasks/get" ? countPoll(message, state) : EXPIRED_FROM_POLL;
      if (polls < EXPIRED_FROM_POLL && !state.memo.has("expired")) return undefined;
      if (!state.memo.has("expired")) await state.hostCall("tasks/cancel", { taskId });
      state.memo.set("expired", true);
      return {
        jsonrpc: "2.0",
        id: message.id,
        error: { code: -32602, message: "Failed to retrieve task: Task has expired" },
      };
    },
  },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    const sent = taskRequests(trace, task.taskId);
    const refused = sent.find((r) => {
      const answer = answerTo(trace, r);
      return answer !== undefined && (answer.message.error as { code?: unknown } | undefined)?.code === -32602;
    });
    if (refused === undefined)
      return fail(rule, task.line, "The client stopped polling before the task expired, so it never met the -32602.");
    const after = sent.find((r) => r.line > refused.line);
    return after === undefined
      ? undefined
      : fail(
          rule,
          after.line,
          `The client sent ${String(after.message.method)} for task ${JSON.stringify(task.taskId)} after line ${refused.line} was answered -32602 (the task has expired).`,
        );
  },
};
