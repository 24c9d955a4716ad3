/**
 * Deep-frozen copies for the memory store. A stored state is frozen once, when it is written, and then handed out
 * as it is: no caller can change it, so reads need no copy. The parts of a new state that are the very objects the
 * previous state held at the same place are the store's own, already frozen, and kept; only what the event brought
 * in is copied, so an apply costs about the size of its event. The test is identity at the same path, not a registry
 * of every frozen object: such a registry (a WeakSet) costs an insertion per stored object and collector work per entry.
 */

/**
 * The state a new one is made from, frozen by the store, to reuse what the new one keeps of it; undefined for none.
 *
 * @internal
 */
export type Previous = unknown;

/**
 * Copies `value`, reusing what it shares at the same place with `previous` (a state the store froze) and the parts
 * in `owned` (the store's own frozen copies, wherever they sit), and freezes the copy. Only JSON data is copied: anything else (a function, a class instance, undefined, NaN) throws, and the
 * store answers `invalid` rather than hold what a database could not. A value reached twice is copied once and
 * shared, as the source shared it.
 *
 * @internal
 */
export function freezeCopy<T>(value: T, previous?: Previous, owned?: readonly unknown[]): T {
  if (typeof value !== "object" || value === null || value === previous) return value;
  if (!Array.isArray(value) && !isPlain(value)) throw new TypeError("not JSON data");
  const flat = flatCopy(value, previous, owned);
  if (flat !== undefined) return flat as T;
  const root = shell(value);
  // Each frame (three stack slots: source, target, old) fills one copied container from its source, beside what the
  // previous state held at the same place, and freezes it; iterative, so a deep value cannot overflow the stack.
  const stack: unknown[] = [value, root, previous];
  const copies = new Copies(value, root);
  while (stack.length > 0) {
    const old = stack.pop();
    const target = stack.pop() as Record<string, unknown> | unknown[];
    const source = stack.pop() as object;
    const keys = Object.keys(source);
    // A sparse array is no JSON data: its copy would lose the holes (and a trailing one, its length).
    if (Array.isArray(source) && keys.length !== source.length) throw new TypeError("not JSON data");
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      let child = (source as Record<string, unknown>)[key];
      const before = oldChild(old, key);
      if (typeof child === "object" && child !== null && child !== before && owned?.includes(child) !== true) {
        const known = copies.get(child);
        if (known !== undefined) child = known;
        else {
          if (!Array.isArray(child) && !isPlain(child)) throw new TypeError("not JSON data");
          const copy = shell(child);
          copies.set(child, copy);
          stack.push(child, copy, before);
          child = copy;
        }
      } else if (!isJsonPrimitive(child)) throw new TypeError("not JSON data");
      if (key === "__proto__")
        Object.defineProperty(target, key, { value: child, enumerable: true, writable: true, configurable: true });
      else (target as Record<string, unknown>)[key] = child;
    }
    // Its own members are all set: the containers they hold are filled (and frozen) by their own frames.
    Object.freeze(target);
  }
  return root as T;
}

/** Past this many copied containers, the copies are looked up in a Map rather than a short list. */
const LISTED_COPIES = 16;

/**
 * Each source container's copy, so that a container reached twice is copied once: a short list of pairs for the usual
 * small value, a Map once it holds more, so that a value sharing many parts is still copied in linear time.
 */
class Copies {
  #list: object[] | undefined;
  #map: Map<object, object> | undefined;

  constructor(source: object, copy: object) {
    this.#list = [source, copy];
  }

  get(source: object): object | undefined {
    const list = this.#list;
    if (list === undefined) return this.#map!.get(source);
    for (let i = 0; i < list.length; i += 2) if (list[i] === source) return list[i + 1];
    return undefined;
  }

  set(source: object, copy: object): void {
    const list = this.#list;
    if (list === undefined) {
      this.#map!.set(source, copy);
      return;
    }
    list.push(source, copy);
    if (list.length <= 2 * LISTED_COPIES) return;
    const map = new Map<object, object>();
    for (let i = 0; i < list.length; i += 2) map.set(list[i]!, list[i + 1]!);
    this.#map = map;
    this.#list = undefined;
  }
}

/** What the previous state held under `key` of its part `old` (its own property only); undefined for nothing. */
function oldChild(old: unknown, key: string): unknown {
  return typeof old === "object" && old !== null && Object.hasOwn(old, key)
    ? (old as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The usual new state (a fresh object whose fields are JSON primitives or parts kept from the previous state) copied
 * and frozen at once; undefined when some field needs the general walk.
 */
function flatCopy(value: object, previous: Previous, owned: readonly unknown[] | undefined): object | undefined {
  if (Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const child = (value as Record<string, unknown>)[key];
    if (
      key === "__proto__" ||
      (typeof child === "object" &&
        child !== null &&
        child !== oldChild(previous, key) &&
        owned?.includes(child) !== true)
    )
      return undefined;
    if (!isJsonPrimitive(child)) throw new TypeError("not JSON data");
    copy[key] = child;
  }
  Object.freeze(copy);
  return copy;
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isJsonPrimitive(value: unknown): boolean {
  return (
    value === null ||
    typeof value === "string" ||
    typeof value === "boolean" ||
    (typeof value === "number" && Number.isFinite(value)) ||
    (typeof value === "object" && value !== null)
  );
}

function shell(value: object): Record<string, unknown> | unknown[] {
  return Array.isArray(value) ? [] : {};
}
