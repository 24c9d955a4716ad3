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

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});
const TEXT_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "content-type": TEXT_TYPE });

/**
 * The plain answer for a whole body and an init of a kind it carries as is (a status, headers as a record of strings,
 * nothing else); undefined for any other init, which Node's own Response then judges. Each member is read once.
 */
function plainAnswer(body: string | Uint8Array | null, init: ResponseInit | undefined): Response | undefined {
  let status = 200;
  let headers = EMPTY;
  if (init !== undefined && init !== null) {
    if (typeof init !== "object") return undefined;
    const { headers: given, status: asked, statusText } = init;
    if (statusText !== undefined) return undefined;
    if (asked !== undefined) {
      if (!Number.isInteger(asked) || asked < 200 || asked > 599 || NULL_BODY.has(asked)) return undefined;
      status = asked;
    }
    if (given !== undefined) {
      if (typeof given !== "object" || given === null || Object.getPrototypeOf(given) !== Object.prototype)
        return undefined;
      headers = given as Record<string, string>;
    }
  }
  let typed = false;
  for (const name in headers) {
    if (typeof headers[name] !== "string") return undefined;
    if (name.length === 12 && !typed) typed = name.toLowerCase() === "content-type";
  }
  if (typeof body === "string" && !typed)
    headers = headers === EMPTY ? TEXT_HEADERS : { ...headers, "content-type": TEXT_TYPE };
  return plainResponse(body, status, headers);
}

/** A Response whose text, bytes or empty body with plain init is kept as is; anything else is Node's own. */
const LightResponse = function Response(body?: BodyInit | null, init?: ResponseInit): Response {
  const target = new.target as unknown;
  if (target === undefined) throw new TypeError("Class constructor Response cannot be invoked without 'new'");
  if (target === LightResponse) {
    const whole = body === undefined || body === null ? null : body;
    if (whole === null || typeof whole === "string" || whole instanceof Uint8Array) {
      const plain = plainAnswer(whole, init);
      if (plain !== undefined) return plain;
    }
  }
  return Reflect.construct(NativeResponse, [body, init], (target === LightResponse ? NativeResponse : target) as never);
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
