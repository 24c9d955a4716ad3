/** The lint rules: a stable id (a SEP-2663 requirement id where one applies), a severity and what each checks. */
import { ISSUE_CODES } from "../../codec/index.js";
import {
  CHANGE_AFTER_TERMINAL,
  CREATED_AT_CHANGED,
  KEY_REQUEST_CHANGED,
  KEY_REUSED,
  MALFORMED_SNAPSHOT,
  TASK_ID_CHANGED,
  TERMINAL_PAYLOAD_CHANGED,
  TERMINAL_STATUS_CHANGED,
  TERMINAL_TASK_CHANGED,
  UPDATED_BEFORE_CREATED,
} from "../../machine/index.js";
import { NON_JSON_RPC_BODY } from "../trace-envelope.js";

/** How serious a finding is: errors fail the run (exit 1), warnings do not. */
export type Severity = "error" | "warning";

/** The party a finding is against: the one at fault. */
export type Party = "client" | "server";

/**
 * Who breaks a rule. A finding is against the party that sent the message on its line (c2s: the client, s2c: the
 * server, the direction inferred when the envelope has none), so this is who sends that message when it travels the
 * usual way: "client" (a request's headers, pace or ids), "server" (an answer, a task snapshot, a task left running),
 * "sender" (the same rule applies to both sides, such as a message's schema) or "none" (a line that cannot be read
 * blames neither party, or a verdict the spec gives to nobody). Only a finding with no message to go by (the tasks
 * still running at the end, the bound on tracked tasks) takes the party from here.
 */
export type RuleParty = Party | "sender" | "none";

/** One rule of the catalog. */
export interface Rule {
  /** The stable id findings carry. */
  id: string;
  /** The severity of every finding of this rule. */
  severity: Severity;
  /** Who breaks the rule. */
  party: RuleParty;
  /** One sentence saying what the rule requires. */
  summary: string;
}

const error = (id: string, party: RuleParty, summary: string): Rule => ({ id, severity: "error", party, summary });
const warning = (id: string, party: RuleParty, summary: string): Rule => ({ id, severity: "warning", party, summary });

/** Every rule, by name; the names are for code, the ids are for people and reports. */
export const RULES = {
  invalidJson: error(ISSUE_CODES.invalidJson, "none", "Every line of the trace is JSON."),
  lineTooLong: error(
    "mcp-tasks/line-too-long",
    "none",
    "Every line of the trace is short enough to read (9 MiB: a message at the 8 MiB limit, in its envelope).",
  ),
  traceEnvelope: error(
    "mcp-tasks/trace-envelope",
    "none",
    'An envelope has "dir" c2s or s2c, string "headers", an ISO 8601 "at", and a "message" that is an object when "dir" is absent.',
  ),
  nonJsonRpcBody: error(
    NON_JSON_RPC_BODY,
    "sender",
    'Every HTTP body on the MCP endpoint carries JSON-RPC: one JSON message or an SSE stream of them (a 202 Accepted may be empty); checked on the "http" records of a recording.',
  ),
  schema: error(
    ISSUE_CODES.schema,
    "sender",
    "Every tasks message is a JSON-RPC 2.0 message that matches the schema of its kind (codec issues carry their own code).",
  ),
  duplicateRequestId: warning(
    "mcp-tasks/duplicate-request-id",
    "sender",
    "A request id is not reused while an earlier request with that id is unanswered.",
  ),
  undeclaredTaskResult: error(
    ISSUE_CODES.undeclaredTaskResult,
    "server",
    "A CreateTaskResult answers only a request that declared the extension in its _meta capabilities.",
  ),
  unsupportedTaskResult: error(
    ISSUE_CODES.unsupportedTaskResult,
    "server",
    "A CreateTaskResult answers only tools/call.",
  ),
  resultTypeTask: error(
    "sep-2663-result-type-task-on-create",
    "server",
    'A CreateTaskResult carries resultType "task".',
  ),
  noTaskResultTypeOnOthers: error(
    "sep-2663-no-task-result-type-on-others",
    "server",
    'No result other than a CreateTaskResult carries resultType "task".',
  ),
  resultTypeGet: error(
    "sep-2663-result-type-complete-on-tasks-get",
    "server",
    'A tasks/get result carries resultType "complete".',
  ),
  resultTypeUpdate: error(
    "sep-2663-result-type-complete-on-tasks-update",
    "server",
    'A tasks/update result carries resultType "complete".',
  ),
  resultTypeCancel: error(
    "sep-2663-result-type-complete-on-tasks-cancel",
    "server",
    'A tasks/cancel result carries resultType "complete".',
  ),
  changeAfterTerminal: error(
    CHANGE_AFTER_TERMINAL,
    "server",
    "No non-terminal snapshot of a task has a lastUpdatedAt later than a terminal one's. Snapshots are ordered by lastUpdatedAt, never by arrival; at an equal lastUpdatedAt the terminal one counts as the later (the spec does not require lastUpdatedAt to advance when a task lands), so completed then working at one timestamp is no finding, in either arrival order.",
  ),
  terminalStatusChanged: error(TERMINAL_STATUS_CHANGED, "server", "A terminal status never changes into another."),
  terminalPayloadChanged: error(
    TERMINAL_PAYLOAD_CHANGED,
    "server",
    "A terminal task's result or error is the same every time it is reported.",
  ),
  terminalTaskChanged: error(
    TERMINAL_TASK_CHANGED,
    "server",
    "A terminal task's statusMessage, lastUpdatedAt, ttlMs and pollIntervalMs no longer change.",
  ),
  createdAtChanged: error(CREATED_AT_CHANGED, "server", "A task's createdAt never changes."),
  updatedBeforeCreated: error(
    UPDATED_BEFORE_CREATED,
    "server",
    "A task's lastUpdatedAt is not earlier than its createdAt.",
  ),
  taskIdChanged: error(TASK_ID_CHANGED, "server", "A snapshot describes the task it is filed under."),
  malformedSnapshot: error(MALFORMED_SNAPSHOT, "server", "A task snapshot has a usable taskId, status and timestamps."),
  taskIdReused: error(
    "mcp-tasks/task-id-reused",
    "server",
    "Two different tools/call requests are never answered with CreateTaskResults carrying the same taskId.",
  ),
  getAnswersOtherTask: error(
    "mcp-tasks/get-answers-requested-task",
    "server",
    "A tasks/get result describes the task named in the request.",
  ),
  keyUnique: error(KEY_REQUEST_CHANGED, "server", "An inputRequests key names one request over the task's lifetime."),
  keyNoReuse: error(KEY_REUSED, "server", "An inputRequests key that has gone away never comes back."),
  getUnknown: error(
    "sep-2663-tasks-get-invalid-task-id-32602",
    "server",
    "A tasks/get for an unknown task is answered with -32602.",
  ),
  updateCancelUnknown: warning(
    "sep-2663-tasks-update-cancel-invalid-task-id-32602",
    "server",
    "A tasks/update or tasks/cancel for an unknown task is answered with -32602.",
  ),
  updateAckUnknown: warning(
    "sep-2663-update-error-unknown-task-id",
    "server",
    "A tasks/update for a task that tasks/get already answered with -32602 (unknown or expired) gets an error, not an acknowledgement.",
  ),
  cancelAckUnknown: warning(
    "sep-2663-cancel-error-unknown-task-id",
    "server",
    "A tasks/cancel for a task that tasks/get already answered with -32602 (unknown or expired) gets an error, not an acknowledgement.",
  ),
  requestMeta: error(
    "mcp-tasks/request-meta",
    "sender",
    "Every tasks/* request (and subscriptions/listen for tasks) carries the core _meta envelope with io.modelcontextprotocol/clientCapabilities (RequestMetaObject.required); a server may refuse a request without it with -32602 or -32021.",
  ),
  nonDeclaring: error(
    ISSUE_CODES.undeclaredTasksRequest,
    "server",
    "A tasks/* request that does not declare the extension in its _meta is answered with -32021.",
  ),
  missingCapabilityData: error(
    ISSUE_CODES.missingCapabilityDataShape,
    "server",
    "A -32021 error names the extension in data.requiredCapabilities.extensions.",
  ),
  subscribeNonDeclaring: error(
    "sep-2663-subscribe-missing-capability-non-declaring",
    "server",
    'A subscriptions/listen for task notifications that does not declare the extension is answered with -32021 ("Servers MUST return this error for non-declaring clients requesting task notifications on subscriptions/listen"); a notifications/subscriptions/acknowledged for it is an answer, and the wrong one.',
  ),
  tasksResultRemoved: error(ISSUE_CODES.legacyTasksResult, "server", "tasks/result is answered with -32601."),
  tasksListRemoved: error(ISSUE_CODES.legacyTasksList, "server", "tasks/list is answered with -32601."),
  mcpName: error(
    ISSUE_CODES.tasksNameHeaderMissing,
    "client",
    "When headers are captured, a tasks/* request sets Mcp-Name to params.taskId.",
  ),
  mcpMethod: error(
    "mcp-tasks/mcp-method-header",
    "client",
    "When headers are captured, Mcp-Method is present on tasks/* and equals the request's method.",
  ),
  headerMismatch: error(
    ISSUE_CODES.headerMismatch,
    "client",
    "When headers are captured, Mcp-Name on other requests matches the body.",
  ),
  nameMismatchAnswered: error(
    ISSUE_CODES.tasksNameHeaderMismatch,
    "server",
    "A tasks/* request whose Mcp-Name does not match params.taskId is answered with -32020.",
  ),
  methodMismatchAnswered: error(
    ISSUE_CODES.headerMethodMismatch,
    "server",
    "A request whose Mcp-Method does not match its method is answered with -32020.",
  ),
  failedJsonRpcError: error(
    "sep-2663-failed-status-jsonrpc-only",
    "server",
    "A failed task carries a JSON-RPC error object (integer code, string message).",
  ),
  toolErrorCompleted: error(
    "sep-2663-tool-error-uses-completed-status",
    "server",
    "A tool result with isError: true is reported as completed, never as failed.",
  ),
  completedToolResult: error(
    "mcp-tasks/completed-tool-result",
    "server",
    "A completed task created by tools/call carries the CallToolResult the call would have returned as its result.",
  ),
  failedStatusMessage: warning(
    "sep-2663-failed-includes-statusmessage",
    "server",
    "A failed task carries a statusMessage.",
  ),
  cancelledNotification: error(
    "sep-2663-cancel-not-via-cancelled-notification",
    "client",
    "notifications/cancelled is not used to cancel a task; tasks/cancel is.",
  ),
  legacyServerCapability: error(
    ISSUE_CODES.legacyServerCapability,
    "server",
    "A server declaring the extension does not also advertise the legacy tasks capability.",
  ),
  legacy: warning(
    "mcp-tasks/legacy",
    "sender",
    "The trace uses no request or capability of the older 2025-11-25 tasks design.",
  ),
  pollInterval: warning(
    "mcp-tasks/poll-interval",
    "client",
    'A client polls a task no faster than its pollIntervalMs (checked when envelopes carry "at").',
  ),
  lastUpdatedBackwards: warning(
    "mcp-tasks/last-updated-monotonic",
    "server",
    "A task's lastUpdatedAt never moves backwards from one message to the next.",
  ),
  notTerminalAtEnd: warning(
    "mcp-tasks/not-terminal-at-end",
    "server",
    'A task still non-terminal when the trace ends was not left so past its TTL: the trace\'s last capture time is before createdAt + ttlMs (checked when envelopes carry "at").',
  ),
  clientStoppedFollowing: warning(
    "mcp-tasks/client-stopped-following",
    "client",
    'A client follows a task it has not cancelled until it is terminal ("Clients SHOULD continue polling until the task reaches a terminal status or until invoking tasks/cancel"); a task still non-terminal at the end, within its TTL or without one, is charged to the client that stopped.',
  ),
  cancelledNotFollowed: warning(
    "mcp-tasks/cancelled-not-followed",
    "none",
    "A task still non-terminal at the end after the client's tasks/cancel is no one's fault (\"The client does not need to poll tasks/get again to wait for the task to reach the cancelled state\"); reported to say who stopped.",
  ),
  nestedResultType: warning(
    "mcp-tasks/nested-result-type",
    "server",
    "A completed task's result carries resultType \"complete\": the 2026-07-28 CallToolResult requires it (the spec's notification example omits it), and the official TypeScript client rejects a result without it.",
  ),
  duplicateResponse: error(
    "mcp-tasks/duplicate-response",
    "sender",
    "A request is answered once: no second response carries an id already answered (JSON-RPC 2.0: the response to a request).",
  ),
  unsolicitedResponse: error(
    "mcp-tasks/unsolicited-response",
    "sender",
    "A response answers a request of the trace: its id was used by a request travelling the other way (checked once the trace shows requests that way, and while lint remembers every unanswered one).",
  ),
  responseIdType: error(
    "mcp-tasks/response-id-type",
    "sender",
    'A response carries its request\'s id unchanged, of the same JSON type: the request id 1 is not answered as "1", nor "1" as 1.',
  ),
  tasksTrackedLimit: warning(
    "mcp-tasks/tasks-tracked-limit",
    "none",
    "The trace keeps no more non-terminal tasks at once than lint follows (100,000); beyond it the oldest is forgotten and its later checks are skipped, reported once.",
  ),
} as const satisfies Record<string, Rule>;

/** Every rule, in catalog order. */
export const RULE_LIST: readonly Rule[] = Object.values(RULES);

const BY_ID: ReadonlyMap<string, Rule> = new Map(RULE_LIST.map((r) => [r.id, r]));

/** The catalog rule with this id, or a rule of that id and the given severity for codec codes the catalog does not list. */
export function ruleFor(id: string, severity: Severity = "error"): Rule {
  return BY_ID.get(id) ?? { id, severity, party: "sender", summary: "" };
}
