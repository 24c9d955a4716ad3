/** How `validate` checks one parsed message: against a named definition, or classified as the codec's decode does. */
import { decode, decodeResult } from "../../codec/index.js";
import type { Issue } from "../../shared/result.js";
import { validate } from "../../validate/index.js";
import { isRecord } from "../../shared/record.js";

/** A message's kind and the issues found in it. */
export interface Checked {
  /** What the message is. */
  kind: string;
  /** Empty when the message is valid. */
  issues: Issue[];
}

/** Checks messages of one input, in order (a checker may remember requests to type the responses that follow). */
export interface Checker {
  /** Checks one parsed message. */
  check(value: unknown): Checked;
}

/** A checker that validates every message against one schema definition. */
export function definitionChecker(name: string): Checker {
  return {
    check(value: unknown): Checked {
      const result = validate(name, value);
      return { kind: name, issues: result.ok ? [] : result.issues };
    },
  };
}

/** The most unanswered requests remembered to type their results; beyond it the oldest is forgotten. */
const MAX_PENDING = 100_000;

const REQUEST_KINDS: Readonly<Record<string, string>> = {
  "tasks/get": "GetTaskRequest",
  "tasks/update": "UpdateTaskRequest",
  "tasks/cancel": "CancelTaskRequest",
  "tools/call": "CallToolRequest",
};

const RESULT_KINDS: Readonly<Record<string, string>> = {
  "tasks/get": "GetTaskResult",
  "tasks/update": "UpdateTaskResult",
  "tasks/cancel": "CancelTaskResult",
};

/**
 * A checker that classifies each message as decode does. A result is typed by the request with the same id earlier
 * in the input (tools/call results by resultType); without one, a task-shaped result is typed by its shape. Only the
 * shape is checked here: whether a request declared the extension is a lifecycle question for `lint`. `maxBytes`
 * raises or lowers the codec's size limit.
 */
export function decodeChecker(maxBytes?: number): Checker {
  const pending = new Map<string | number, string>();
  const options = maxBytes === undefined ? undefined : { maxBytes };
  return {
    check(value: unknown): Checked {
      const decoded = decode(value, options);
      const raw = isRecord(value) ? value : undefined;
      const method = typeof raw?.method === "string" ? raw.method : undefined;
      const id = raw?.id;
      if (method !== undefined && (typeof id === "string" || typeof id === "number")) {
        pending.delete(id);
        pending.set(id, method);
        if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
      }
      if (!decoded.ok) return { kind: guessKind(raw), issues: decoded.issues };
      if (decoded.value.kind !== "JSONRPCResultResponse") return { kind: decoded.value.kind, issues: [] };
      const answered = typeof id === "string" || typeof id === "number" ? pending.get(id) : undefined;
      if (answered !== undefined) pending.delete(id as string | number);
      return typeResult(answered, decoded.value.message.result);
    },
  };
}

/** Types a result by the method it answers, or by its shape when the request is not in the input. */
function typeResult(method: string | undefined, result: Record<string, unknown>): Checked {
  const shaped =
    method ??
    (result.resultType === "task" || looksLikeTask(result)
      ? result.resultType === "task"
        ? "tools/call"
        : "tasks/get"
      : undefined);
  if (shaped === undefined) return { kind: "JSONRPCResultResponse", issues: [] };
  const typed = decodeResult(shaped, result, { declaresTasks: true });
  if (typed.ok) return { kind: typed.value.kind === "Result" ? "JSONRPCResultResponse" : typed.value.kind, issues: [] };
  return {
    kind: expectedResultKind(shaped, result),
    issues: typed.issues.map((i) => ({ ...i, path: `/result${i.path}` })),
  };
}

function expectedResultKind(method: string, result: Record<string, unknown>): string {
  if (method === "tools/call") {
    return result.resultType === "task"
      ? "CreateTaskResult"
      : result.resultType === "input_required"
        ? "InputRequiredResult"
        : "CallToolResult";
  }
  return Object.hasOwn(RESULT_KINDS, method) ? (RESULT_KINDS[method] as string) : "JSONRPCResultResponse";
}

/** The kind a message that failed to decode was meant to be, read from its envelope. */
function guessKind(raw: Record<string, unknown> | undefined): string {
  if (raw === undefined) return "JSONRPCMessage";
  if (typeof raw.method === "string") {
    if (raw.method === "notifications/tasks") return "TaskStatusNotification";
    if (!("id" in raw)) return "JSONRPCNotification";
    return Object.hasOwn(REQUEST_KINDS, raw.method) ? (REQUEST_KINDS[raw.method] as string) : "JSONRPCRequest";
  }
  if ("error" in raw) return "JSONRPCErrorResponse";
  if ("result" in raw) return "JSONRPCResultResponse";
  return "JSONRPCMessage";
}

function looksLikeTask(result: Record<string, unknown>): boolean {
  return typeof result.taskId === "string" && typeof result.status === "string";
}
