/** Valid requests and notifications for the corpus: the three tasks/* methods and notifications/tasks. */

const ID = "786512e2-9e0d-44bd-8f29-789f320fe840";
const capabilities = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

/** Requests and notifications, labelled, with the definition they are checked against. */
export const messages = [
  {
    label: "GetTaskRequest (spec)",
    name: "GetTaskRequest",
    value: { jsonrpc: "2.0", id: 3, method: "tasks/get", params: { taskId: ID } },
  },
  {
    label: "UpdateTaskRequest, elicitation answer (spec)",
    name: "UpdateTaskRequest",
    value: {
      jsonrpc: "2.0",
      id: 6,
      method: "tasks/update",
      params: { taskId: ID, inputResponses: { name: { action: "accept", content: { input: "Luca" } } } },
    },
  },
  {
    label: "UpdateTaskRequest, sampling and roots answers",
    name: "UpdateTaskRequest",
    value: {
      jsonrpc: "2.0",
      id: "req-12",
      method: "tasks/update",
      params: {
        _meta: capabilities,
        taskId: ID,
        inputResponses: {
          summary: {
            role: "assistant",
            content: { type: "text", text: "Three open issues." },
            model: "example-model",
            stopReason: "endTurn",
          },
          roots: { roots: [{ uri: "file:///home/user/project", name: "project" }] },
        },
      },
    },
  },
  {
    label: "CancelTaskRequest with capabilities",
    name: "CancelTaskRequest",
    value: { jsonrpc: "2.0", id: "req-9", method: "tasks/cancel", params: { _meta: capabilities, taskId: ID } },
  },
  {
    label: "TaskStatusNotification completed (spec)",
    name: "TaskStatusNotification",
    value: {
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: {
        taskId: ID,
        status: "completed",
        createdAt: "2025-11-25T10:30:00Z",
        lastUpdatedAt: "2025-11-25T10:50:00Z",
        ttlMs: 60000,
        pollIntervalMs: 5000,
        result: { content: [{ type: "text", text: "Operation completed successfully." }], isError: false },
      },
    },
  },
  {
    label: "TaskStatusNotification input_required, sampling + roots",
    name: "TaskStatusNotification",
    value: {
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: {
        taskId: ID,
        status: "input_required",
        createdAt: "2025-11-25T10:30:00Z",
        lastUpdatedAt: "2025-11-25T10:55:00Z",
        ttlMs: null,
        inputRequests: {
          summary: {
            method: "sampling/createMessage",
            params: {
              messages: [{ role: "user", content: { type: "text", text: "Summarise the open issues." } }],
              maxTokens: 200,
              systemPrompt: "Be brief.",
            },
          },
          roots: { method: "roots/list" },
        },
      },
    },
  },
  {
    label: "TaskStatusNotification working",
    name: "TaskStatusNotification",
    value: {
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: {
        taskId: ID,
        status: "working",
        statusMessage: "Indexing 40%",
        createdAt: "2025-11-25T10:30:00Z",
        lastUpdatedAt: "2025-11-25T10:35:00Z",
        ttlMs: 3600000,
      },
    },
  },
] as const;
