/** One request, one POST: framed for 2026-07-28 (id, `_meta`, routing headers), answered as JSON or one SSE event. */
import type { JSONObject } from "../../generated/types.js";
import { CLIENT_CAPABILITIES_META_KEY, routingHeaders, withTasksDeclared } from "../codec/index.js";
import { readWithin } from "../shared/bounded-read.js";
import { isRecord } from "../shared/record.js";
import type { Result } from "../shared/result.js";
import { describeThrown } from "../shared/thrown.js";
import { CLIENT_PROTOCOL_VERSION, type ReadEndpoint, readEndpoint, type TasksEndpoint } from "./endpoint.js";

/** A JSON-RPC answer: the result, or the error the server sent. */
export type Answer =
  | { readonly result: JSONObject }
  | { readonly error: { code: number; message: string; data?: unknown } };

let nextId = 1;

/** The 2026-07-28 request `_meta`: version, client info and capabilities (declaring tasks), keeping what `meta` holds. */
function requestMeta(endpoint: ReadEndpoint, meta: unknown): JSONObject {
  const given = isRecord(meta) ? meta : {};
  return withTasksDeclared({
    "io.modelcontextprotocol/protocolVersion": CLIENT_PROTOCOL_VERSION,
    "io.modelcontextprotocol/clientInfo": endpoint.clientInfo,
    [CLIENT_CAPABILITIES_META_KEY]: endpoint.clientCapabilities,
    ...given,
  }) as unknown as JSONObject;
}

/**
 * Sends one request (`{ method, params }`; an `id` and the `_meta` envelope are added when missing) and resolves to
 * the server's answer, or to issues saying why there is none (network, HTTP status, a body that is not one JSON-RPC
 * answer to it, a body over `maxResponseBytes`). Never rejects.
 *
 * @example
 * ```ts
 * import { postRequest } from "mcp-tasks/client";
 *
 * const endpoint = { url: "http://127.0.0.1:1/mcp", clientInfo: { name: "example", version: "1.0.0" } };
 * const answer = await postRequest(endpoint, { method: "tools/list" });
 * console.log(answer.ok ? answer.value : answer.issues[0]?.keyword); // "network"
 * ```
 */
export async function postRequest(
  endpoint: TasksEndpoint,
  request: { readonly method: string; readonly params?: object; readonly id?: string | number },
  signal?: AbortSignal,
): Promise<Result<Answer>> {
  try {
    const read = readEndpoint(endpoint);
    if (typeof read === "string") return failed("endpoint", read);
    return await postTo(read, request, signal);
  } catch (error) {
    return failed("request", describeThrown(error));
  }
}

/**
 * Sends one request to an endpoint already read; never rejects.
 *
 * @internal
 */
export async function postTo(
  endpoint: ReadEndpoint,
  request: { readonly method: string; readonly params?: object; readonly id?: string | number },
  signal: AbortSignal | undefined,
): Promise<Result<Answer>> {
  try {
    if (!isRecord(request) || typeof request.method !== "string")
      return failed("request", "a request needs a method name");
    const params: Record<string, unknown> = isRecord(request.params) ? { ...request.params } : {};
    const given = request.id;
    const id = typeof given === "string" || typeof given === "number" ? given : `mcp-tasks-${nextId++}`;
    const message = {
      jsonrpc: "2.0",
      id,
      method: request.method,
      params: { ...params, _meta: requestMeta(endpoint, params._meta) },
    };
    const http = new Request(endpoint.url, {
      method: "POST",
      headers: {
        ...endpoint.headers,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": CLIENT_PROTOCOL_VERSION,
        ...routingHeaders(message),
      },
      body: JSON.stringify(message),
      ...(signal === undefined ? {} : { signal }),
    });
    let response: Response;
    try {
      response = await endpoint.fetch(http);
    } catch (error) {
      return failed("network", `the request could not be sent: ${describeThrown(error)}`);
    }
    const read = await readWithin(response.body, endpoint.maxResponseBytes);
    if (!read.ok)
      return read.reason === "too-large"
        ? failed("maxLength", "the response is larger than maxResponseBytes")
        : failed("request", "the response body could not be read");
    const text = new TextDecoder().decode(read.bytes);
    const answer = findAnswer(text, response.headers.get("content-type") ?? "", id);
    if (answer !== undefined) return { ok: true, value: answer };
    return failed("response", `HTTP ${response.status}: no JSON-RPC answer to request ${JSON.stringify(id)}`);
  } catch (error) {
    return failed("request", describeThrown(error));
  }
}

function failed(keyword: string, message: string): Result<Answer> {
  return { ok: false, issues: [{ path: "", keyword, message }] };
}

/** The answer to `id` in a JSON body, or in the `data` of an SSE stream's events. */
function findAnswer(text: string, contentType: string, id: string | number): Answer | undefined {
  const bodies = contentType.includes("text/event-stream") ? sseData(text) : [text];
  for (const body of bodies) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      continue;
    }
    if (!isRecord(value) || value.id !== id) continue;
    if (isRecord(value.result)) return { result: value.result as JSONObject };
    const error = value.error;
    if (isRecord(error) && typeof error.code === "number" && typeof error.message === "string")
      return {
        error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
      };
  }
  return undefined;
}

/** The `data` of each event of an SSE stream, multi-line data joined. */
function sseData(text: string): string[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /, ""))
        .join("\n"),
    )
    .filter((data) => data !== "");
}
