/**
 * Header value encoding of the streamable HTTP routing headers: a value that cannot travel as a plain header value
 * (non-ASCII, control characters, leading or trailing whitespace, or a plain value that looks like the sentinel)
 * is sent as `=?base64?{Base64 of its UTF-8 bytes}?=`. The markers are lowercase and case-sensitive.
 */

import { isWellFormedText } from "../text/limits.js";

const PREFIX = "=?base64?";
const SUFFIX = "?=";

function needsEncoding(value: string): boolean {
  if (value.length === 0) return false;
  if (/[^\x20-\x7e]/.test(value)) return true;
  if (value !== value.trim()) return true;
  return value.startsWith(PREFIX) && value.endsWith(SUFFIX);
}

/**
 * Encodes a value for the Mcp-Name header, wrapping it in the Base64 sentinel when it cannot travel as is. Throws a
 * TypeError for a value that is not a string, or holds a lone surrogate (no UTF-8 encoding, so no header either).
 */
export function encodeHeaderValue(value: string): string {
  if (typeof value !== "string" || !isWellFormedText(value))
    throw new TypeError("a header value must be a string with a UTF-8 encoding");
  if (!needsEncoding(value)) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return PREFIX + btoa(binary) + SUFFIX;
}

/** Decodes a received header value: the sentinel form gives its UTF-8 text, anything else is taken literally. Null if the sentinel is malformed. */
export function decodeHeaderValue(raw: string): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!(value.startsWith(PREFIX) && value.endsWith(SUFFIX) && value.length >= PREFIX.length + SUFFIX.length))
    return value;
  const payload = value.slice(PREFIX.length, value.length - SUFFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0) return null;
  try {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
