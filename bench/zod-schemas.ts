/**
 * Zod schemas for the corpus definitions, held to the constraints of schema/tasks.schema.json so the comparison is
 * fair: open objects, the ISO 8601 timestamp pattern (the canonical one, with the `u` flag as the compiled
 * validators use it), `ttlMs` a non-negative integer or null, payload fields exclusive to their status and, on
 * tasks/get results and notifications, required for it.
 */
import { z } from "zod";
import { schema } from "mcp-tasks";
import type { CorpusName } from "./corpus.js";
import {
  inputResponses,
  jsonObject,
  nonEmptyInputRequests,
  requestId,
  requestMeta,
  rpcError,
  taskId,
} from "./zod-input.js";

const MAX = Number.MAX_SAFE_INTEGER;
const defs = schema.$defs as unknown as Record<string, { pattern?: string }>;
const timestamp = z.string().regex(new RegExp(defs.Timestamp!.pattern!, "u"));
const forbidden = z.never().optional();
const milliseconds = z.int().min(0).max(MAX);

const taskFields = {
  taskId,
  statusMessage: z.string().optional(),
  createdAt: timestamp,
  lastUpdatedAt: timestamp,
  ttlMs: milliseconds.nullable(),
  pollIntervalMs: milliseconds.optional(),
};

type Status = "working" | "input_required" | "completed" | "failed" | "cancelled";
const payloadOf: Record<Status, "result" | "error" | "inputRequests" | undefined> = {
  working: undefined,
  input_required: "inputRequests",
  completed: "result",
  failed: "error",
  cancelled: undefined,
};
const payloadSchemas = { result: jsonObject, error: rpcError, inputRequests: nonEmptyInputRequests };

/** One status variant: the status's own payload (required or optional), the other payloads forbidden. */
function variant<S extends Status>(status: S, required: boolean, extra: z.ZodRawShape) {
  const own = payloadOf[status];
  const payload = {
    result: own === "result" ? (required ? jsonObject : jsonObject.optional()) : forbidden,
    error: own === "error" ? (required ? rpcError : rpcError.optional()) : forbidden,
    inputRequests:
      own === "inputRequests"
        ? required
          ? payloadSchemas.inputRequests
          : payloadSchemas.inputRequests.optional()
        : forbidden,
  };
  return z.looseObject({ ...taskFields, status: z.literal(status), ...payload, ...extra });
}

const STATUSES = ["working", "input_required", "completed", "failed", "cancelled"] as const;

/** A union over the five statuses, dispatched on `status` like the compiled DetailedTask. */
function byStatus(required: boolean, extra: z.ZodRawShape) {
  const [a, b, c, d, e] = STATUSES.map((s) => variant(s, required, extra));
  return z.discriminatedUnion("status", [a!, b!, c!, d!, e!]);
}

const meta = { _meta: jsonObject.optional() };
const ack = z.looseObject({
  ...meta,
  resultType: z.literal("complete"),
  taskId: forbidden,
  status: forbidden,
  result: forbidden,
  error: forbidden,
  inputRequests: forbidden,
});
const taskParams = z.looseObject({ _meta: requestMeta.optional(), taskId });

function request<M extends string>(method: M, params: z.ZodType) {
  return z.looseObject({ jsonrpc: z.literal("2.0"), id: requestId, method: z.literal(method), params });
}

/** The zod schema for each corpus definition. */
export const zodSchemas: Record<CorpusName, z.ZodType> = {
  GetTaskResult: byStatus(true, { ...meta, resultType: z.literal("complete") }),
  CreateTaskResult: byStatus(false, { ...meta, resultType: z.literal("task") }),
  UpdateTaskResult: ack,
  CancelTaskResult: ack,
  GetTaskRequest: request("tasks/get", taskParams),
  UpdateTaskRequest: request("tasks/update", z.looseObject({ _meta: requestMeta.optional(), taskId, inputResponses })),
  CancelTaskRequest: request("tasks/cancel", taskParams),
  TaskStatusNotification: z.looseObject({
    jsonrpc: z.literal("2.0"),
    method: z.literal("notifications/tasks"),
    params: byStatus(true, meta),
  }),
};
