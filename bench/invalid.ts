/** Invalid messages, one broken rule each, to show how much each compared validator actually checks. */
import type { CorpusEntry, CorpusName } from "./corpus.js";

/** One invalid message: the rule it breaks, the definition it claims to be, and the value. */
export interface InvalidEntry {
  rule: string;
  name: CorpusName;
  value: unknown;
}

/** [rule, definition, label prefix of the valid corpus message to break, fields to overwrite] */
const CASES: ReadonlyArray<[string, CorpusName, string, Record<string, unknown>]> = [
  ["timestamp not ISO 8601", "GetTaskResult", "GetTaskResult working", { createdAt: "yesterday" }],
  ["ttlMs negative", "GetTaskResult", "GetTaskResult working", { ttlMs: -1 }],
  ["ttlMs fractional", "GetTaskResult", "GetTaskResult working", { ttlMs: 1.5 }],
  ["pollIntervalMs a string", "GetTaskResult", "GetTaskResult working", { pollIntervalMs: "5000" }],
  ["taskId empty", "GetTaskResult", "GetTaskResult working", { taskId: "" }],
  ["result on a working task", "GetTaskResult", "GetTaskResult working", { result: { content: [] } }],
  ["completed without result", "GetTaskResult", "GetTaskResult working", { status: "completed" }],
  ["inputRequests empty", "GetTaskResult", "GetTaskResult input_required", { inputRequests: {} }],
  [
    "input request of unknown method",
    "GetTaskResult",
    "GetTaskResult input_required",
    { inputRequests: { x: { method: "tools/call" } } },
  ],
  [
    "error on a completed CreateTaskResult",
    "CreateTaskResult",
    "CreateTaskResult completed",
    { error: { code: 1, message: "x" } },
  ],
  [
    "CreateTaskResult with resultType complete",
    "CreateTaskResult",
    "CreateTaskResult working",
    { resultType: "complete" },
  ],
  ["UpdateTaskResult carrying a task", "UpdateTaskResult", "UpdateTaskResult", { taskId: "t", status: "working" }],
  ["CancelTaskRequest without taskId", "CancelTaskRequest", "CancelTaskRequest", { params: {} }],
  [
    "elicitation answer with unknown action",
    "UpdateTaskRequest",
    "UpdateTaskRequest, elicitation",
    { params: { taskId: "t", inputResponses: { a: { action: "maybe" } } } },
  ],
  [
    "notification with wrong method",
    "TaskStatusNotification",
    "TaskStatusNotification working",
    { method: "notifications/task" },
  ],
];

/** Derives the invalid variants from valid corpus messages. */
export function invalidCorpus(corpus: readonly CorpusEntry[]): InvalidEntry[] {
  return CASES.map(([rule, name, prefix, change]) => {
    const entry = corpus.find((e) => e.label.startsWith(prefix));
    if (!entry) throw new Error(`no corpus entry starts with ${prefix}`);
    return { rule, name, value: { ...(JSON.parse(entry.text) as object), ...change } };
  });
}
