/**
 * The opt-in of `toNodeListener(handler, { overrideGlobalObjects: true })`: the global `Response` and `Request`
 * become subclasses of Node's own, so that a handler's `new Response("text")` is written to the socket in one call
 * rather than read back through a stream, and `new Request(request)` accepts the adapter's request. This is what
 * `@hono/node-server` does by default; here it is asked for, since it changes globals every module of the process sees.
 */
import { webClass } from "../web-classes.js";
import { plainResponse } from "../http/plain-response.js";
import { NodeRequest } from "./node-request.js";

const NativeResponse = webClass(globalThis.Response);
const NativeRequest = webClass(globalThis.Request);
const TEXT_TYPE = "text/plain;charset=UTF-8";
/** Statuses whose response has no body; Node's Response judges them, with or without one. */
const NULL_BODY = new Set([204, 205, 304]);

/** Init of a kind a plain response carries as is: a status and headers as a record of strings, nothing else. */
function plainInit(init: ResponseInit | undefined): { status: number; headers: Record<string, string> } | undefined {
  if (init === undefined || init === null) return { status: 200, headers: {} };
  if (typeof init !== "object" || init.statusText !== undefined) return undefined;
  const { status = 200, headers = {} } = init;
  if (!Number.isInteger(status) || status < 200 || status > 599 || NULL_BODY.has(status)) return undefined;
  if (typeof headers !== "object" || Object.getPrototypeOf(headers) !== Object.prototype) return undefined;
  for (const key in headers) if (typeof (headers as Record<string, unknown>)[key] !== "string") return undefined;
  for (const key in init) if (key !== "status" && key !== "headers") return undefined;
  return { status, headers: headers as Record<string, string> };
}

function hasType(headers: Record<string, string>): boolean {
  for (const key in headers) if (key.toLowerCase() === "content-type") return true;
  return false;
}

/** A Response whose text, bytes or empty body with plain init is kept as is; anything else is Node's own. */
const LightResponse = function Response(body?: BodyInit | null, init?: ResponseInit): Response {
  const target = new.target as unknown;
  if (target === undefined) throw new TypeError("Class constructor Response cannot be invoked without 'new'");
  const plain = plainInit(init);
  const simple = body === undefined || body === null || typeof body === "string" || body instanceof Uint8Array;
  if (plain === undefined || !simple || target !== LightResponse) {
    return Reflect.construct(
      NativeResponse,
      [body, init],
      (target === LightResponse ? NativeResponse : target) as never,
    );
  }
  const headers =
    typeof body === "string" && !hasType(plain.headers)
      ? { ...plain.headers, "content-type": TEXT_TYPE }
      : plain.headers;
  return plainResponse((body ?? null) as string | Uint8Array | null, plain.status, headers);
} as unknown as typeof Response;
Object.setPrototypeOf(LightResponse, NativeResponse);
LightResponse.prototype = NativeResponse.prototype;

/** A Request that takes the adapter's request as its input, as it takes any Request. */
class LightRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input instanceof NodeRequest ? (input as NodeRequest).real() : input, init);
  }
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof NativeRequest;
  }
}

/**
 * Replaces the global Request and Response, once.
 *
 * @internal
 */
export function overrideGlobalObjects(): void {
  if (globalThis.Response === LightResponse) return;
  Object.defineProperty(globalThis, "Response", { value: LightResponse, writable: true, configurable: true });
  Object.defineProperty(globalThis, "Request", { value: LightRequest, writable: true, configurable: true });
}
