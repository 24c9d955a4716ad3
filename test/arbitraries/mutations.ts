/**
 * Single mutations of valid messages that make them invalid, each with the JSON Pointer of the field it broke:
 * a dropped required field, a wrong type, a misplaced payload, a negative or fractional integer, a bad timestamp.
 */
import fc from "fast-check";
import { escapeToken } from "../../src/validate/pointer.js";
import { Catalog, ackMutations, resultMutations, taskMutations, type Mutation, type TaskRules } from "./catalog.js";
import { arbitraries } from "./messages.js";

/** The mutation shape and the rejected timestamps, for callers that build their own cases. */
export type { Mutation } from "./catalog.js";
export { BAD_TIMESTAMPS } from "./catalog.js";

function envelopeMutations(c: Catalog, kind: "request" | "response" | "notification"): void {
  c.drop("/jsonrpc");
  c.set("/jsonrpc", "1.0");
  if (kind !== "notification") {
    c.drop("/id");
    for (const bad of [null, 1.5, true, {}]) c.set("/id", bad);
  }
}

function requestMutations(c: Catalog, value: Record<string, unknown>): void {
  envelopeMutations(c, "request");
  c.drop("/method");
  c.set("/method", "tasks/result");
  c.drop("/params");
  c.set("/params", "not an object");
  c.drop("/params/taskId");
  c.set("/params/taskId", "");
  c.set("/params/taskId", 7);
  c.set("/params/_meta", "not an object");
  if (value.method !== "tasks/update") return;
  c.drop("/params/inputResponses");
  c.set("/params/inputResponses", []);
  const first = Object.keys((value.params as { inputResponses: object }).inputResponses)[0];
  if (first !== undefined) c.set(`/params/inputResponses/${escapeToken(first)}`, "not an object");
}

function inputRequestMutations(c: Catalog, value: Record<string, unknown>): void {
  c.drop("/method");
  c.set("/method", "unknown/method");
  c.set("", [value]);
  if (value.method === "roots/list") {
    c.set("/params", []);
    return;
  }
  c.drop("/params");
  c.set("/params", "not an object");
  if (value.method === "elicitation/create") c.set("/params/message", 3);
  if (value.method === "sampling/createMessage") {
    c.set("/params/maxTokens", 1.5);
    c.drop("/params/messages");
  }
}

function inputResponseMutations(c: Catalog, value: Record<string, unknown>): void {
  c.set("", 42);
  if ("action" in value) {
    c.drop("/action");
    c.set("/action", "maybe");
    c.set("/content", "not an object");
  } else if ("model" in value) {
    c.drop("/model");
    c.drop("/role");
    c.set("/role", "system");
  } else {
    c.drop("/roots");
    c.set("/roots", "file:///");
  }
}

const SHAPED: Record<string, TaskRules> = {
  Task: { payloadRequired: false, payloadTyped: true },
  CreateTaskResult: { payloadRequired: false, payloadTyped: true },
};
const DETAILED: TaskRules = { payloadRequired: true, payloadTyped: true };

/** The definitions `mutationsOf` knows how to break. */
export const mutableNames = [
  "Task",
  "WorkingTask",
  "InputRequiredTask",
  "CompletedTask",
  "FailedTask",
  "CancelledTask",
  "DetailedTask",
  "CreateTaskResult",
  "GetTaskResult",
  "UpdateTaskResult",
  "CancelTaskResult",
  "GetTaskRequest",
  "UpdateTaskRequest",
  "CancelTaskRequest",
  "TaskStatusNotification",
  "InputRequest",
  "InputResponse",
  "CreateTaskResultResponse",
  "GetTaskResultResponse",
  "UpdateTaskResultResponse",
  "CancelTaskResultResponse",
] as const;

/** A definition name that has a mutation catalog. */
export type MutableName = (typeof mutableNames)[number];

/** Every single mutation of a valid value of `definition` that the schema must reject. */
export function mutationsOf(definition: MutableName, value: unknown): Mutation[] {
  const c = new Catalog(value);
  const v = value as Record<string, unknown>;
  const result = v.result as Record<string, unknown>;
  switch (definition) {
    case "Task":
    case "CreateTaskResult":
      taskMutations(c, v, "", SHAPED[definition]!);
      if (definition === "CreateTaskResult") resultMutations(c, "", "complete");
      break;
    case "GetTaskResult":
      resultMutations(c, "", "task");
      taskMutations(c, v, "", DETAILED);
      break;
    case "UpdateTaskResult":
    case "CancelTaskResult":
      ackMutations(c, "");
      break;
    case "GetTaskRequest":
    case "UpdateTaskRequest":
    case "CancelTaskRequest":
      requestMutations(c, v);
      break;
    case "TaskStatusNotification":
      envelopeMutations(c, "notification");
      c.drop("/method");
      c.set("/method", "notifications/tasks/status");
      c.drop("/params");
      taskMutations(c, v.params as Record<string, unknown>, "/params", DETAILED);
      break;
    case "InputRequest":
      inputRequestMutations(c, v);
      break;
    case "InputResponse":
      inputResponseMutations(c, v);
      break;
    case "CreateTaskResultResponse":
    case "GetTaskResultResponse":
      envelopeMutations(c, "response");
      c.drop("/result");
      resultMutations(c, "/result", definition === "CreateTaskResultResponse" ? "complete" : "task");
      taskMutations(
        c,
        result,
        "/result",
        definition === "CreateTaskResultResponse" ? SHAPED.CreateTaskResult! : DETAILED,
      );
      break;
    case "UpdateTaskResultResponse":
    case "CancelTaskResultResponse":
      envelopeMutations(c, "response");
      c.drop("/result");
      ackMutations(c, "/result");
      break;
    default:
      taskMutations(c, v, "", DETAILED);
  }
  return c.list;
}

/** A valid value of `definition` with one mutation applied: `{ original, name, path, value }`. */
export function mutantArb(definition: MutableName): fc.Arbitrary<Mutation & { original: unknown }> {
  return (arbitraries[definition] as fc.Arbitrary<unknown>).chain((original) =>
    fc.constantFrom(...mutationsOf(definition, original)).map((mutation) => ({ ...mutation, original })),
  );
}
