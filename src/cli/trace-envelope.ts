/** Telling a lint trace envelope from a bare message, so that `validate` checks what the envelope carries. */
import type { Issue } from "../shared/result.js";
import { describeHttpBody, readHttpBody } from "./http-body.js";

/** Where an envelope's message sits within the envelope, as a JSON Pointer. */
export const MESSAGE_POINTER = "/message";

/**
 * The message a trace envelope carries, or undefined for anything else. An envelope is an object with a `message`,
 * a `dir` of "c2s" or "s2c" and no `jsonrpc` of its own (a JSON-RPC message always has one).
 */
export function envelopeMessage(value: unknown): { message: unknown } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, "message") || Object.hasOwn(record, "jsonrpc")) return undefined;
  if (record.dir !== "c2s" && record.dir !== "s2c") return undefined;
  return { message: record.message };
}

/**
 * The issue of an envelope that records an HTTP body without a JSON-RPC message (`"http"` in place of `"message"`,
 * as `mcp-tasks record` writes it), or undefined for anything else.
 */
export function envelopeBodyIssue(value: unknown): Issue | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const own = (key: string): boolean => Object.hasOwn(record, key);
  if (own("message") || own("jsonrpc") || !own("http") || (record.dir !== "c2s" && record.dir !== "s2c"))
    return undefined;
  const body = readHttpBody(record.http);
  const message =
    body === undefined ? "is not a body record (contentType, bytes and a known problem)" : describeHttpBody(body);
  return { path: "/http", keyword: "jsonrpc", message, code: NON_JSON_RPC_BODY };
}

/** The code of a recorded body that carried no JSON-RPC message (also lint's rule id). */
export const NON_JSON_RPC_BODY = "mcp-tasks/non-json-rpc-body";
