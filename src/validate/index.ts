/**
 * Validation against the canonical schema (`mcp-tasks/schema/tasks.schema.json`), which every type is generated from.
 *
 * - {@link validate} checks a value against any definition by name and says where it is wrong, as JSON Pointers;
 *   {@link isValid} gives the same verdict as a boolean.
 * - Type guards ({@link isGetTaskResult}, {@link isTask}, ...) answer yes or no, for `if` statements.
 * - Standard Schema adapters ({@link standardSchema}, {@link schemas}) plug the definitions into any library that
 *   accepts Standard Schema, and {@link jsonSchemaFor} hands out one definition's JSON Schema.
 *
 * @module mcp-tasks/validate
 */
export { validate, isValid, definitionNames, isDefinitionName } from "./validate.js";
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
