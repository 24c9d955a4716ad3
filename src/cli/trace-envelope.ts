/** Telling a lint trace envelope from a bare message, so that `validate` checks what the envelope carries. */

/** Where an envelope's message sits within the envelope, as a JSON Pointer. */
export const MESSAGE_POINTER = "/message";

/**
 * The message a trace envelope carries, or undefined for anything else. An envelope is an object with a `message`,
 * a `dir` of "c2s" or "s2c" and no `jsonrpc` of its own (a JSON-RPC message always has one).
 */
export function envelopeMessage(value: unknown): { message: unknown } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (!Object.prototype.hasOwnProperty.call(record, "message") || Object.prototype.hasOwnProperty.call(record, "jsonrpc")) return undefined;
  if (record.dir !== "c2s" && record.dir !== "s2c") return undefined;
  return { message: record.message };
}
