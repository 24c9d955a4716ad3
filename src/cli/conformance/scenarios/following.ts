/** Scenarios on how a client follows a task: routing headers, per-request declaration, polling pace and persistence. */
import { declaredEverywhere, fail, first, followedToEnd, isFailure, theTask } from "../checks.js";
import { isRecord } from "../../../shared/record.js";
import { seenStates, taskRequests } from "../trace-query.js";
import type { Failure, Scenario, Trace } from "../types.js";
import { askingTool, slowTool } from "./tools.js";

/** How early a poll may come, in milliseconds, before it counts as faster than pollIntervalMs (timer jitter). */
const POLL_SLACK_MS = 20;

/** Mcp-Name (and Mcp-Method) on every tasks/* request. @internal */
export const mcpName: Scenario = {
  name: "sep-2663-client-emits-mcp-name-on-tasks-methods",
  requirement: "sep-2663-client-emits-mcp-name-on-tasks-methods",
  summary:
    "A task asks for input once, then completes; every tasks/get and tasks/update must carry Mcp-Name: <taskId>.",
  tools: [askingTool("ask_once", [["name"]])],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "ask_once", arguments: {} }] },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    const sent = taskRequests(trace, task.taskId);
    if (!sent.some((r) => r.message.method === "tasks/get"))
      return fail(rule, task.line, "The client sent no tasks/get for the task, so no header could be checked.");
    for (const r of sent) {
      const name = r.headers?.["mcp-name"];
      if (name !== task.taskId)
        return fail(
          rule,
          r.line,
          `This ${String(r.message.method)} carries ${name === undefined ? "no Mcp-Name header" : `Mcp-Name ${JSON.stringify(name)}`}; it must be the taskId ${JSON.stringify(task.taskId)}.`,
        );
    }
    return followedToEnd(trace, task.taskId, rule);
  },
};

/** The extension declared on every request, since capabilities are per request in 2026-07-28. @internal */
export const declaredPerRequest: Scenario = {
  name: "tasks-client-declares-extension-per-request",
  requirement: "tasks-client-declares-extension-per-request",
  summary:
    "A task asks for input once, then completes; tools/call and every tasks/* request must each declare the extension in _meta.",
  tools: [askingTool("ask_once", [["name"]])],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "ask_once", arguments: {} }] },
  check(trace) {
    const rule = this.requirement;
    const declared = declaredEverywhere(trace, rule);
    if (declared !== undefined) return declared;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    if (taskRequests(trace, task.taskId, "tasks/update").length === 0)
      return fail(rule, task.line, "The client sent no tasks/update, so the declaration on it could not be checked.");
    return followedToEnd(trace, task.taskId, rule);
  },
};

/** Polling until a terminal status (or a cancel). @internal */
export const pollsToEnd: Scenario = {
  name: "tasks-client-polls-until-terminal",
  requirement: "tasks-client-polls-until-terminal",
  summary: "A task works for 600 ms with pollIntervalMs 100; the client must poll until it sees completed (or cancel).",
  tools: [slowTool("slow", 600)],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "slow", arguments: {} }] },
  check(trace) {
    const task = theTask(trace, this.requirement);
    return isFailure(task) ? task : followedToEnd(trace, task.taskId, this.requirement);
  },
};

/** Respecting pollIntervalMs, including a changed one. @internal */
export const pollInterval: Scenario = {
  name: "tasks-client-respects-poll-interval",
  requirement: "tasks-client-respects-poll-interval",
  summary:
    "A task works for 1500 ms; pollIntervalMs is 200 at first and 450 from the second tasks/get on; no poll may come sooner than the interval last shown.",
  tools: [slowTool("slow", 1500)],
  host: { pollIntervalMs: 200 },
  context: { toolCalls: [{ toolName: "slow", arguments: {} }] },
  hooks: {
    rewrite(request, answer, state) {
      if (request.method !== "tasks/get" || !isRecord(answer.result)) return answer;
      const polls = ((state.memo.get("polls") as number | undefined) ?? 0) + 1;
      state.memo.set("polls", polls);
      return polls < 2 ? answer : { ...answer, result: { ...answer.result, pollIntervalMs: 450 } };
    },
  },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    return first(
      () => pacedPolls(trace, task.taskId, rule),
      () => followedToEnd(trace, task.taskId, rule),
    );
  },
};

/** Each tasks/get comes no sooner than the pollIntervalMs of the state shown last before it. */
function pacedPolls(trace: Trace, taskId: string, rule: string): Failure | undefined {
  const states = seenStates(trace, taskId);
  let changedSeen = false;
  for (const poll of taskRequests(trace, taskId, "tasks/get")) {
    const before = states.filter((s) => s.entry.line < poll.line).pop();
    const interval = before?.task.pollIntervalMs;
    if (before === undefined || typeof interval !== "number") continue;
    if (interval === 450) changedSeen = true;
    const waited = poll.at - before.entry.at;
    if (waited < interval - POLL_SLACK_MS)
      return fail(
        rule,
        poll.line,
        `This tasks/get came ${waited} ms after line ${before.entry.line}, which set pollIntervalMs to ${interval}.`,
      );
  }
  if (!changedSeen) return fail(rule, 0, "The client never polled after the interval changed to 450 ms.");
  return undefined;
}
