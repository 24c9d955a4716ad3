/** Arbitraries for Task, its status variants and DetailedTask. */
import fc from "fast-check";
import type * as T from "../../generated/types.js";
import { inputRequestsArb } from "./input.js";
import { jsonRpcErrorArb, millisecondsArb, taskIdArb, taskResultArb, timestampArb, ttlMsArb } from "./primitives.js";

const PLAIN = { noNullPrototype: true } as const;

/** The fields every task carries, whatever its status. */
const baseFields = {
  taskId: taskIdArb,
  createdAt: timestampArb,
  lastUpdatedAt: timestampArb,
  ttlMs: ttlMsArb,
  statusMessage: fc.string({ maxLength: 40 }),
  pollIntervalMs: millisecondsArb,
};
const baseRequired = ["taskId", "createdAt", "lastUpdatedAt", "ttlMs"] as const;

/** The status-specific payload of each status, when it has one. */
const payloads = {
  working: undefined,
  input_required: { key: "inputRequests", arb: inputRequestsArb },
  completed: { key: "result", arb: taskResultArb },
  failed: { key: "error", arb: jsonRpcErrorArb },
  cancelled: undefined,
} as const;

/** Builds a task of one status; its payload is required, optional or left out. */
export function taskOfStatus(
  status: T.TaskStatus,
  payload: "required" | "optional" | "none",
): fc.Arbitrary<T.Task & Record<string, unknown>> {
  const spec = payloads[status];
  const model: Record<string, fc.Arbitrary<unknown>> = { ...baseFields, status: fc.constant(status) };
  const required: string[] = [...baseRequired, "status"];
  if (spec && payload !== "none") {
    model[spec.key] = spec.arb;
    if (payload === "required") required.push(spec.key);
  }
  return fc.record(model, { requiredKeys: required, ...PLAIN }) as fc.Arbitrary<T.Task & Record<string, unknown>>;
}

/** A task in the working status. */
export const workingTaskArb = taskOfStatus("working", "none") as unknown as fc.Arbitrary<T.WorkingTask>;
/** A task waiting for input, with at least one input request. */
export const inputRequiredTaskArb = taskOfStatus(
  "input_required",
  "required",
) as unknown as fc.Arbitrary<T.InputRequiredTask>;
/** A completed task with its result. */
export const completedTaskArb = taskOfStatus("completed", "required") as unknown as fc.Arbitrary<T.CompletedTask>;
/** A failed task with its JSON-RPC error. */
export const failedTaskArb = taskOfStatus("failed", "required") as unknown as fc.Arbitrary<T.FailedTask>;
/** A cancelled task. */
export const cancelledTaskArb = taskOfStatus("cancelled", "none") as unknown as fc.Arbitrary<T.CancelledTask>;

/** A task with the payload of its status inlined, as tasks/get and notifications/tasks carry it. */
export const detailedTaskArb: fc.Arbitrary<T.DetailedTask> = fc.oneof(
  workingTaskArb,
  inputRequiredTaskArb,
  completedTaskArb,
  failedTaskArb,
  cancelledTaskArb,
);

/** A plain Task: any status, its payload optional but never on another status. */
export const taskArb: fc.Arbitrary<T.Task> = fc.oneof(
  taskOfStatus("working", "none"),
  taskOfStatus("input_required", "optional"),
  taskOfStatus("completed", "optional"),
  taskOfStatus("failed", "optional"),
  taskOfStatus("cancelled", "none"),
);
