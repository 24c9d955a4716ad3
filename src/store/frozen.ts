/**
 * Deep-frozen copies for the memory store. A stored state is frozen once, when it is written, and then handed out
 * as it is: no caller can change it, so reads need no copy. Parts of a new state that came from the previous one are
 * already frozen and kept; only what the event brought in is copied, so an apply costs about the size of its event.
 */

/**
 * The objects a store has frozen itself; anything else may still be reachable, and changeable, by a caller.
 *
 * @internal
 */
export type FrozenSet = WeakSet<object>;

/**
 * Copies `value`, reusing what `frozen` holds, and freezes the copy. Only JSON data is copied: anything else (a
 * function, a class instance, undefined, NaN) throws, and the store answers `invalid` rather than hold what a
 * database could not. A value reached twice is copied once and shared, as the source shared it.
 *
 * @internal
 */
export function freezeCopy<T>(value: T, frozen: FrozenSet): T {
  if (typeof value !== "object" || value === null || frozen.has(value)) return value;
  if (!Array.isArray(value) && !isPlain(value)) throw new TypeError("not JSON data");
  const flat = flatCopy(value, frozen);
  if (flat !== undefined) return flat as T;
  const root = shell(value);
  // Each frame fills one copied container from its source; iterative, so a deep value cannot overflow the stack.
  const stack: Array<{ source: object; target: Record<string, unknown> | unknown[] }> = [
    { source: value, target: root },
  ];
  const copies = new Map<object, object>([[value, root]]);
  const order: object[] = [];
  while (stack.length > 0) {
    const { source, target } = stack.pop()!;
    order.push(target);
    const keys = Object.keys(source);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      let child = (source as Record<string, unknown>)[key];
      if (typeof child === "object" && child !== null && !frozen.has(child)) {
        const known = copies.get(child);
        if (known !== undefined) child = known;
        else {
          if (!Array.isArray(child) && !isPlain(child)) throw new TypeError("not JSON data");
          const copy = shell(child);
          copies.set(child, copy);
          stack.push({ source: child, target: copy });
          child = copy;
        }
      } else if (!isJsonPrimitive(child)) throw new TypeError("not JSON data");
      if (key === "__proto__")
        Object.defineProperty(target, key, { value: child, enumerable: true, writable: true, configurable: true });
      else (target as Record<string, unknown>)[key] = child;
    }
  }
  for (const target of order) {
    Object.freeze(target);
    frozen.add(target);
  }
  return root as T;
}

/**
 * The usual new state (a fresh object whose fields are JSON primitives or parts the store froze before) copied and
 * frozen at once; undefined when some field needs the general walk.
 */
function flatCopy(value: object, frozen: FrozenSet): object | undefined {
  if (Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const child = (value as Record<string, unknown>)[key];
    if (key === "__proto__" || (typeof child === "object" && child !== null && !frozen.has(child))) return undefined;
    if (!isJsonPrimitive(child)) throw new TypeError("not JSON data");
    copy[key] = child;
  }
  Object.freeze(copy);
  frozen.add(copy);
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
