/**
 * A Headers over a Node request's raw headers: `get` and `has` look a name up in place, and the real Headers is
 * built only when anything else is asked for (iteration, a change).
 */
import { webClass } from "../web-classes.js";

const NativeHeaders = webClass(globalThis.Headers);
/** A header name as HTTP defines it (a token); only such a name is looked up in place. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Headers read from Node's `rawHeaders`, a Headers to every caller (`instanceof Headers` holds).
 *
 * @internal
 */
export class RawHeaders {
  readonly #raw: readonly string[];
  #native: Headers | undefined;

  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }

  /** The real Headers, built once from the raw list. */
  native(): Headers {
    if (this.#native === undefined) {
      const headers = new NativeHeaders();
      const raw = this.#raw;
      for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
      this.#native = headers;
    }
    return this.#native;
  }

  /** Every value of `name` joined by ", ", as Headers does; null when absent. */
  get(name: string): string | null {
    // A name that is no token (or no string) is the real Headers' to judge: it throws or converts, as it always does.
    if (this.#native !== undefined || typeof name !== "string" || !TOKEN.test(name)) return this.native().get(name);
    const lower = name.toLowerCase();
    const raw = this.#raw;
    let value: string | null = null;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const key = raw[i]!;
      if (key.length !== lower.length || key.toLowerCase() !== lower) continue;
      value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
    }
    return value;
  }

  /** Whether `name` is present. */
  has(name: string): boolean {
    if (this.#native !== undefined || typeof name !== "string" || !TOKEN.test(name)) return this.native().has(name);
    return this.get(name) !== null;
  }

  /** The entries, through the real Headers. */
  [Symbol.iterator](): Iterator<[string, string]> {
    return (this.native() as unknown as Iterable<[string, string]>)[Symbol.iterator]();
  }
}

const delegated = Object.getOwnPropertyNames(NativeHeaders.prototype).filter(
  (name) => name !== "constructor" && !Object.hasOwn(RawHeaders.prototype, name),
);
for (const name of delegated) {
  const descriptor = Object.getOwnPropertyDescriptor(NativeHeaders.prototype, name)!;
  if (typeof descriptor.value !== "function") continue;
  const method = descriptor.value as (...args: unknown[]) => unknown;
  Object.defineProperty(RawHeaders.prototype, name, {
    value(this: RawHeaders, ...args: unknown[]) {
      return method.apply(this.native(), args);
    },
  });
}
Object.setPrototypeOf(RawHeaders.prototype, NativeHeaders.prototype);
