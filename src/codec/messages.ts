/** The shapes decode produces: each message classified by kind, typed, with non-fatal notices alongside. */
import type * as T from "../../generated/types.js";
import type { Issue } from "../shared/result.js";
import type { RecognizedError } from "./errors.js";

/** Any JSON-RPC request, validated only as an envelope: a string method, a string or integer id, object params. */
export interface JSONRPCRequest {
  jsonrpc: "2.0";
  id: T.RequestId;
  method: string;
  params?: { [key: string]: unknown };
  [key: string]: unknown;
}

/** Any JSON-RPC notification, validated only as an envelope. */
export interface JSONRPCNotification {
  jsonrpc: "2.0";
  method: string;
  params?: { [key: string]: unknown };
  [key: string]: unknown;
}

/** A JSON-RPC result response whose result is not yet typed: decodeResult types it by the request it answers. */
export interface JSONRPCResultResponse {
  jsonrpc: "2.0";
  id: T.RequestId;
  result: { [key: string]: unknown };
  [key: string]: unknown;
}

/** What every decoded message carries: its kind, itself and the notices. */
export interface Classified<K extends string, M> {
  /** What the message is, named after its schema definition. */
  kind: K;
  /** The message itself, exactly as received. */
  message: M;
  /** Findings that do not make the message invalid, such as an ignored legacy field. */
  notices: Issue[];
}

/** What every decoded request carries besides: whether it declares the tasks extension. */
export interface ClassifiedRequest<K extends string, M> extends Classified<K, M> {
  /** Whether the request declares the tasks extension in its per-request client capabilities. */
  declaresTasks: boolean;
}

/** A decoded tasks/get request. */
export type DecodedGetTaskRequest = ClassifiedRequest<"GetTaskRequest", T.GetTaskRequest>;
/** A decoded tasks/update request. */
export type DecodedUpdateTaskRequest = ClassifiedRequest<"UpdateTaskRequest", T.UpdateTaskRequest>;
/** A decoded tasks/cancel request. */
export type DecodedCancelTaskRequest = ClassifiedRequest<"CancelTaskRequest", T.CancelTaskRequest>;
/** A decoded tools/call request. */
export type DecodedCallToolRequest = ClassifiedRequest<"CallToolRequest", T.CallToolRequest>;
/** A decoded request of any other method, checked only as a JSON-RPC envelope. */
export type DecodedOtherRequest = ClassifiedRequest<"JSONRPCRequest", JSONRPCRequest>;
/** A decoded notifications/tasks notification. */
export type DecodedTaskStatusNotification = Classified<"TaskStatusNotification", T.TaskStatusNotification>;
/** A decoded notification of any other method, checked only as a JSON-RPC envelope. */
export type DecodedOtherNotification = Classified<"JSONRPCNotification", JSONRPCNotification>;
/** A decoded result response; its result is typed by decodeResult once the request's method is known. */
export type DecodedResultResponse = Classified<"JSONRPCResultResponse", JSONRPCResultResponse>;

/** A decoded error response, with the error recognised among those the extension names. */
export interface DecodedErrorResponse extends Classified<"JSONRPCErrorResponse", T.JSONRPCErrorResponse> {
  /** Which protocol error this is. */
  recognized: RecognizedError;
}

/** Any decoded request. */
export type DecodedRequest =
  | DecodedGetTaskRequest
  | DecodedUpdateTaskRequest
  | DecodedCancelTaskRequest
  | DecodedCallToolRequest
  | DecodedOtherRequest;

/** Any decoded message. */
export type DecodedMessage =
  | DecodedRequest
  | DecodedTaskStatusNotification
  | DecodedOtherNotification
  | DecodedResultResponse
  | DecodedErrorResponse;

/** The kind of a decoded message. */
export type MessageKind = DecodedMessage["kind"];

/** A failed decode: the issues, and the request id when one could be read so that an error response can echo it. */
export interface DecodeFailure {
  ok: false;
  issues: Issue[];
  /** The id of the offending request, when it was readable. */
  id?: T.RequestId;
}

/** The outcome of decode: a classified message, or the issues and the readable id. */
export type DecodeResult = { ok: true; value: DecodedMessage } | DecodeFailure;
