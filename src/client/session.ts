/**
 * What `@modelcontextprotocol/ext-tasks` needs to speak 2026-07-28 from the official client: a raw dispatcher (its
 * task traffic goes around the SDK's codecs) and the request framing, built from one endpoint description.
 */
import type { Result } from "../shared/result.js";
import { describeThrown } from "../shared/thrown.js";
import { CLIENT_PROTOCOL_VERSION, readEndpoint, type TasksEndpoint } from "./endpoint.js";
import { type Answer, postTo } from "./post.js";

/** A JSON value, as ext-tasks types one (`JsonValue`). */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A dispatcher's answer, in ext-tasks' shape (`JsonRpcResponse`). */
export type DispatchResponse =
  | { readonly kind: "result"; readonly result: JsonValue }
  | { readonly kind: "error"; readonly error: { code: number; message: string; data?: JsonValue } };

/** A dispatcher, in ext-tasks' shape (`RawClientDispatch`): one request, one answer. */
export type RawDispatch = (request: unknown, options?: { readonly signal?: AbortSignal }) => Promise<DispatchResponse>;

/** ext-tasks' `V2RequestFraming`: what every request it sends declares. */
export interface RequestFraming {
  readonly protocolVersion: string;
  readonly clientInfo: Readonly<Record<string, JsonValue>>;
  readonly clientCapabilities: Readonly<Record<string, JsonValue>>;
}

/** The options `createTaskSessionFromClient` of ext-tasks needs for a 2026-07-28 server, to spread into it. */
export interface TasksSessionOptions {
  readonly endpointId: string;
  readonly rawDispatch: RawDispatch;
  readonly v2RequestFraming: RequestFraming;
}

/** The JSON-RPC error a dispatcher answers with when no answer came: -32603, saying why. */
const NO_ANSWER = -32603;

/**
 * A dispatcher for ext-tasks: each request goes out as one POST with the routing headers and comes back as ext-tasks
 * expects it. Never rejects: a network failure or an unreadable answer becomes a -32603 error answer.
 *
 * @example
 * ```ts
 * import { rawDispatch } from "mcp-tasks/client";
 *
 * const dispatch = rawDispatch({ url: "http://127.0.0.1:1/mcp", clientInfo: { name: "example", version: "1.0.0" } });
 * const answer = await dispatch({ method: "tasks/get", params: { taskId: "t-1" } });
 * console.log(answer.kind); // "error"
 * ```
 */
export function rawDispatch(endpoint: TasksEndpoint): RawDispatch {
  const read = readEndpoint(endpoint);
  return async (request, options) => {
    if (typeof read === "string")
      return { kind: "error", error: { code: NO_ANSWER, message: `Internal error: ${read}` } };
    let answer: Result<Answer>;
    try {
      const r = (typeof request === "object" && request !== null ? request : {}) as {
        method?: unknown;
        params?: unknown;
      };
      const method = r.method;
      if (typeof method !== "string")
        return { kind: "error", error: { code: -32600, message: "Invalid Request: a request needs a method" } };
      const params = typeof r.params === "object" && r.params !== null ? r.params : undefined;
      const signal = options?.signal;
      answer = await postTo(read, params === undefined ? { method } : { method, params }, signal);
    } catch (error) {
      answer = { ok: false, issues: [{ path: "", keyword: "request", message: describeThrown(error) }] };
    }
    if (!answer.ok)
      return { kind: "error", error: { code: NO_ANSWER, message: `Internal error: ${answer.issues[0]?.message}` } };
    return "result" in answer.value
      ? { kind: "result", result: answer.value.result as JsonValue }
      : { kind: "error", error: answer.value.error as { code: number; message: string; data?: JsonValue } };
  };
}

/**
 * Everything `createTaskSessionFromClient(client, { ...tasksSessionOptions(endpoint), onInputRequest })` needs to
 * speak 2026-07-28: the endpoint id, the dispatcher and the framing, all from one description of the endpoint.
 *
 * @example
 * ```ts
 * import { tasksSessionOptions } from "mcp-tasks/client";
 *
 * const options = tasksSessionOptions({ url: "http://127.0.0.1:3000/mcp", clientInfo: { name: "example", version: "1.0.0" } });
 * console.log(options.v2RequestFraming.protocolVersion); // "2026-07-28"
 * ```
 */
export function tasksSessionOptions(endpoint: TasksEndpoint): TasksSessionOptions {
  // An endpoint that cannot be read still gives options: its dispatcher then answers every request with why.
  const read = readEndpoint(endpoint);
  const ok = typeof read !== "string";
  return {
    endpointId: ok ? read.url : "",
    rawDispatch: rawDispatch(endpoint),
    v2RequestFraming: {
      protocolVersion: CLIENT_PROTOCOL_VERSION,
      clientInfo: ok ? (read.clientInfo as Record<string, JsonValue>) : {},
      clientCapabilities: ok ? (read.clientCapabilities as Record<string, JsonValue>) : {},
    },
  };
}
