/** Mutations of valid messages: structural edits of the parsed value, and byte-level edits of its text. */
import { KEYS, STRINGS, randomJson, randomString, type Rng } from "./random.js";

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === "object";
}

function shallow(value: Container): Container {
  return Array.isArray(value) ? [...value] : { ...value };
}

/**
 * Applies 1 to 3 structural edits. Each edit walks a random path down from the root, copying the objects on the
 * path (never the original), and changes the object it stops at: far cheaper than copying the whole message.
 */
export function mutateValue(rng: Rng, value: unknown): unknown {
  if (!isContainer(value)) return randomJson(rng);
  let root = shallow(value);
  const edits = 1 + rng.int(3);
  for (let e = 0; e < edits; e++) {
    root = shallow(root);
    let node = root;
    const path: Container[] = [root];
    for (;;) {
      const inner = Object.keys(node).filter((k) => isContainer((node as Record<string, unknown>)[k]));
      if (inner.length === 0 || rng.chance(0.3)) break;
      const k = rng.pick(inner);
      const child = shallow((node as Record<string, unknown>)[k] as Container);
      (node as Record<string, unknown>)[k] = child;
      node = child;
      path.push(node);
    }
    edit(rng, node, path);
  }
  return root;
}

/** Sets an own property, as JSON.parse would, even for a key such as `__proto__`. */
function put(target: Container, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function edit(rng: Rng, target: Container, path: Container[]): void {
  const keys = Object.keys(target);
  const key =
    keys.length > 0 && rng.chance(0.7)
      ? rng.pick(keys)
      : Array.isArray(target)
        ? String(target.length)
        : rng.pick(KEYS);
  const slot = target as Record<string, unknown>;
  const current = Object.hasOwn(slot, key) ? slot[key] : undefined;
  switch (rng.int(7)) {
    case 0:
      delete slot[key];
      break;
    case 1:
      put(target, key, randomJson(rng, 3));
      break;
    case 2:
      put(target, key, rng.pick(STRINGS));
      break;
    case 3:
      put(
        target,
        key,
        typeof current === "number"
          ? -current - 0.5
          : isContainer(current)
            ? Array.isArray(current)
              ? "[]"
              : "{}"
            : String(current),
      );
      break;
    case 4:
      put(target, rng.pick(KEYS), rng.pick(path));
      break; // an ancestor: a shared sub-object, or a cycle
    case 5:
      put(target, key, nest(rng, current));
      break;
    default:
      put(target, randomString(rng, 4), randomJson(rng, 2));
  }
}

function nest(rng: Rng, value: unknown): unknown {
  let out = value;
  const depth = rng.chance(0.1) ? 50 + rng.int(300) : 1 + rng.int(4);
  for (let i = 0; i < depth; i++) out = rng.chance(0.5) ? [out] : { v: out };
  return out;
}

/** Applies 1 to 4 character-level edits to JSON text. */
export function mutateText(rng: Rng, text: string): string {
  let out = text;
  const edits = 1 + rng.int(4);
  for (let e = 0; e < edits; e++) {
    const at = rng.int(out.length + 1);
    switch (rng.int(6)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + 1 + rng.int(8));
        break;
      case 1:
        out =
          out.slice(0, at) +
          rng.pick(['"', "{", "}", "[", "]", ",", ":", "\\", "null", "-", "e9", "\ud800"]) +
          out.slice(at);
        break;
      case 2:
        out = out.slice(0, at);
        break;
      case 3:
        out = out.slice(0, at) + out.slice(rng.int(out.length + 1));
        break;
      case 4:
        out = out.slice(0, at) + "[".repeat(1 + rng.int(200)) + out.slice(at);
        break;
      default:
        out = out.slice(0, at) + String.fromCharCode(rng.int(0x10000)) + out.slice(at + 1);
    }
  }
  return out;
}
