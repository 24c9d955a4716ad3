/** Valid result objects for the corpus: every task status as tasks/get returns it, CreateTaskResults, and acks. */

const ID = "786512e2-9e0d-44bd-8f29-789f320fe840";
const CREATED = "2025-11-25T10:30:00Z";
const UPDATED = "2025-11-25T10:50:00Z";

const elicitName = {
  method: "elicitation/create",
  params: {
    mode: "form",
    message: "Please enter your name.",
    requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  },
};

/** Results, labelled, with the definition they are checked against (ours and the upstream schema's). */
export const results = [
  {
    label: "GetTaskResult working (spec)",
    name: "GetTaskResult",
    value: {
      resultType: "complete",
      taskId: ID,
      status: "working",
      createdAt: CREATED,
      lastUpdatedAt: UPDATED,
      ttlMs: 3600000,
      pollIntervalMs: 5000,
    },
  },
  {
    label: "GetTaskResult input_required (spec)",
    name: "GetTaskResult",
    value: {
      resultType: "complete",
      taskId: ID,
      status: "input_required",
      createdAt: CREATED,
      lastUpdatedAt: UPDATED,
      ttlMs: 3600000,
      pollIntervalMs: 5000,
      inputRequests: { name: elicitName },
    },
  },
  {
    label: "GetTaskResult completed (spec)",
    name: "GetTaskResult",
    value: {
      resultType: "complete",
      taskId: ID,
      status: "completed",
      createdAt: CREATED,
      lastUpdatedAt: UPDATED,
      ttlMs: 3600000,
      pollIntervalMs: 5000,
      result: { content: [{ type: "text", text: "Hello, Luca!" }], isError: false },
    },
  },
  {
    label: "GetTaskResult failed",
    name: "GetTaskResult",
    value: {
      resultType: "complete",
      taskId: "task-7f3a",
      status: "failed",
      statusMessage: "Tool execution failed: API rate limit exceeded",
      createdAt: "2025-11-25T10:30:00.125+01:00",
      lastUpdatedAt: "2025-11-25T10:40:00.5+01:00",
      ttlMs: 600000,
      error: { code: -32603, message: "API rate limit exceeded" },
    },
  },
  {
    label: "GetTaskResult cancelled (basic format, ttlMs null)",
    name: "GetTaskResult",
    value: {
      resultType: "complete",
      _meta: { "example.com/trace": "a1b2" },
      taskId: "c0ffee",
      status: "cancelled",
      statusMessage: "Cancelled at the client's request.",
      createdAt: "20251125T103000Z",
      lastUpdatedAt: "20251125T104500,25-0500",
      ttlMs: null,
    },
  },
  {
    label: "CreateTaskResult working (spec)",
    name: "CreateTaskResult",
    value: {
      resultType: "task",
      taskId: ID,
      status: "working",
      statusMessage: "The operation is now in progress.",
      createdAt: CREATED,
      lastUpdatedAt: "2025-11-25T10:40:00Z",
      ttlMs: 60000,
      pollIntervalMs: 5000,
    },
  },
  {
    label: "CreateTaskResult failed, born terminal (spec)",
    name: "CreateTaskResult",
    value: {
      resultType: "task",
      taskId: "786512e2-9e0d-44bd-8f29-789f820fe840",
      status: "failed",
      createdAt: CREATED,
      lastUpdatedAt: "2025-11-25T10:40:00Z",
      ttlMs: 3600000,
      statusMessage: "Tool execution failed: API rate limit exceeded",
      error: { code: -32603, message: "API rate limit exceeded" },
    },
  },
  {
    label: "CreateTaskResult completed, isError (spec)",
    name: "CreateTaskResult",
    value: {
      resultType: "task",
      taskId: "786512e2-9e0d-44bd-8f29-789f820fe840",
      status: "completed",
      createdAt: CREATED,
      lastUpdatedAt: "2025-11-25T10:40:00Z",
      ttlMs: 3600000,
      result: { content: [{ type: "text", text: "Failed to process request: invalid input" }], isError: true },
    },
  },
  { label: "UpdateTaskResult (spec)", name: "UpdateTaskResult", value: { resultType: "complete" } },
  {
    label: "CancelTaskResult with _meta",
    name: "CancelTaskResult",
    value: { resultType: "complete", _meta: { "example.com/trace": "a1b2" } },
  },
] as const;
