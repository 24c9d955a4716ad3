/** Scenarios on the polymorphic result: a plain result and a task to the same client, and a task where none may be. */
import { fail, first, followedToEnd, isFailure, theTask } from "../checks.js";
import { isRecord } from "../../../shared/record.js";
import { createdTasks, requests, taskIdIn } from "../trace-query.js";
import type { Scenario } from "../types.js";
import { immediateTool, slowTool } from "./tools.js";

/** Either CallToolResult or CreateTaskResult, to the same declaring client. @internal */
export const polymorphic: Scenario = {
  name: "sep-2663-client-handles-polymorphic-result",
  requirement: "sep-2663-client-handles-polymorphic-result",
  summary:
    "Two declared tools/call requests in turn: the first is answered with a plain CallToolResult, the second with a CreateTaskResult; the client must take the first as final (no tasks/*), make the second call, and follow its task to the end.",
  tools: [immediateTool("at_once"), slowTool("slow", 300)],
  host: { pollIntervalMs: 100 },
  context: {
    toolCalls: [
      { toolName: "at_once", arguments: {} },
      { toolName: "slow", arguments: {} },
    ],
  },
  check(trace) {
    const rule = this.requirement;
    const calls = requests(trace, "tools/call");
    if (calls.length < 2)
      return fail(
        rule,
        calls[0]?.line ?? 0,
        `The client sent ${calls.length} tools/call request(s) of the 2 the context names: it did not go on after ${calls.length === 0 ? "the start" : "the plain CallToolResult"}.`,
      );
    const created = new Set(createdTasks(trace).map((c) => c.taskId));
    const stray = requests(trace).find(
      (r) => String(r.message.method).startsWith("tasks/") && !created.has(taskIdIn(r.message)),
    );
    if (stray !== undefined)
      return fail(
        rule,
        stray.line,
        `This ${String(stray.message.method)} names ${JSON.stringify(taskIdIn(stray.message))}, no task the server created: a plain CallToolResult is final.`,
      );
    const task = theTask(trace, rule);
    return isFailure(task) ? task : followedToEnd(trace, task.taskId, rule);
  },
};

/** The task id the scenario server hands out where tasks are not supported. */
const UNSUPPORTED_TASK_ID = "c0ffee00-task-on-prompts-get";

/** A CreateTaskResult answering prompts/get, which tasks do not augment: invalid, never polled. @internal */
export const unsupported: Scenario = {
  name: "sep-2663-client-rejects-task-result-on-unsupported",
  allowClientError: true,
  requirement: "sep-2663-client-rejects-task-result-on-unsupported",
  summary:
    "The server advertises prompts and answers the client's declared prompts/get with a CreateTaskResult; only tools/call supports tasks, so the client must treat the answer as invalid and never poll that task.",
  tools: [],
  context: { toolCalls: [], request: { method: "prompts/get", params: { name: "summary", arguments: {} } } },
  hooks: {
    intercept(message) {
      if (message.method === "prompts/list")
        return { jsonrpc: "2.0", id: message.id, result: { resultType: "complete", prompts: [{ name: "summary" }] } };
      if (message.method !== "prompts/get") return undefined;
      const now = new Date().toISOString();
      return {
        jsonrpc: "2.0",
        id: message.id,
        result: {
          resultType: "task",
          taskId: UNSUPPORTED_TASK_ID,
          status: "working",
          createdAt: now,
          lastUpdatedAt: now,
          ttlMs: 60_000,
          pollIntervalMs: 100,
        },
      };
    },
    rewrite(request, answer) {
      if (request.method !== "server/discover" || !isRecord(answer.result)) return answer;
      const capabilities = isRecord(answer.result.capabilities) ? answer.result.capabilities : {};
      return { ...answer, result: { ...answer.result, capabilities: { ...capabilities, prompts: {} } } };
    },
  },
  check(trace) {
    const rule = this.requirement;
    const asked = requests(trace, "prompts/get");
    return first(
      () =>
        asked.length > 0
          ? undefined
          : fail(rule, 0, "The client never sent the prompts/get the context names, so the scenario could not start."),
      () => {
        const polled = requests(trace).find((r) => taskIdIn(r.message) === UNSUPPORTED_TASK_ID);
        return polled === undefined
          ? undefined
          : fail(
              rule,
              polled.line,
              `This ${String(polled.message.method)} follows the task a prompts/get was answered with; a CreateTaskResult to an unsupported request is an invalid response, not a task.`,
            );
      },
    );
  },
};
