/** The codes the client observer puts on a Violation, as one record, and their older names. */
import {
  MALFORMED_SNAPSHOT as malformedSnapshot,
  TASK_ID_CHANGED as taskIdChanged,
  CREATED_AT_CHANGED as createdAtChanged,
  UPDATED_BEFORE_CREATED as updatedBeforeCreated,
} from "./fold.js";
import { KEY_REQUEST_CHANGED as keyRequestChanged, KEY_REUSED as keyReused } from "./keys.js";
import {
  CHANGE_AFTER_TERMINAL as changeAfterTerminal,
  TERMINAL_STATUS_CHANGED as terminalStatusChanged,
  TERMINAL_PAYLOAD_CHANGED as terminalPayloadChanged,
  TERMINAL_TASK_CHANGED as terminalTaskChanged,
} from "./terminal.js";

/**
 * Every code {@link observe} can report in a {@link Violation}, by name: a SEP-2663 requirement id where one applies,
 * otherwise an `mcp-tasks/` id.
 */
export const VIOLATION_CODES = Object.freeze({
  /** A snapshot the observer cannot use: no taskId, status or timestamps it can read. */
  malformedSnapshot,
  /** A snapshot of another task. */
  taskIdChanged,
  /** A createdAt naming another instant than the first snapshot's. */
  createdAtChanged,
  /** A lastUpdatedAt earlier than createdAt. */
  updatedBeforeCreated,
  /** One inputRequests key used for two different requests. */
  keyRequestChanged,
  /** An inputRequests key seen, then seen absent, then seen again. */
  keyReused,
  /** A non-terminal snapshot at or after a terminal one. */
  changeAfterTerminal,
  /** Two terminal snapshots with different statuses. */
  terminalStatusChanged,
  /** Two terminal snapshots with different results or errors. */
  terminalPayloadChanged,
  /** Two terminal snapshots that differ in statusMessage, lastUpdatedAt, ttlMs or pollIntervalMs. */
  terminalTaskChanged,
});

/** A code the client observer reports: one of the values of {@link VIOLATION_CODES}. */
export type ViolationCode = (typeof VIOLATION_CODES)[keyof typeof VIOLATION_CODES];

/** @deprecated Use `VIOLATION_CODES.malformedSnapshot`. */
export const MALFORMED_SNAPSHOT = malformedSnapshot;
/** @deprecated Use `VIOLATION_CODES.taskIdChanged`. */
export const TASK_ID_CHANGED = taskIdChanged;
/** @deprecated Use `VIOLATION_CODES.createdAtChanged`. */
export const CREATED_AT_CHANGED = createdAtChanged;
/** @deprecated Use `VIOLATION_CODES.updatedBeforeCreated`. */
export const UPDATED_BEFORE_CREATED = updatedBeforeCreated;
/** @deprecated Use `VIOLATION_CODES.keyRequestChanged`. */
export const KEY_REQUEST_CHANGED = keyRequestChanged;
/** @deprecated Use `VIOLATION_CODES.keyReused`. */
export const KEY_REUSED = keyReused;
/** @deprecated Use `VIOLATION_CODES.changeAfterTerminal`. */
export const CHANGE_AFTER_TERMINAL = changeAfterTerminal;
/** @deprecated Use `VIOLATION_CODES.terminalStatusChanged`. */
export const TERMINAL_STATUS_CHANGED = terminalStatusChanged;
/** @deprecated Use `VIOLATION_CODES.terminalPayloadChanged`. */
export const TERMINAL_PAYLOAD_CHANGED = terminalPayloadChanged;
/** @deprecated Use `VIOLATION_CODES.terminalTaskChanged`. */
export const TERMINAL_TASK_CHANGED = terminalTaskChanged;
