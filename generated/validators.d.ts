/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
import type * as T from "./types.js";

/** An error as the compiled validators report it. */
export interface CompiledError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that leaves its errors on `errors` after a failed call. */
export interface CompiledValidator<V> {
  (data: unknown): data is V;
  errors?: CompiledError[] | null;
}

/** Validates a value against `#/$defs/JSONObject`. */
export declare const JSONObject: CompiledValidator<T.JSONObject>;
/** Validates a value against `#/$defs/MetaObject`. */
export declare const MetaObject: CompiledValidator<T.MetaObject>;
/** Validates a value against `#/$defs/RequestId`. */
export declare const RequestId: CompiledValidator<T.RequestId>;
/** Validates a value against `#/$defs/Error`. */
export declare const Error: CompiledValidator<T.Error>;
/** Validates a value against `#/$defs/Result`. */
export declare const Result: CompiledValidator<T.Result>;
/** Validates a value against `#/$defs/TaskId`. */
export declare const TaskId: CompiledValidator<T.TaskId>;
/** Validates a value against `#/$defs/Timestamp`. */
export declare const Timestamp: CompiledValidator<T.Timestamp>;
/** Validates a value against `#/$defs/Milliseconds`. */
export declare const Milliseconds: CompiledValidator<T.Milliseconds>;
/** Validates a value against `#/$defs/TaskStatus`. */
export declare const TaskStatus: CompiledValidator<T.TaskStatus>;
/** Validates a value against `#/$defs/Task`. */
export declare const Task: CompiledValidator<T.Task>;
/** Validates a value against `#/$defs/NonEmptyInputRequests`. */
export declare const NonEmptyInputRequests: CompiledValidator<T.NonEmptyInputRequests>;
/** Validates a value against `#/$defs/WorkingTask`. */
export declare const WorkingTask: CompiledValidator<T.WorkingTask>;
/** Validates a value against `#/$defs/InputRequiredTask`. */
export declare const InputRequiredTask: CompiledValidator<T.InputRequiredTask>;
/** Validates a value against `#/$defs/CompletedTask`. */
export declare const CompletedTask: CompiledValidator<T.CompletedTask>;
/** Validates a value against `#/$defs/FailedTask`. */
export declare const FailedTask: CompiledValidator<T.FailedTask>;
/** Validates a value against `#/$defs/CancelledTask`. */
export declare const CancelledTask: CompiledValidator<T.CancelledTask>;
/** Validates a value against `#/$defs/DetailedTask`. */
export declare const DetailedTask: CompiledValidator<T.DetailedTask>;
/** Validates a value against `#/$defs/CreateTaskResult`. */
export declare const CreateTaskResult: CompiledValidator<T.CreateTaskResult>;
/** Validates a value against `#/$defs/GetTaskResult`. */
export declare const GetTaskResult: CompiledValidator<T.GetTaskResult>;
/** Validates a value against `#/$defs/UpdateTaskResult`. */
export declare const UpdateTaskResult: CompiledValidator<T.UpdateTaskResult>;
/** Validates a value against `#/$defs/CancelTaskResult`. */
export declare const CancelTaskResult: CompiledValidator<T.CancelTaskResult>;
/** Validates a value against `#/$defs/TasksExtensionCapability`. */
export declare const TasksExtensionCapability: CompiledValidator<T.TasksExtensionCapability>;
/** Validates a value against `#/$defs/ExtensionsCapability`. */
export declare const ExtensionsCapability: CompiledValidator<T.ExtensionsCapability>;
/** Validates a value against `#/$defs/ClientCapabilities`. */
export declare const ClientCapabilities: CompiledValidator<T.ClientCapabilities>;
/** Validates a value against `#/$defs/ServerCapabilities`. */
export declare const ServerCapabilities: CompiledValidator<T.ServerCapabilities>;
/** Validates a value against `#/$defs/Implementation`. */
export declare const Implementation: CompiledValidator<T.Implementation>;
/** Validates a value against `#/$defs/RequestMeta`. */
export declare const RequestMeta: CompiledValidator<T.RequestMeta>;
/** Validates a value against `#/$defs/TaskRequestParams`. */
export declare const TaskRequestParams: CompiledValidator<T.TaskRequestParams>;
/** Validates a value against `#/$defs/GetTaskRequest`. */
export declare const GetTaskRequest: CompiledValidator<T.GetTaskRequest>;
/** Validates a value against `#/$defs/UpdateTaskRequestParams`. */
export declare const UpdateTaskRequestParams: CompiledValidator<T.UpdateTaskRequestParams>;
/** Validates a value against `#/$defs/UpdateTaskRequest`. */
export declare const UpdateTaskRequest: CompiledValidator<T.UpdateTaskRequest>;
/** Validates a value against `#/$defs/CancelTaskRequest`. */
export declare const CancelTaskRequest: CompiledValidator<T.CancelTaskRequest>;
/** Validates a value against `#/$defs/TaskStatusNotificationParams`. */
export declare const TaskStatusNotificationParams: CompiledValidator<T.TaskStatusNotificationParams>;
/** Validates a value against `#/$defs/TaskStatusNotification`. */
export declare const TaskStatusNotification: CompiledValidator<T.TaskStatusNotification>;
/** Validates a value against `#/$defs/TaskSubscriptionFilter`. */
export declare const TaskSubscriptionFilter: CompiledValidator<T.TaskSubscriptionFilter>;
/** Validates a value against `#/$defs/SubscriptionsListenRequest`. */
export declare const SubscriptionsListenRequest: CompiledValidator<T.SubscriptionsListenRequest>;
/** Validates a value against `#/$defs/SubscriptionsAcknowledgedNotification`. */
export declare const SubscriptionsAcknowledgedNotification: CompiledValidator<T.SubscriptionsAcknowledgedNotification>;
/** Validates a value against `#/$defs/InputRequest`. */
export declare const InputRequest: CompiledValidator<T.InputRequest>;
/** Validates a value against `#/$defs/InputRequests`. */
export declare const InputRequests: CompiledValidator<T.InputRequests>;
/** Validates a value against `#/$defs/InputResponse`. */
export declare const InputResponse: CompiledValidator<T.InputResponse>;
/** Validates a value against `#/$defs/InputResponses`. */
export declare const InputResponses: CompiledValidator<T.InputResponses>;
/** Validates a value against `#/$defs/ElicitRequest`. */
export declare const ElicitRequest: CompiledValidator<T.ElicitRequest>;
/** Validates a value against `#/$defs/ElicitRequestParams`. */
export declare const ElicitRequestParams: CompiledValidator<T.ElicitRequestParams>;
/** Validates a value against `#/$defs/ElicitRequestFormParams`. */
export declare const ElicitRequestFormParams: CompiledValidator<T.ElicitRequestFormParams>;
/** Validates a value against `#/$defs/PrimitiveSchemaDefinition`. */
export declare const PrimitiveSchemaDefinition: CompiledValidator<T.PrimitiveSchemaDefinition>;
/** Validates a value against `#/$defs/ElicitRequestURLParams`. */
export declare const ElicitRequestURLParams: CompiledValidator<T.ElicitRequestURLParams>;
/** Validates a value against `#/$defs/ElicitResult`. */
export declare const ElicitResult: CompiledValidator<T.ElicitResult>;
/** Validates a value against `#/$defs/CreateMessageRequest`. */
export declare const CreateMessageRequest: CompiledValidator<T.CreateMessageRequest>;
/** Validates a value against `#/$defs/CreateMessageRequestParams`. */
export declare const CreateMessageRequestParams: CompiledValidator<T.CreateMessageRequestParams>;
/** Validates a value against `#/$defs/ModelPreferences`. */
export declare const ModelPreferences: CompiledValidator<T.ModelPreferences>;
/** Validates a value against `#/$defs/Tool`. */
export declare const Tool: CompiledValidator<T.Tool>;
/** Validates a value against `#/$defs/Role`. */
export declare const Role: CompiledValidator<T.Role>;
/** Validates a value against `#/$defs/SamplingMessage`. */
export declare const SamplingMessage: CompiledValidator<T.SamplingMessage>;
/** Validates a value against `#/$defs/SamplingContent`. */
export declare const SamplingContent: CompiledValidator<T.SamplingContent>;
/** Validates a value against `#/$defs/SamplingContentBlock`. */
export declare const SamplingContentBlock: CompiledValidator<T.SamplingContentBlock>;
/** Validates a value against `#/$defs/TextContent`. */
export declare const TextContent: CompiledValidator<T.TextContent>;
/** Validates a value against `#/$defs/ImageContent`. */
export declare const ImageContent: CompiledValidator<T.ImageContent>;
/** Validates a value against `#/$defs/AudioContent`. */
export declare const AudioContent: CompiledValidator<T.AudioContent>;
/** Validates a value against `#/$defs/ToolUseContent`. */
export declare const ToolUseContent: CompiledValidator<T.ToolUseContent>;
/** Validates a value against `#/$defs/ToolResultContent`. */
export declare const ToolResultContent: CompiledValidator<T.ToolResultContent>;
/** Validates a value against `#/$defs/ContentBlock`. */
export declare const ContentBlock: CompiledValidator<T.ContentBlock>;
/** Validates a value against `#/$defs/ResourceLink`. */
export declare const ResourceLink: CompiledValidator<T.ResourceLink>;
/** Validates a value against `#/$defs/EmbeddedResource`. */
export declare const EmbeddedResource: CompiledValidator<T.EmbeddedResource>;
/** Validates a value against `#/$defs/ResourceContents`. */
export declare const ResourceContents: CompiledValidator<T.ResourceContents>;
/** Validates a value against `#/$defs/CreateMessageResult`. */
export declare const CreateMessageResult: CompiledValidator<T.CreateMessageResult>;
/** Validates a value against `#/$defs/ListRootsRequest`. */
export declare const ListRootsRequest: CompiledValidator<T.ListRootsRequest>;
/** Validates a value against `#/$defs/ListRootsResult`. */
export declare const ListRootsResult: CompiledValidator<T.ListRootsResult>;
/** Validates a value against `#/$defs/CallToolRequest`. */
export declare const CallToolRequest: CompiledValidator<T.CallToolRequest>;
/** Validates a value against `#/$defs/CallToolResult`. */
export declare const CallToolResult: CompiledValidator<T.CallToolResult>;
/** Validates a value against `#/$defs/InputRequiredResult`. */
export declare const InputRequiredResult: CompiledValidator<T.InputRequiredResult>;
/** Validates a value against `#/$defs/CreateTaskResultResponse`. */
export declare const CreateTaskResultResponse: CompiledValidator<T.CreateTaskResultResponse>;
/** Validates a value against `#/$defs/GetTaskResultResponse`. */
export declare const GetTaskResultResponse: CompiledValidator<T.GetTaskResultResponse>;
/** Validates a value against `#/$defs/UpdateTaskResultResponse`. */
export declare const UpdateTaskResultResponse: CompiledValidator<T.UpdateTaskResultResponse>;
/** Validates a value against `#/$defs/CancelTaskResultResponse`. */
export declare const CancelTaskResultResponse: CompiledValidator<T.CancelTaskResultResponse>;
/** Validates a value against `#/$defs/JSONRPCErrorResponse`. */
export declare const JSONRPCErrorResponse: CompiledValidator<T.JSONRPCErrorResponse>;
/** Validates a value against `#/$defs/MissingRequiredClientCapabilityError`. */
export declare const MissingRequiredClientCapabilityError: CompiledValidator<T.MissingRequiredClientCapabilityError>;
/** Validates a value against `#/$defs/InvalidParamsError`. */
export declare const InvalidParamsError: CompiledValidator<T.InvalidParamsError>;
/** Validates a value against `#/$defs/MethodNotFoundError`. */
export declare const MethodNotFoundError: CompiledValidator<T.MethodNotFoundError>;
/** Validates a value against `#/$defs/HeaderMismatchError`. */
export declare const HeaderMismatchError: CompiledValidator<T.HeaderMismatchError>;

/** Maps each definition name to its generated type. */
export interface DefinitionTypes {
  JSONObject: T.JSONObject;
  MetaObject: T.MetaObject;
  RequestId: T.RequestId;
  Error: T.Error;
  Result: T.Result;
  TaskId: T.TaskId;
  Timestamp: T.Timestamp;
  Milliseconds: T.Milliseconds;
  TaskStatus: T.TaskStatus;
  Task: T.Task;
  NonEmptyInputRequests: T.NonEmptyInputRequests;
  WorkingTask: T.WorkingTask;
  InputRequiredTask: T.InputRequiredTask;
  CompletedTask: T.CompletedTask;
  FailedTask: T.FailedTask;
  CancelledTask: T.CancelledTask;
  DetailedTask: T.DetailedTask;
  CreateTaskResult: T.CreateTaskResult;
  GetTaskResult: T.GetTaskResult;
  UpdateTaskResult: T.UpdateTaskResult;
  CancelTaskResult: T.CancelTaskResult;
  TasksExtensionCapability: T.TasksExtensionCapability;
  ExtensionsCapability: T.ExtensionsCapability;
  ClientCapabilities: T.ClientCapabilities;
  ServerCapabilities: T.ServerCapabilities;
  Implementation: T.Implementation;
  RequestMeta: T.RequestMeta;
  TaskRequestParams: T.TaskRequestParams;
  GetTaskRequest: T.GetTaskRequest;
  UpdateTaskRequestParams: T.UpdateTaskRequestParams;
  UpdateTaskRequest: T.UpdateTaskRequest;
  CancelTaskRequest: T.CancelTaskRequest;
  TaskStatusNotificationParams: T.TaskStatusNotificationParams;
  TaskStatusNotification: T.TaskStatusNotification;
  TaskSubscriptionFilter: T.TaskSubscriptionFilter;
  SubscriptionsListenRequest: T.SubscriptionsListenRequest;
  SubscriptionsAcknowledgedNotification: T.SubscriptionsAcknowledgedNotification;
  InputRequest: T.InputRequest;
  InputRequests: T.InputRequests;
  InputResponse: T.InputResponse;
  InputResponses: T.InputResponses;
  ElicitRequest: T.ElicitRequest;
  ElicitRequestParams: T.ElicitRequestParams;
  ElicitRequestFormParams: T.ElicitRequestFormParams;
  PrimitiveSchemaDefinition: T.PrimitiveSchemaDefinition;
  ElicitRequestURLParams: T.ElicitRequestURLParams;
  ElicitResult: T.ElicitResult;
  CreateMessageRequest: T.CreateMessageRequest;
  CreateMessageRequestParams: T.CreateMessageRequestParams;
  ModelPreferences: T.ModelPreferences;
  Tool: T.Tool;
  Role: T.Role;
  SamplingMessage: T.SamplingMessage;
  SamplingContent: T.SamplingContent;
  SamplingContentBlock: T.SamplingContentBlock;
  TextContent: T.TextContent;
  ImageContent: T.ImageContent;
  AudioContent: T.AudioContent;
  ToolUseContent: T.ToolUseContent;
  ToolResultContent: T.ToolResultContent;
  ContentBlock: T.ContentBlock;
  ResourceLink: T.ResourceLink;
  EmbeddedResource: T.EmbeddedResource;
  ResourceContents: T.ResourceContents;
  CreateMessageResult: T.CreateMessageResult;
  ListRootsRequest: T.ListRootsRequest;
  ListRootsResult: T.ListRootsResult;
  CallToolRequest: T.CallToolRequest;
  CallToolResult: T.CallToolResult;
  InputRequiredResult: T.InputRequiredResult;
  CreateTaskResultResponse: T.CreateTaskResultResponse;
  GetTaskResultResponse: T.GetTaskResultResponse;
  UpdateTaskResultResponse: T.UpdateTaskResultResponse;
  CancelTaskResultResponse: T.CancelTaskResultResponse;
  JSONRPCErrorResponse: T.JSONRPCErrorResponse;
  MissingRequiredClientCapabilityError: T.MissingRequiredClientCapabilityError;
  InvalidParamsError: T.InvalidParamsError;
  MethodNotFoundError: T.MethodNotFoundError;
  HeaderMismatchError: T.HeaderMismatchError;
}
