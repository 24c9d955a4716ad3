/** Questions the scenario checks ask of a recorded exchange: requests, their answers, tasks and what was seen of them. */
import { declaresTasks } from "../../codec/index.js";
import { isRecord } from "../../shared/record.js";
import type { Recorded, Trace } from "./types.js";

/** The statuses after which a task never changes. @internal */
export const TERMINAL = new Set(["completed", "failed", "cancelled"]);

/** The client's requests (messages with a method and an id), of one method when given. @internal */
export function requests(trace: Trace, method?: string): Recorded[] {
  return trace.filter(
    (e) =>
      e.dir === "c2s" &&
      typeof e.message.method === "string" &&
      Object.hasOwn(e.message, "id") &&
      (method === undefined || e.message.method === method),
  );
}

/** The server's answer to a recorded request: the first response after it carrying its id. @internal */
export function answerTo(trace: Trace, request: Recorded): Recorded | undefined {
  const id = request.message.id;
  return trace.find(
    (e) => e.dir === "s2c" && e.line > request.line && e.message.id === id && !Object.hasOwn(e.message, "method"),
  );
}

/** The params of a message as an object (empty when absent). @internal */
export function paramsOf(entry: Recorded): Record<string, unknown> {
  return isRecord(entry.message.params) ? entry.message.params : {};
}

/** The result of a response, when it is one. @internal */
export function resultOf(entry: Recorded | undefined): Record<string, unknown> | undefined {
  return entry !== undefined && isRecord(entry.message.result) ? entry.message.result : undefined;
}

/** The tasks the server created: the CreateTaskResults it answered, with the request each answered. @internal */
export function createdTasks(trace: Trace): { taskId: string; request: Recorded; answer: Recorded }[] {
  const out: { taskId: string; request: Recorded; answer: Recorded }[] = [];
  for (const request of requests(trace)) {
    const answer = answerTo(trace, request);
    const result = resultOf(answer);
    if (answer !== undefined && result?.resultType === "task" && typeof result.taskId === "string")
      out.push({ taskId: result.taskId, request, answer });
  }
  return out;
}

/** The client's tasks/* requests naming `taskId`. @internal */
export function taskRequests(trace: Trace, taskId: string, method?: string): Recorded[] {
  return requests(trace).filter(
    (e) =>
      String(e.message.method).startsWith("tasks/") &&
      paramsOf(e).taskId === taskId &&
      (method === undefined || e.message.method === method),
  );
}

/** A state of a task the client was shown: a tasks/get answer or a notification. @internal */
export interface Seen {
  readonly entry: Recorded;
  readonly task: Record<string, unknown>;
}

/** Every state of `taskId` the client was shown, in trace order (the CreateTaskResult included). @internal */
export function seenStates(trace: Trace, taskId: string): Seen[] {
  const out: Seen[] = [];
  const gets = new Set(taskRequests(trace, taskId, "tasks/get").map((r) => r.message.id));
  const calls = new Set(createdTasks(trace).flatMap((c) => (c.taskId === taskId ? [c.answer.line] : [])));
  for (const entry of trace) {
    if (entry.dir !== "s2c") continue;
    const result = resultOf(entry);
    if (result !== undefined && result.taskId === taskId && (calls.has(entry.line) || gets.has(entry.message.id)))
      out.push({ entry, task: result });
    else if (entry.message.method === "notifications/tasks" && isRecord(entry.message.params)) {
      if (entry.message.params.taskId === taskId) out.push({ entry, task: entry.message.params });
    }
  }
  return out;
}

/** The first state of `taskId` the client was shown with a terminal status, if any. @internal */
export function firstTerminal(trace: Trace, taskId: string): Seen | undefined {
  return seenStates(trace, taskId).find((s) => TERMINAL.has(String(s.task.status)));
}

/** Whether a recorded request declares the tasks extension in its per-request capabilities. @internal */
export function declares(entry: Recorded): boolean {
  return declaresTasks(entry.message);
}

/** The keys a tasks/update answered (its inputResponses), in order. @internal */
export function answeredKeys(entry: Recorded): string[] {
  const responses = paramsOf(entry).inputResponses;
  return isRecord(responses) ? Object.keys(responses) : [];
}

/** The keys a state shows in inputRequests. @internal */
export function shownKeys(task: Record<string, unknown>): string[] {
  return isRecord(task.inputRequests) ? Object.keys(task.inputRequests) : [];
}

/** The params.taskId of a message, as a string ("" when it has none). @internal */
export function taskIdIn(message: Record<string, unknown>): string {
  const params = message.params;
  return isRecord(params) && typeof params.taskId === "string" ? params.taskId : "";
}
