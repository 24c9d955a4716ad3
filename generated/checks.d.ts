/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
import type * as T from "./types.js";

/** Tells, without explaining, whether a value matches `#/$defs/JSONObject`. */
export declare function JSONObject(data: unknown): data is T.JSONObject;
/** Tells, without explaining, whether a value matches `#/$defs/MetaObject`. */
export declare function MetaObject(data: unknown): data is T.MetaObject;
/** Tells, without explaining, whether a value matches `#/$defs/RequestId`. */
export declare function RequestId(data: unknown): data is T.RequestId;
/** Tells, without explaining, whether a value matches `#/$defs/Error`. */
export declare function Error(data: unknown): data is T.Error;
/** Tells, without explaining, whether a value matches `#/$defs/Result`. */
export declare function Result(data: unknown): data is T.Result;
/** Tells, without explaining, whether a value matches `#/$defs/TaskId`. */
export declare function TaskId(data: unknown): data is T.TaskId;
/** Tells, without explaining, whether a value matches `#/$defs/Timestamp`. */
export declare function Timestamp(data: unknown): data is T.Timestamp;
/** Tells, without explaining, whether a value matches `#/$defs/Milliseconds`. */
export declare function Milliseconds(data: unknown): data is T.Milliseconds;
/** Tells, without explaining, whether a value matches `#/$defs/TaskStatus`. */
export declare function TaskStatus(data: unknown): data is T.TaskStatus;
/** Tells, without explaining, whether a value matches `#/$defs/Task`. */
export declare function Task(data: unknown): data is T.Task;
/** Tells, without explaining, whether a value matches `#/$defs/NonEmptyInputRequests`. */
export declare function NonEmptyInputRequests(data: unknown): data is T.NonEmptyInputRequests;
/** Tells, without explaining, whether a value matches `#/$defs/WorkingTask`. */
export declare function WorkingTask(data: unknown): data is T.WorkingTask;
/** Tells, without explaining, whether a value matches `#/$defs/InputRequiredTask`. */
export declare function InputRequiredTask(data: unknown): data is T.InputRequiredTask;
/** Tells, without explaining, whether a value matches `#/$defs/CompletedTask`. */
export declare function CompletedTask(data: unknown): data is T.CompletedTask;
/** Tells, without explaining, whether a value matches `#/$defs/FailedTask`. */
export declare function FailedTask(data: unknown): data is T.FailedTask;
/** Tells, without explaining, whether a value matches `#/$defs/CancelledTask`. */
export declare function CancelledTask(data: unknown): data is T.CancelledTask;
/** Tells, without explaining, whether a value matches `#/$defs/DetailedTask`. */
export declare function DetailedTask(data: unknown): data is T.DetailedTask;
/** Tells, without explaining, whether a value matches `#/$defs/CreateTaskResult`. */
export declare function CreateTaskResult(data: unknown): data is T.CreateTaskResult;
/** Tells, without explaining, whether a value matches `#/$defs/GetTaskResult`. */
export declare function GetTaskResult(data: unknown): data is T.GetTaskResult;
/** Tells, without explaining, whether a value matches `#/$defs/UpdateTaskResult`. */
export declare function UpdateTaskResult(data: unknown): data is T.UpdateTaskResult;
/** Tells, without explaining, whether a value matches `#/$defs/CancelTaskResult`. */
export declare function CancelTaskResult(data: unknown): data is T.CancelTaskResult;
/** Tells, without explaining, whether a value matches `#/$defs/TasksExtensionCapability`. */
export declare function TasksExtensionCapability(data: unknown): data is T.TasksExtensionCapability;
/** Tells, without explaining, whether a value matches `#/$defs/ExtensionsCapability`. */
export declare function ExtensionsCapability(data: unknown): data is T.ExtensionsCapability;
/** Tells, without explaining, whether a value matches `#/$defs/ClientCapabilities`. */
export declare function ClientCapabilities(data: unknown): data is T.ClientCapabilities;
/** Tells, without explaining, whether a value matches `#/$defs/ServerCapabilities`. */
export declare function ServerCapabilities(data: unknown): data is T.ServerCapabilities;
/** Tells, without explaining, whether a value matches `#/$defs/Implementation`. */
export declare function Implementation(data: unknown): data is T.Implementation;
/** Tells, without explaining, whether a value matches `#/$defs/RequestMeta`. */
export declare function RequestMeta(data: unknown): data is T.RequestMeta;
/** Tells, without explaining, whether a value matches `#/$defs/TaskRequestParams`. */
export declare function TaskRequestParams(data: unknown): data is T.TaskRequestParams;
/** Tells, without explaining, whether a value matches `#/$defs/GetTaskRequest`. */
export declare function GetTaskRequest(data: unknown): data is T.GetTaskRequest;
/** Tells, without explaining, whether a value matches `#/$defs/UpdateTaskRequestParams`. */
export declare function UpdateTaskRequestParams(data: unknown): data is T.UpdateTaskRequestParams;
/** Tells, without explaining, whether a value matches `#/$defs/UpdateTaskRequest`. */
export declare function UpdateTaskRequest(data: unknown): data is T.UpdateTaskRequest;
/** Tells, without explaining, whether a value matches `#/$defs/CancelTaskRequest`. */
export declare function CancelTaskRequest(data: unknown): data is T.CancelTaskRequest;
/** Tells, without explaining, whether a value matches `#/$defs/TaskStatusNotificationParams`. */
export declare function TaskStatusNotificationParams(data: unknown): data is T.TaskStatusNotificationParams;
/** Tells, without explaining, whether a value matches `#/$defs/TaskStatusNotification`. */
export declare function TaskStatusNotification(data: unknown): data is T.TaskStatusNotification;
/** Tells, without explaining, whether a value matches `#/$defs/TaskSubscriptionFilter`. */
export declare function TaskSubscriptionFilter(data: unknown): data is T.TaskSubscriptionFilter;
/** Tells, without explaining, whether a value matches `#/$defs/SubscriptionsListenRequest`. */
export declare function SubscriptionsListenRequest(data: unknown): data is T.SubscriptionsListenRequest;
/** Tells, without explaining, whether a value matches `#/$defs/SubscriptionsAcknowledgedNotification`. */
export declare function SubscriptionsAcknowledgedNotification(data: unknown): data is T.SubscriptionsAcknowledgedNotification;
/** Tells, without explaining, whether a value matches `#/$defs/InputRequest`. */
export declare function InputRequest(data: unknown): data is T.InputRequest;
/** Tells, without explaining, whether a value matches `#/$defs/InputRequests`. */
export declare function InputRequests(data: unknown): data is T.InputRequests;
/** Tells, without explaining, whether a value matches `#/$defs/InputResponse`. */
export declare function InputResponse(data: unknown): data is T.InputResponse;
/** Tells, without explaining, whether a value matches `#/$defs/InputResponses`. */
export declare function InputResponses(data: unknown): data is T.InputResponses;
/** Tells, without explaining, whether a value matches `#/$defs/ElicitRequest`. */
export declare function ElicitRequest(data: unknown): data is T.ElicitRequest;
/** Tells, without explaining, whether a value matches `#/$defs/ElicitRequestParams`. */
export declare function ElicitRequestParams(data: unknown): data is T.ElicitRequestParams;
/** Tells, without explaining, whether a value matches `#/$defs/ElicitRequestFormParams`. */
export declare function ElicitRequestFormParams(data: unknown): data is T.ElicitRequestFormParams;
/** Tells, without explaining, whether a value matches `#/$defs/PrimitiveSchemaDefinition`. */
export declare function PrimitiveSchemaDefinition(data: unknown): data is T.PrimitiveSchemaDefinition;
/** Tells, without explaining, whether a value matches `#/$defs/ElicitRequestURLParams`. */
export declare function ElicitRequestURLParams(data: unknown): data is T.ElicitRequestURLParams;
/** Tells, without explaining, whether a value matches `#/$defs/ElicitResult`. */
export declare function ElicitResult(data: unknown): data is T.ElicitResult;
/** Tells, without explaining, whether a value matches `#/$defs/CreateMessageRequest`. */
export declare function CreateMessageRequest(data: unknown): data is T.CreateMessageRequest;
/** Tells, without explaining, whether a value matches `#/$defs/CreateMessageRequestParams`. */
export declare function CreateMessageRequestParams(data: unknown): data is T.CreateMessageRequestParams;
/** Tells, without explaining, whether a value matches `#/$defs/ModelPreferences`. */
export declare function ModelPreferences(data: unknown): data is T.ModelPreferences;
/** Tells, without explaining, whether a value matches `#/$defs/Tool`. */
export declare function Tool(data: unknown): data is T.Tool;
/** Tells, without explaining, whether a value matches `#/$defs/Role`. */
export declare function Role(data: unknown): data is T.Role;
/** Tells, without explaining, whether a value matches `#/$defs/SamplingMessage`. */
export declare function SamplingMessage(data: unknown): data is T.SamplingMessage;
/** Tells, without explaining, whether a value matches `#/$defs/SamplingContent`. */
export declare function SamplingContent(data: unknown): data is T.SamplingContent;
/** Tells, without explaining, whether a value matches `#/$defs/SamplingContentBlock`. */
export declare function SamplingContentBlock(data: unknown): data is T.SamplingContentBlock;
/** Tells, without explaining, whether a value matches `#/$defs/TextContent`. */
export declare function TextContent(data: unknown): data is T.TextContent;
/** Tells, without explaining, whether a value matches `#/$defs/ImageContent`. */
export declare function ImageContent(data: unknown): data is T.ImageContent;
/** Tells, without explaining, whether a value matches `#/$defs/AudioContent`. */
export declare function AudioContent(data: unknown): data is T.AudioContent;
/** Tells, without explaining, whether a value matches `#/$defs/ToolUseContent`. */
export declare function ToolUseContent(data: unknown): data is T.ToolUseContent;
/** Tells, without explaining, whether a value matches `#/$defs/ToolResultContent`. */
export declare function ToolResultContent(data: unknown): data is T.ToolResultContent;
/** Tells, without explaining, whether a value matches `#/$defs/ContentBlock`. */
export declare function ContentBlock(data: unknown): data is T.ContentBlock;
/** Tells, without explaining, whether a value matches `#/$defs/ResourceLink`. */
export declare function ResourceLink(data: unknown): data is T.ResourceLink;
/** Tells, without explaining, whether a value matches `#/$defs/EmbeddedResource`. */
export declare function EmbeddedResource(data: unknown): data is T.EmbeddedResource;
/** Tells, without explaining, whether a value matches `#/$defs/ResourceContents`. */
export declare function ResourceContents(data: unknown): data is T.ResourceContents;
/** Tells, without explaining, whether a value matches `#/$defs/CreateMessageResult`. */
export declare function CreateMessageResult(data: unknown): data is T.CreateMessageResult;
/** Tells, without explaining, whether a value matches `#/$defs/ListRootsRequest`. */
export declare function ListRootsRequest(data: unknown): data is T.ListRootsRequest;
/** Tells, without explaining, whether a value matches `#/$defs/ListRootsResult`. */
export declare function ListRootsResult(data: unknown): data is T.ListRootsResult;
/** Tells, without explaining, whether a value matches `#/$defs/CallToolRequest`. */
export declare function CallToolRequest(data: unknown): data is T.CallToolRequest;
/** Tells, without explaining, whether a value matches `#/$defs/CallToolResult`. */
export declare function CallToolResult(data: unknown): data is T.CallToolResult;
/** Tells, without explaining, whether a value matches `#/$defs/InputRequiredResult`. */
export declare function InputRequiredResult(data: unknown): data is T.InputRequiredResult;
/** Tells, without explaining, whether a value matches `#/$defs/CreateTaskResultResponse`. */
export declare function CreateTaskResultResponse(data: unknown): data is T.CreateTaskResultResponse;
/** Tells, without explaining, whether a value matches `#/$defs/GetTaskResultResponse`. */
export declare function GetTaskResultResponse(data: unknown): data is T.GetTaskResultResponse;
/** Tells, without explaining, whether a value matches `#/$defs/UpdateTaskResultResponse`. */
export declare function UpdateTaskResultResponse(data: unknown): data is T.UpdateTaskResultResponse;
/** Tells, without explaining, whether a value matches `#/$defs/CancelTaskResultResponse`. */
export declare function CancelTaskResultResponse(data: unknown): data is T.CancelTaskResultResponse;
/** Tells, without explaining, whether a value matches `#/$defs/JSONRPCErrorResponse`. */
export declare function JSONRPCErrorResponse(data: unknown): data is T.JSONRPCErrorResponse;
/** Tells, without explaining, whether a value matches `#/$defs/MissingRequiredClientCapabilityError`. */
export declare function MissingRequiredClientCapabilityError(data: unknown): data is T.MissingRequiredClientCapabilityError;
/** Tells, without explaining, whether a value matches `#/$defs/InvalidParamsError`. */
export declare function InvalidParamsError(data: unknown): data is T.InvalidParamsError;
/** Tells, without explaining, whether a value matches `#/$defs/MethodNotFoundError`. */
export declare function MethodNotFoundError(data: unknown): data is T.MethodNotFoundError;
/** Tells, without explaining, whether a value matches `#/$defs/HeaderMismatchError`. */
export declare function HeaderMismatchError(data: unknown): data is T.HeaderMismatchError;
