/**
 * The plain-data walk behind validate() and the guards looks at every object, not just the first: a class instance
 * where the definition reads is refused even when plain objects, or a free member too deep for the quick walk, come
 * before it. A walk that stopped at the first plain object would accept an object whose behaviour the sender chose.
 */
import { describe, it, expect } from "vitest";
import * as v from "../../src/validate/index.js";
import { loadFixtures } from "../schema/fixtures.js";

class Message {
  describe(): string {
    return "not plain data";
  }
}
const asInstance = (value: object): object => Object.assign(new Message(), value);

const fixtures = loadFixtures();
const validOf = (name: string): Record<string, unknown> => {
  const found = fixtures.find((f) => f.definition === name && f.kind === "valid");
  if (found === undefined) throw new Error(`no valid fixture for ${name}`);
  return found.value as Record<string, unknown>;
};

/** A plain chain of objects `levels` deep: deeper than the walk without allocation goes. */
function chain(levels: number): object {
  let deep: object = { leaf: true };
  for (let i = 0; i < levels; i++) deep = { a: deep };
  return deep;
}

describe("plain data, whatever comes first", () => {
  const request = validOf("GetTaskRequest") as { params: Record<string, unknown> };

  it("refuses a class instance read by the definition after a plain object", () => {
    const value = { ...request, params: asInstance({ _meta: { note: {} }, ...request.params }) };
    const ordered = { extra: { plain: true }, ...value };
    for (const candidate of [value, ordered]) {
      expect(v.isGetTaskRequest(candidate)).toBe(false);
      expect(v.validate("GetTaskRequest", candidate).ok).toBe(false);
    }
    expect(v.isGetTaskRequest({ extra: { plain: true }, ...request })).toBe(true);
  });

  it("refuses a class instance read by the definition after a free member too deep for the quick walk", () => {
    const value = { extra: chain(100), ...request, params: asInstance({ ...request.params }) };
    expect(v.isGetTaskRequest(value)).toBe(false);
    expect(v.validate("GetTaskRequest", value).ok).toBe(false);
    expect(v.isGetTaskRequest({ extra: chain(100), ...request })).toBe(true);
  });

  it("refuses a class instance in a list the definition reads, after a plain item", () => {
    const response = { roots: [] as object[] };
    const first = { uri: "file:///work", name: "work" };
    const value = { ...response, roots: [{ ...first }, asInstance({ ...first })] };
    expect(v.isInputResponse(value)).toBe(false);
    expect(v.validate("InputResponse", value).ok).toBe(false);
    expect(v.isInputResponse({ ...response, roots: [{ ...first }, { ...first }] })).toBe(true);
  });

  it("refuses an Array subclass the definition reads, after a free member too deep for the quick walk", () => {
    class Listed<T> extends Array<T> {}
    const first = { uri: "file:///work", name: "work" };
    const value = { extra: chain(100), roots: Listed.from([{ ...first }]) };
    expect(v.isInputResponse(value)).toBe(false);
    expect(v.validate("InputResponse", value).ok).toBe(false);
    expect(v.isInputResponse({ extra: chain(100), roots: [{ ...first }] })).toBe(true);
  });
});
