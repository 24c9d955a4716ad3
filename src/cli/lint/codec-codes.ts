/** The codes of codec issues lint may report besides its catalog rules (listed by `lint --help`). */
import { ISSUE_CODES } from "../../codec/index.js";
import { RULE_LIST } from "./rules.js";

/** The ids a schema issue may carry besides ISSUE_CODES (a test keeps this in step with the codec). */
export const SCHEMA_REQUIREMENT_CODES: readonly string[] = [
  "sep-2663-result-type-task-on-create",
  "sep-2663-result-type-complete-on-tasks-get",
  "sep-2663-result-type-complete-on-tasks-update",
  "sep-2663-result-type-complete-on-tasks-cancel",
  "sep-2663-update-ack-empty-result",
  "sep-2663-cancel-ack-empty-result",
  "sep-2663-tasks-get-status-completed",
  "sep-2663-tasks-get-status-failed",
  "sep-2663-tasks-get-status-input-required",
];

/** Codes the codec puts on issues (ISSUE_CODES, and the requirement ids of schema issues) that are not catalog rules. */
export const CODEC_ONLY_CODES: readonly string[] = [
  ...new Set([...Object.values(ISSUE_CODES), ...SCHEMA_REQUIREMENT_CODES]),
].filter((code) => !RULE_LIST.some((r) => r.id === code));
