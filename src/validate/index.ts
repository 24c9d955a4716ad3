/** The validation API: `validate`, type guards and issue helpers. */
export { validate, definitionNames, isDefinitionName } from "./validate.js";
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
export { schema } from "../../generated/schema.js";
export type { DefinitionName } from "../../generated/schema.js";
export type { DefinitionTypes } from "../../generated/validators.js";
export type { StandardValidator } from "./standard.js";
