/**
 * The private handshake between the host and its node adapter, by which a request served over `node:http` skips the
 * web stream API: the adapter's request reads its body straight from the socket, and the host answers with a plain
 * answer the adapter writes at once. Any other caller sees ordinary `Request` and `Response` objects.
 */
import type { BoundedRead } from "../../shared/bounded-read.js";

/**
 * The method of an adapter's request that reads its body as bytes within a limit; undefined when it cannot (the body
 * was already taken through the web API), so that the caller falls back to the stream.
 *
 * @internal
 */
export const READ_BYTES: unique symbol = Symbol("mcp-tasks.readBytes");

/**
 * The key under which a plain response holds its status, headers and whole body, until someone asks for more.
 *
 * @internal
 */
export const PLAIN: unique symbol = Symbol("mcp-tasks.plain");

/**
 * A response as status, headers and a body already whole.
 *
 * @internal
 */
export interface PlainAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array | null;
}

/**
 * A body read whole, or why it was not.
 *
 * @internal
 */
export type BodyRead = BoundedRead;

/**
 * A request that can read its own body as bytes.
 *
 * @internal
 */
export interface DirectRequest {
  [READ_BYTES](limit: number): Promise<BodyRead> | undefined;
}

/**
 * Whether a request came from the node adapter, and so takes plain answers.
 *
 * @internal
 */
export function isDirect(request: Request): request is Request & DirectRequest {
  return typeof (request as Partial<DirectRequest>)[READ_BYTES] === "function";
}
