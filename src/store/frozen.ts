/**
 * Deep-frozen copies for the memory store. A stored state is frozen once, when it is written, and then handed out
 * as it is: no caller can change it, so reads need no copy. Parts of a new state that came from the previous one are
 * already frozen and kept; only what the event brought in is copied, so an apply costs about the size of its event.
 */

/** The objects a store has frozen itself; anything else may still be reachable, and changeable, by a caller. */
export type FrozenSet = WeakSet<object>;

/** Copies `value` (JSON data: plain objects, arrays and primitives), reusing what `frozen` holds, and freezes the copy. */
export function freezeCopy<T>(value: T, frozen: FrozenSet): T {
  if (typeof value !== "object" || value === null || frozen.has(value)) return value;
  const root = shell(value);
  // Each frame fills one copied container from its source; iterative, so a deep value cannot overflow the stack.
  const stack: Array<{ source: object; target: Record<string, unknown> | unknown[] }> = [{ source: value, target: root }];
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
          const copy = shell(child);
          copies.set(child, copy);
          stack.push({ source: child, target: copy });
          child = copy;
        }
      }
      if (key === "__proto__") Object.defineProperty(target, key, { value: child, enumerable: true, writable: true, configurable: true });
      else (target as Record<string, unknown>)[key] = child;
    }
  }
  for (const target of order) {
    Object.freeze(target);
    frozen.add(target);
  }
  return root as T;
}

function shell(value: object): Record<string, unknown> | unknown[] {
  return Array.isArray(value) ? [] : {};
}
