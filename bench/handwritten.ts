/**
 * Hand-written `typeof` guards, as a careful user would write them without a schema library: types and required
 * fields, consts, integer bounds and the payload each status requires, one level into payload maps. No regex on
 * timestamps, no payload exclusivity, no deep checks of input requests/responses beyond their shape.
 */
import type { CorpusName } from "./corpus.js";

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isMs = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isOptString = (v: unknown): boolean => v === undefined || typeof v === "string";
const isOptObj = (v: unknown): boolean => v === undefined || isObj(v);
const isError = (v: unknown): boolean => isObj(v) && Number.isInteger(v.code) && typeof v.message === "string";
const isId = (v: unknown): boolean => typeof v === "string" || Number.isInteger(v);
const isTaskId = (v: unknown): boolean => typeof v === "string" && v.length > 0;

function isInputRequests(v: unknown): boolean {
  if (!isObj(v)) return false;
  let count = 0;
  for (const key in v) {
    const request = v[key];
    if (!isObj(request) || typeof request.method !== "string") return false;
    count++;
  }
  return count > 0;
}

function isInputResponses(v: unknown): boolean {
  if (!isObj(v)) return false;
  for (const key in v) if (!isObj(v[key])) return false;
  return true;
}

function taskFields(isTimestamp: (v: unknown) => boolean): (t: Obj) => boolean {
  return (t) =>
    isTaskId(t.taskId) &&
    isTimestamp(t.createdAt) &&
    isTimestamp(t.lastUpdatedAt) &&
    (t.ttlMs === null || isMs(t.ttlMs)) &&
    (t.pollIntervalMs === undefined || isMs(t.pollIntervalMs)) &&
    isOptString(t.statusMessage) &&
    isOptObj(t._meta);
}

/** The status is known and its payload is present (`required`) or, when present, well typed. */
function hasPayload(t: Obj, required: boolean): boolean {
  switch (t.status) {
    case "working":
    case "cancelled":
      return true;
    case "input_required":
      return required || t.inputRequests !== undefined ? isInputRequests(t.inputRequests) : true;
    case "completed":
      return required || t.result !== undefined ? isObj(t.result) : true;
    case "failed":
      return required || t.error !== undefined ? isError(t.error) : true;
    default:
      return false;
  }
}

const isAck = (v: unknown): boolean => isObj(v) && v.resultType === "complete" && isOptObj(v._meta);

function isTaskRequest(method: string): (v: unknown) => boolean {
  return (v) =>
    isObj(v) &&
    v.jsonrpc === "2.0" &&
    isId(v.id) &&
    v.method === method &&
    isObj(v.params) &&
    isTaskId(v.params.taskId);
}

const isUpdateRequest = isTaskRequest("tasks/update");

/** The hand-written guard for each corpus definition; with `pattern`, timestamps must also match it. */
export function makeHandwritten(pattern?: RegExp): Record<CorpusName, (v: unknown) => boolean> {
  const isTaskFields = taskFields(
    pattern ? (v) => typeof v === "string" && pattern.test(v) : (v) => typeof v === "string",
  );
  return {
    GetTaskResult: (v) => isObj(v) && v.resultType === "complete" && isTaskFields(v) && hasPayload(v, true),
    CreateTaskResult: (v) => isObj(v) && v.resultType === "task" && isTaskFields(v) && hasPayload(v, false),
    UpdateTaskResult: isAck,
    CancelTaskResult: isAck,
    GetTaskRequest: isTaskRequest("tasks/get"),
    UpdateTaskRequest: (v) => isUpdateRequest(v) && isInputResponses((v as { params: Obj }).params.inputResponses),
    CancelTaskRequest: isTaskRequest("tasks/cancel"),
    TaskStatusNotification: (v) =>
      isObj(v) &&
      v.jsonrpc === "2.0" &&
      v.method === "notifications/tasks" &&
      isObj(v.params) &&
      isTaskFields(v.params) &&
      hasPayload(v.params, true),
  };
}

/** The hand-written guards as compared: no timestamp pattern. */
export const handwritten = makeHandwritten();
