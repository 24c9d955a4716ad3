/**
 * A Response that holds its status, headers and string body as they are, and builds the real Response only when one
 * of its members beyond `status` and `ok` is asked for. The node adapter writes it without touching the web API.
 */
import { webClass } from "../web-classes.js";
import { PLAIN, type PlainAnswer } from "./direct.js";

const NativeResponse = webClass(globalThis.Response);
const REAL: unique symbol = Symbol("mcp-tasks.realResponse");

interface Lazy {
  [PLAIN]: PlainAnswer | undefined;
  [REAL]: Response | undefined;
}

/** The real Response, built once; the plain answer is dropped so that nobody writes a stale copy of it. */
function real(lazy: Lazy): Response {
  let made = lazy[REAL];
  if (made === undefined) {
    const plain = lazy[PLAIN]!;
    made = new NativeResponse(plain.body as BodyInit | null, { status: plain.status, headers: plain.headers });
    lazy[REAL] = made;
    lazy[PLAIN] = undefined;
  }
  return made;
}

const prototype: object = Object.create(NativeResponse.prototype);
for (const name of Object.getOwnPropertyNames(NativeResponse.prototype)) {
  if (name === "constructor" || name === "status" || name === "ok") continue;
  const descriptor = Object.getOwnPropertyDescriptor(NativeResponse.prototype, name)!;
  if (typeof descriptor.value === "function") {
    const method = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(prototype, name, {
      value(this: Lazy, ...args: unknown[]) {
        return method.apply(real(this), args);
      },
    });
  } else if (descriptor.get !== undefined) {
    const get = descriptor.get;
    Object.defineProperty(prototype, name, {
      get(this: Lazy) {
        return get.call(real(this));
      },
    });
  }
}
Object.defineProperty(prototype, "status", {
  get(this: Lazy) {
    return this[PLAIN]?.status ?? real(this).status;
  },
});
Object.defineProperty(prototype, "ok", {
  get(this: Lazy) {
    const status = this[PLAIN]?.status ?? real(this).status;
    return status >= 200 && status <= 299;
  },
});

/**
 * A Response with a body already whole; to everyone but the node adapter it behaves as the real one.
 *
 * @internal
 */
export function plainResponse(
  body: string | Uint8Array | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const lazy = Object.create(prototype) as Lazy;
  lazy[PLAIN] = { status, headers, body };
  lazy[REAL] = undefined;
  return lazy as unknown as Response;
}

/**
 * The plain answer a response still holds, or undefined for a real Response or one whose members were read.
 *
 * @internal
 */
export function plainOf(response: Response): PlainAnswer | undefined {
  return (response as unknown as Partial<Lazy>)[PLAIN];
}

/**
 * The response as a real Response, for callers that are not the node adapter.
 *
 * @internal
 */
export function realResponse(response: Response): Response {
  return plainOf(response) === undefined ? response : real(response as unknown as Lazy);
}
