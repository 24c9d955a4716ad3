/** Where a client sends its requests, and who it says it is on each (the 2026-07-28 per-request envelope). */
import type { Implementation, JSONObject } from "../../generated/types.js";

/** The protocol revision this client speaks: the stateless one, with a per-request `_meta` envelope. */
export const CLIENT_PROTOCOL_VERSION = "2026-07-28";

/** The largest response body read, in bytes, unless the endpoint says otherwise: a message's limit plus room. */
export const DEFAULT_MAX_RESPONSE_BYTES = 9 * 1024 * 1024;

/** An MCP endpoint and the client's identity, as every request declares it. */
export interface TasksEndpoint {
  /** The MCP endpoint, such as `http://127.0.0.1:3000/mcp`. */
  readonly url: string | URL;
  /** The client's name and version, sent in every request's `_meta`. */
  readonly clientInfo: Implementation;
  /** The client's capabilities; the tasks extension is always added to them. Default: none besides it. */
  readonly clientCapabilities?: JSONObject;
  /** Extra headers on every request, such as `Authorization`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The fetch to use. Default: the global one. */
  readonly fetch?: (input: Request) => Promise<Response>;
  /** The largest response body read, in bytes; a larger one is an error, not read further. Default 9 MiB. */
  readonly maxResponseBytes?: number;
}

/**
 * An endpoint as read once, with nothing the caller planted left in it (getters, prototypes), or why it cannot be used.
 *
 * @internal
 */
export interface ReadEndpoint {
  readonly url: string;
  readonly clientInfo: JSONObject;
  readonly clientCapabilities: JSONObject;
  readonly headers: Record<string, string>;
  readonly fetch: (input: Request) => Promise<Response>;
  readonly maxResponseBytes: number;
}

/**
 * Reads an endpoint description; never throws. Values are copied through JSON, so the copies are plain.
 *
 * @internal
 */
export function readEndpoint(endpoint: unknown): ReadEndpoint | string {
  try {
    if (typeof endpoint !== "object" || endpoint === null) return "the endpoint must be an object";
    const e = endpoint as Record<string, unknown>;
    const url = e.url instanceof URL ? e.url.href : e.url;
    if (typeof url !== "string" || !URL.canParse(url)) return "the endpoint's url must be an absolute URL";
    const info = plain(e.clientInfo);
    if (info === undefined || typeof info.name !== "string" || typeof info.version !== "string")
      return "the endpoint's clientInfo must be { name: string, version: string }";
    const caps = e.clientCapabilities === undefined ? {} : plain(e.clientCapabilities);
    if (caps === undefined) return "the endpoint's clientCapabilities must be a JSON object";
    const headers = e.headers === undefined ? {} : plain(e.headers);
    if (headers === undefined || !Object.values(headers).every((v) => typeof v === "string"))
      return "the endpoint's headers must map names to strings";
    const max = e.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    if (typeof max !== "number" || !Number.isSafeInteger(max) || max < 1)
      return "the endpoint's maxResponseBytes must be a positive integer";
    const given = e.fetch;
    if (given !== undefined && typeof given !== "function") return "the endpoint's fetch must be a function";
    const fetchFn =
      given === undefined ? (input: Request) => fetch(input) : (input: Request) => (given as typeof fetch)(input);
    return {
      url,
      clientInfo: info,
      clientCapabilities: caps,
      headers: headers as Record<string, string>,
      fetch: fetchFn,
      maxResponseBytes: max,
    };
  } catch {
    return "the endpoint could not be read";
  }
}

/** A JSON object copied through its JSON text, or undefined for anything else. */
function plain(value: unknown): JSONObject | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const copy: unknown = JSON.parse(JSON.stringify(value));
  return typeof copy === "object" && copy !== null && !Array.isArray(copy) ? (copy as JSONObject) : undefined;
}
