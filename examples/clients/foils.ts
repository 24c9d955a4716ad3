/**
 * The foils of the reference client: each breaks exactly one client duty, chosen by \`MCP_TASKS_FOIL=<name>\`, and
 * names the conformance scenario that must fail it.
 */

/** The duty each foil breaks, by the name `MCP_TASKS_FOIL` takes. */
export const FOILS = {
  "all-tasks": "takes every tools/call result for a task, so a plain CallToolResult stops it",
  "poll-unsupported": "follows a CreateTaskResult that answered prompts/get",
  "no-mcp-name": "sends tasks/* requests without the Mcp-Name header",
  "undeclared-tasks": "declares the extension on tools/call only, not on tasks/* requests",
  "first-interval": "keeps the first pollIntervalMs, ignoring a changed one",
  "stop-early": "stops polling after the first tasks/get",
  "no-dedupe": "answers every input key each time a poll shows it",
  "one-round": "answers only the first round of input requests",
  "ignore-failed": "does not take failed for a terminal status and keeps polling",
  "ignore-cancelled": "does not take cancelled for a terminal status and keeps polling",
  "retry-unknown": "keeps polling a task after tasks/get answered -32602",
  "cancel-notification": "cancels a task with notifications/cancelled naming its tools/call instead of tasks/cancel",
  "listen-undeclared": "asks for task notifications on subscriptions/listen without declaring the extension",
} as const;

/** The scenario each foil must fail, naming its duty. */
export const FOIL_SCENARIOS: Readonly<Record<keyof typeof FOILS, string>> = {
  "all-tasks": "sep-2663-client-handles-polymorphic-result",
  "poll-unsupported": "sep-2663-client-rejects-task-result-on-unsupported",
  "no-mcp-name": "sep-2663-client-emits-mcp-name-on-tasks-methods",
  "undeclared-tasks": "tasks-client-declares-extension-per-request",
  "first-interval": "tasks-client-respects-poll-interval",
  "stop-early": "tasks-client-polls-until-terminal",
  "no-dedupe": "tasks-client-answers-input-once",
  "one-round": "tasks-client-two-input-rounds",
  "ignore-failed": "tasks-client-failed-task",
  "ignore-cancelled": "tasks-client-cancelled-task",
  "retry-unknown": "tasks-client-expired-task",
  "cancel-notification": "sep-2663-cancel-not-via-cancelled-notification",
  "listen-undeclared": "tasks-client-listens-for-task-notifications",
};
