/**
 * The dispatcher: one request body in, one answer out, with the package at both boundaries. Every inbound message
 * goes through the codec's `admitRequest` before anything reads it; every answer goes through the codec's `encode`
 * (which validates it against the request it answers) before it is sent.
 *
 * `admitRequest` checks, in order: JSON and limits (-32700/-32600), the envelope (-32600), the routing headers
 * (-32020), the removed tasks/result and tasks/list (-32601), the capability gate for tasks/* (-32021, so before
 * any task lookup), then the method's schema (-32602). The server adds the protocol version check and the methods.
 */
import {
  admitRequest,
  encode,
  internalError,
  methodNotFoundError,
  type DecodedRequest,
  type Issue,
  type RequestId,
} from "mcp-tasks";
import type { Answer, RoutingHeaders } from "./http.js";
import { callTool } from "./methods/call-tool.js";
import { discover, listTools } from "./methods/discover.js";
import { malformedResponseKeys, withoutKeys } from "./methods/malformed-responses.js";
import { cancelTask, getTask, outstandingKeys, updateTask, type TaskMethodsContext } from "./methods/tasks.js";
import type { Tool } from "./tools/index.js";
import { checkProtocolVersion } from "./version.js";

/** What the dispatcher needs: the tools, the task store, runner and clock, and where to report internal errors. */
export interface DispatchContext extends TaskMethodsContext {
  tools: readonly Tool[];
  log: (message: string) => void;
}

/** Answers one POST body: the encoded answer, or undefined for a message that needs none. */
export type Dispatcher = (body: string, headers: RoutingHeaders) => Promise<Answer | undefined>;

/** Creates the dispatcher over a context. */
export function createDispatcher(context: DispatchContext): Dispatcher {
  return async (body, headers) => {
    const admitted = admitRequest(body, { headers, requirePresence: true });
    if (!admitted.ok) {
      const request = parseOrUndefined(body);
      const reply = (await answerMalformedUpdate(request, admitted.issues, context)) ?? admitted.response;
      return reply === null ? undefined : seal(reply, request, context.log);
    }
    const { value } = admitted;
    // Notifications and responses need no answer on this wire (HTTP 202).
    if (!isRequest(value)) return undefined;
    let reply: object;
    try {
      reply = await answer(value, headers, context);
    } catch (error) {
      context.log(`internal error answering ${value.message.method}: ${error instanceof Error ? error.stack : String(error)}`);
      reply = internalError(value.message.id);
    }
    return seal(reply, value.message, context.log);
  };
}

/** Routes an admitted request (headers checked, capability gate passed, params valid). */
async function answer(request: DecodedRequest, headers: RoutingHeaders, context: DispatchContext): Promise<object> {
  const { message } = request;
  const refusal = checkProtocolVersion(message.id, headers["MCP-Protocol-Version"], message.params);
  if (refusal !== null) return refusal;
  switch (request.kind) {
    case "CallToolRequest":
      return callTool(request.message, request.declaresTasks, context.tools, context.runner);
    case "GetTaskRequest":
      return getTask(message.id, request.message.params.taskId, context);
    case "UpdateTaskRequest":
      return updateTask(message.id, request.message.params.taskId, request.message.params.inputResponses, context);
    case "CancelTaskRequest":
      return cancelTask(message.id, request.message.params.taskId, context);
    case "JSONRPCRequest":
      if (message.method === "server/discover") return discover(message.id);
      if (message.method === "tools/list") return listTools(message.id, context.tools);
      return methodNotFoundError(message.id, message.method);
  }
}

/**
 * A tasks/update refused only for malformed responses: acknowledged (ignoring them) when none of their keys is
 * outstanding, as any response to a key that is not outstanding is ignored. The codec cannot decide this, since only
 * the server knows which keys are outstanding. Undefined for every other refusal.
 */
async function answerMalformedUpdate(request: unknown, issues: Issue[], context: DispatchContext): Promise<object | undefined> {
  const keys = malformedResponseKeys(issues);
  const message = request as { id?: RequestId; method?: unknown; params?: { taskId?: unknown; inputResponses?: unknown } } | undefined;
  if (keys === undefined || message?.method !== "tasks/update" || message.id === undefined) return undefined;
  const taskId = message.params?.taskId;
  if (typeof taskId !== "string") return undefined;
  const outstanding = await outstandingKeys(taskId, context.store);
  if ([...keys].some((key) => outstanding.has(key))) return undefined;
  return updateTask(message.id, taskId, withoutKeys(message.params?.inputResponses, keys), context);
}

/** Encodes an answer; an answer the codec refuses is never sent, and an internal error goes out instead. */
function seal(reply: object, request: unknown, log: (message: string) => void): Answer {
  const method = (request as { method?: unknown } | undefined)?.method;
  const encoded = encode(reply, typeof method === "string" ? { answering: request as { method: string } } : {});
  if (encoded.ok) return { message: reply, text: encoded.value };
  log(`refused to send an invalid answer: ${JSON.stringify(encoded.issues)}`);
  const fallback = internalError((reply as { id?: RequestId }).id, "Internal error: the server produced an invalid answer");
  return { message: fallback, text: JSON.stringify(fallback) };
}

/** Whether an admitted message is a request (which needs an answer). */
function isRequest(value: { kind: string }): value is DecodedRequest {
  return ["CallToolRequest", "GetTaskRequest", "UpdateTaskRequest", "CancelTaskRequest", "JSONRPCRequest"].includes(value.kind);
}

/** Parses JSON to read what the codec refused, or undefined when it is not JSON. */
function parseOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
