/** Reading a request body within a byte limit, and the content types the host accepts. */
import { readWithin } from "../../shared/bounded-read.js";
import { type BodyRead, READ_BYTES, isDirect } from "./direct.js";

export type { BodyRead } from "./direct.js";

/**
 * Reads the body, stopping (and cancelling the stream) as soon as it exceeds `limit` bytes.
 *
 * @internal
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  const direct = isDirect(request) ? request[READ_BYTES](limit) : undefined;
  if (direct !== undefined) return direct;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "too-large" };
  }
  return readWithin(request.body, limit);
}

/**
 * Whether a Content-Type names JSON in UTF-8: `application/json`, or any `+json` type, with no charset or UTF-8.
 * JSON text exchanged between systems is UTF-8 (RFC 8259), so another charset is refused rather than misread.
 *
 * @internal
 */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = "", ...params] = value.split(";");
  const essence = type.trim().toLowerCase();
  if (essence !== "application/json" && !/^application\/[a-z0-9.!#$&^_-]+\+json$/.test(essence)) return false;
  for (const param of params) {
    const [name = "", raw = ""] = param.split("=");
    if (name.trim().toLowerCase() !== "charset") continue;
    const charset = raw.trim().replace(/^"|"$/g, "").toLowerCase();
    if (charset !== "utf-8" && charset !== "utf8") return false;
  }
  return true;
}
