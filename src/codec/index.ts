/**
 * What a server or client calls at its wire boundary: JSON text (or bytes, or a parsed value) in, typed messages out,
 * and back.
 *
 * - In: {@link admitRequest} is a server's whole boundary in one call (it says which error to answer);
 *   {@link decode} reads any message and {@link decodeResult} types the result of a response by the request it answers.
 * - Out: the builders ({@link getTaskRequest}, {@link getTaskResultResponse}, {@link errorResponse}, ...) make messages,
 *   and {@link encode} validates one and writes it out.
 * - Around them: capability helpers ({@link declaresTasks}, {@link withTasksDeclared}), the routing headers
 *   ({@link routingHeaders}, {@link checkHeaders}), the protocol's constants ({@link ERROR_CODES}, {@link TASKS_METHODS})
 *   and the stable codes of every issue ({@link ISSUE_CODES}). Sizes and depths are limited ({@link DEFAULT_LIMITS}).
 *
 * @module mcp-tasks/codec
 */
export {
  TASKS_EXTENSION_ID,
  CLIENT_CAPABILITIES_META_KEY,
  TASKS_METHODS,
  TASK_STATUS_NOTIFICATION_METHOD,
  TASK_AUGMENTABLE_METHODS,
  REMOVED_METHODS,
  ERROR_CODES,
  RESULT_TYPES,
} from "./constants.js";
export type { TasksMethod } from "./constants.js";
export { ISSUE_CODES } from "./codes.js";
export type { IssueCode } from "./codes.js";
export { DEFAULT_LIMITS } from "./text/limits.js";
export { nestsDeeper } from "./text/nesting.js";
export type { Limits } from "./text/limits.js";
export type { WireInput } from "./text/parse.js";
export { decode } from "./decode/decode.js";
export type { DecodeOptions } from "./decode/decode.js";
export type {
  DecodeResult,
  DecodeFailure,
  DecodedMessage,
  DecodedRequest,
  DecodedGetTaskRequest,
  DecodedUpdateTaskRequest,
  DecodedCancelTaskRequest,
  DecodedCallToolRequest,
  DecodedOtherRequest,
  DecodedTaskStatusNotification,
  DecodedOtherNotification,
  DecodedResultResponse,
  DecodedErrorResponse,
  MessageKind,
  JSONRPCRequest,
  JSONRPCNotification,
  JSONRPCResultResponse,
  Classified as DecodedFields,
  ClassifiedRequest as DecodedRequestFields,
} from "./messages.js";
export { decodeResult } from "./decode/result-dispatch.js";
export type {
  DecodedResult,
  GenericResult,
  RequestLike,
  ResultContext,
  Typed as DecodedResultFields,
} from "./decode/result-dispatch.js";
export { decodeResponse } from "./decode/response.js";
export type { DecodedResponse } from "./decode/response.js";
export { encode } from "./encode.js";
export type { EncodeOptions } from "./encode.js";
export {
  getTaskRequest,
  updateTaskRequest,
  cancelTaskRequest,
  createTaskResult,
  getTaskResult,
  updateTaskResult,
  cancelTaskResult,
  resultResponse,
  createTaskResultResponse,
  getTaskResultResponse,
  updateTaskResultResponse,
  cancelTaskResultResponse,
  taskStatusNotification,
} from "./builders.js";
export type { RequestMetaInput, DetailedTaskInput } from "./builders.js";
export {
  errorResponse,
  taskNotFoundError,
  invalidParamsError,
  missingCapabilityError,
  methodNotFoundError,
  headerMismatchError,
  parseError,
  invalidRequestError,
  internalError,
  recognizeError,
} from "./errors.js";
export type { ErrorKind, RecognizedError } from "./errors.js";
export {
  declaresTasks,
  declaresTasksIn,
  clientCapabilitiesOf,
  hasLegacyTasksCapability,
  tasksCapabilities,
  withTasksServerCapability,
  withTasksDeclared,
} from "./capabilities.js";
export {
  routingHeaders,
  readHeader,
  headerIssues,
  checkHeaders,
  MCP_METHOD_HEADER,
  MCP_NAME_HEADER,
  NAME_FIELDS,
  encodeHeaderValue,
  decodeHeaderValue,
} from "./headers/index.js";
export type { HeadersLike, HeaderCheckOptions } from "./headers/index.js";
export { gateTasksRequest, requiresTasksDeclaration } from "./gate.js";
export { admitRequest } from "./admit.js";
export type { AdmitOptions, Admission } from "./admit.js";
