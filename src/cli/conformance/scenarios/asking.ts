/** Scenarios where the context asks the client for more than following: task notifications, and a cancel. */
import { isRecord } from "../../../shared/record.js";
import { declares, requests, taskRequests } from "../trace-query.js";
import { fail, first, followedToEnd, isFailure, theTask } from "../checks.js";
import type { Scenario } from "../types.js";
import { endlessTool, slowTool } from "./tools.js";

/** notifications/tasks on subscriptions/listen, for a client that asks for them. @internal */
export const listens: Scenario = {
  name: "tasks-client-listens-for-task-notifications",
  requirement: "tasks-client-listens-for-task-notifications",
  summary:
    'A task works for 800 ms with pollIntervalMs 5000 and the context says "listen": the client must send subscriptions/listen declaring the extension with notifications.taskIds naming the task, and follow it to completed.',
  tools: [slowTool("slow", 800)],
  host: { pollIntervalMs: 5000 },
  context: { toolCalls: [{ toolName: "slow", arguments: {} }], listen: true },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    const listens = requests(trace, "subscriptions/listen");
    const naming = listens.filter((r) => {
      const params = isRecord(r.message.params) ? r.message.params : {};
      const ids = isRecord(params.notifications) ? params.notifications.taskIds : undefined;
      return Array.isArray(ids) && ids.includes(task.taskId);
    });
    return first(
      () =>
        naming.length > 0
          ? undefined
          : fail(
              rule,
              listens[0]?.line ?? task.line,
              `No subscriptions/listen names task ${JSON.stringify(task.taskId)} in notifications.taskIds.`,
            ),
      () => {
        const undeclared = naming.find((r) => !declares(r));
        return undeclared === undefined
          ? undefined
          : fail(
              rule,
              undeclared.line,
              "This subscriptions/listen asks for task notifications without declaring io.modelcontextprotocol/tasks in its _meta.",
            );
      },
      () => followedToEnd(trace, task.taskId, rule),
    );
  },
};

/** Cancelling with tasks/cancel, never with notifications/cancelled. @internal */
export const cancels: Scenario = {
  name: "sep-2663-cancel-not-via-cancelled-notification",
  requirement: "sep-2663-cancel-not-via-cancelled-notification",
  summary:
    'A task works until cancelled and the context says "cancel": the client must cancel it with tasks/cancel (Mcp-Name: the taskId), never with notifications/cancelled naming the tools/call.',
  tools: [endlessTool("endless")],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "endless", arguments: {} }], cancel: true },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    const callId = requests(trace, "tools/call")[0]?.message.id;
    const cancelled = trace.find(
      (e) =>
        e.dir === "c2s" &&
        e.message.method === "notifications/cancelled" &&
        isRecord(e.message.params) &&
        e.message.params.requestId === callId,
    );
    if (cancelled !== undefined)
      return fail(
        rule,
        cancelled.line,
        "This notifications/cancelled names the tools/call that created the task; a task is cancelled with tasks/cancel, never with this notification.",
      );
    return taskRequests(trace, task.taskId, "tasks/cancel").length > 0
      ? undefined
      : fail(rule, task.line, `The client never sent tasks/cancel for task ${JSON.stringify(task.taskId)}.`);
  },
};
