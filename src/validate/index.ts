/** The validation API: `validate`, type guards and issue helpers. */
export { validate, definitionNames, isDefinitionName } from "./validate.js";
export { toIssues } from "./issues.js";
export { toPointer, fromPointer, escapeToken } from "./pointer.js";
export {
  isTask,
  isDetailedTask,
  isCreateTaskResult,
  isGetTaskResult,
  isUpdateTaskResult,
  isCancelTaskResult,
  isGetTaskRequest,
  isUpdateTaskRequest,
  isCancelTaskRequest,
  isTaskStatusNotification,
  isInputRequest,
  isInputResponse,
} from "./guards.js";
export { standardSchema, schemas, jsonSchemaFor, STANDARD_VENDOR } from "./standard.js";
export type { StandardValidator } from "./standard.js";
