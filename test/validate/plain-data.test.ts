/**
 * The guards and validate() accept plain data only: a class instance, or an object that inherits its fields, is
 * refused even when every field it shows is valid, at the top and at any depth. A guard that let one through would
 * hand the caller an object whose behaviour the sender chose.
 */
import { describe, it, expect } from "vitest";
import * as v from "../../src/validate/index.js";
import { loadFixtures } from "../schema/fixtures.js";

const GUARDS = {
  Task: v.isTask,
  DetailedTask: v.isDetailedTask,
  CreateTaskResult: v.isCreateTaskResult,
  GetTaskResult: v.isGetTaskResult,
  UpdateTaskResult: v.isUpdateTaskResult,
  CancelTaskResult: v.isCancelTaskResult,
  GetTaskRequest: v.isGetTaskRequest,
  UpdateTaskRequest: v.isUpdateTaskRequest,
  CancelTaskRequest: v.isCancelTaskRequest,
  TaskStatusNotification: v.isTaskStatusNotification,
  InputRequest: v.isInputRequest,
  InputResponse: v.isInputResponse,
} as const;

class Message {
  /** A method on the prototype: what a class instance brings that plain data never does. */
  describe(): string {
    return "not plain data";
  }
}

/** A class instance carrying the same own fields. */
const asInstance = (value: object): object => Object.assign(new Message(), value);

/** The same value with the object at `path` (a list of keys) replaced by `replace(it)`. */
function replacedAt(value: unknown, path: readonly string[], replace: (o: object) => object): unknown {
  if (path.length === 0) return replace(value as object);
  const [key, ...rest] = path as [string, ...string[]];
  const copy = Array.isArray(value) ? [...value] : { ...(value as object) };
  (copy as Record<string, unknown>)[key] = replacedAt((value as Record<string, unknown>)[key], rest, replace);
  return copy;
}

/** The path of the first nested plain object (not an array) under a value, or undefined. */
function nestedObjectPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== "object" || child === null) continue;
    if (!Array.isArray(child)) return [...path, key];
    const inside = nestedObjectPath(child, [...path, key]);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

const fixtures = loadFixtures();
const validOf = (name: string): object => {
  const found = fixtures.find((f) => f.definition === name && f.kind === "valid");
  if (found === undefined) throw new Error(`no valid fixture for ${name}`);
  return found.value as object;
};

describe.each(Object.entries(GUARDS))("%s: plain data only", (name, guard) => {
  const value = validOf(name);

  it("is true for the plain value and for a copy without a prototype", () => {
    expect(guard(value)).toBe(true);
    expect(guard(Object.assign(Object.create(null) as object, value))).toBe(true);
  });

  it("is false for a class instance with the same fields, and validate() says why", () => {
    const instance = asInstance(value);
    expect(guard(instance)).toBe(false);
    const result = v.validate(name as v.DefinitionName, instance);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "", keyword: "prototype" });
  });

  it("is false for an object that inherits its fields instead of owning them", () => {
    expect(guard(Object.create(value) as object)).toBe(false);
  });

  it("is false when a nested object is a class instance", () => {
    const path = nestedObjectPath(value);
    if (path === undefined) return;
    const nested = replacedAt(value, path, asInstance);
    expect(guard(nested)).toBe(false);
    expect(v.validate(name as v.DefinitionName, nested).ok).toBe(false);
  });
});

describe("deep values", () => {
  // docs/limits.md: the checks read the objects a definition reads; members the schema leaves free (`_meta`) are
  // handed back as they came, and the guard and validate() give the same verdict on them.
  it("accepts a cycle in a free member, plain or hiding a class instance, and validate agrees", () => {
    const request = validOf("GetTaskRequest") as { params: object };
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    loop.list = [loop, { again: loop }];
    const looped = { ...request, params: { ...request.params, _meta: { loop } } };
    expect(v.isGetTaskRequest(looped)).toBe(true);
    expect(v.validate("GetTaskRequest", looped).ok).toBe(true);
    const tainted: Record<string, unknown> = { name: "tainted" };
    tainted.self = tainted;
    tainted.list = [tainted, { again: tainted }, asInstance({})];
    const free = { ...request, params: { ...request.params, _meta: { tainted } } };
    expect(v.isGetTaskRequest(free)).toBe(v.validate("GetTaskRequest", free).ok);
  });

  it("refuses a class instance where the definition reads, at any depth of a free member's neighbours", () => {
    const request = validOf("GetTaskRequest") as { params: object };
    let deep: object = { leaf: true };
    for (let i = 0; i < 100; i++) deep = { a: deep };
    const plain = { ...request, params: { ...request.params, _meta: { deep } } };
    expect(v.isGetTaskRequest(plain)).toBe(true);
    expect(v.isGetTaskRequest({ ...request, params: asInstance({ ...request.params, _meta: { deep } }) })).toBe(false);
    expect(v.validate("GetTaskRequest", { ...request, params: asInstance({ ...request.params }) }).ok).toBe(false);
    const array = Object.setPrototypeOf([1], Object.create(Array.prototype)) as unknown[];
    const free = { ...request, params: { ...request.params, _meta: { list: array } } };
    expect(v.isGetTaskRequest(free)).toBe(v.validate("GetTaskRequest", free).ok);
  });
});
