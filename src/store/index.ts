/** mcp-tasks/store: TaskStore, where the state machine arbitrates every write to shared task state. */
export type {
  OwnerScope,
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
export { MAX_OWNER_LENGTH, MAX_TASK_ID_LENGTH, MAX_WATCHED_TASKS } from "./options.js";
export { memoryStore } from "./memory.js";
