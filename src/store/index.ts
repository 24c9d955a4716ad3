/**
 * Task stores, where the state machine arbitrates every write to shared task state: each write reads the task, runs
 * {@link "mcp-tasks/machine"!transition} and commits only if nothing changed meanwhile. {@link memoryStore} is the embedded default;
 * {@link postgresStore} keeps tasks in PostgreSQL for several instances; {@link TaskStore} is the contract both meet.
 *
 * @module mcp-tasks/store
 */
export type {
  OwnerScope,
  ClientShare,
  LimitReached,
  StoredTask,
  Applied,
  SweepReport,
  TaskChange,
  TaskChangeListener,
  Unsubscribe,
  StoreErrorCode,
  StoreError,
  StoreResult,
  TaskStore,
} from "./types.js";
export type { StoreOptions } from "./options.js";
export { DEFAULT_MAX_TASKS_PER_OWNER, MAX_OWNER_LENGTH, MAX_TASK_ID_LENGTH, MAX_WATCHED_TASKS } from "./options.js";
export { memoryStore } from "./memory.js";
export type { SqlClient, ListenAdapter, StopListening, PostgresStoreOptions } from "./postgres/options.js";
export { postgresStore } from "./postgres/store.js";
export { pgListen } from "./postgres/pg-listen.js";
export type { PgListenClient } from "./postgres/pg-listen.js";
export { DEFAULT_TASK_TABLE, isTableName, taskTableSql } from "./postgres/schema.js";
