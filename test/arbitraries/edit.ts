/** Immutable edits of JSON values at a JSON Pointer, and enumeration of a value's nodes. */
import { fromPointer, toPointer } from "../../src/validate/pointer.js";

/** Marks a removal in `edit`. */
export const REMOVE: unique symbol = Symbol("remove");

type Json = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Json {
  return typeof value === "object" && value !== null;
}

/** Returns a copy of `root` with the node at `pointer` replaced (or removed); untouched branches are shared. */
export function edit(root: unknown, pointer: string, replacement: unknown): unknown {
  return editTokens(root, fromPointer(pointer), replacement);
}

function editTokens(node: unknown, tokens: string[], replacement: unknown): unknown {
  if (tokens.length === 0) return replacement;
  if (!isContainer(node)) throw new Error(`cannot descend into a ${typeof node}`);
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(node)) {
    const copy = [...node];
    const index = Number(head);
    const next = editTokens(copy[index], rest, replacement);
    if (next === REMOVE) copy.splice(index, 1);
    else copy[index] = next;
    return copy;
  }
  const present = Object.hasOwn(node, head);
  const next = editTokens(present ? node[head] : undefined, rest, replacement);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(node)) {
    if (key !== head) defineField(copy, key, node[key]);
    else if (next !== REMOVE) defineField(copy, key, next);
  }
  if (!present && next !== REMOVE) defineField(copy, head, next);
  return copy;
}

/** Sets an own data property, even one named `__proto__`. */
function defineField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Reads the node at a pointer, or undefined. */
export function readAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of fromPointer(pointer)) {
    if (!isContainer(node) || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Lists the pointers of every node of a value except the root, depth first. */
export function nodePointers(root: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, tokens: string[]): void => {
    if (!isContainer(node)) return;
    const keys = Array.isArray(node) ? node.map((_, i) => String(i)) : Object.keys(node);
    for (const key of keys) {
      const next = [...tokens, key];
      out.push(toPointer(next));
      walk((node as Record<string, unknown>)[key], next);
    }
  };
  walk(root, []);
  return out;
}
