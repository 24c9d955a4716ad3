/**
 * The capability helpers on the values a peer or a caller can hand them: inherited entries (which declare nothing),
 * entries of the wrong type (replaced, never merged into), and values that throw when read (answered, never thrown).
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";

const TASKS = "io.modelcontextprotocol/tasks";
const CAPS = "io.modelcontextprotocol/clientCapabilities";
const throwing = new Proxy(
  {},
  {
    get: () => {
      throw new Error("trap");
    },
  },
);
const request = (meta: unknown): object => ({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { _meta: meta } });

describe("reading a declaration", () => {
  it("counts only an own entry of the extension, on own extensions", () => {
    expect(codec.declaresTasksIn({ extensions: { [TASKS]: {} } })).toBe(true);
    expect(codec.declaresTasksIn({ extensions: Object.create({ [TASKS]: {} }) })).toBe(false);
    expect(codec.declaresTasksIn({ extensions: { other: {} } })).toBe(false);
    for (const caps of [
      undefined,
      null,
      "x",
      { extensions: null },
      { extensions: "x" },
      throwing,
      { extensions: throwing },
    ])
      expect(codec.declaresTasksIn(caps)).toBe(false);
  });

  it("reads the client capabilities from params._meta only", () => {
    const caps = { extensions: { [TASKS]: {} } };
    expect(codec.clientCapabilitiesOf(request({ [CAPS]: caps }))).toBe(caps);
    for (const value of [
      null,
      "x",
      { params: null },
      { params: { _meta: null } },
      { params: { _meta: "x" } },
      { params: { [CAPS]: caps } },
      { _meta: { [CAPS]: caps } },
      { params: throwing },
      throwing,
    ]) {
      expect(codec.clientCapabilitiesOf(value)).toBeUndefined();
    }
  });

  it("recognises the legacy tasks capability only as an own entry, and never throws", () => {
    expect(codec.hasLegacyTasksCapability(request({ [CAPS]: { tasks: {} } }))).toBe(true);
    expect(codec.hasLegacyTasksCapability(request({ [CAPS]: Object.create({ tasks: {} }) }))).toBe(false);
    expect(codec.hasLegacyTasksCapability(request({ [CAPS]: "tasks" }))).toBe(false);
    expect(codec.hasLegacyTasksCapability(request({ [CAPS]: throwing }))).toBe(false);
    expect(codec.hasLegacyTasksCapability(throwing)).toBe(false);
  });
});

describe("reading a declaration from values that are no JSON object", () => {
  it("counts no declaration on a function, however it is dressed", () => {
    const fn = (fields: object): unknown => Object.assign(() => undefined, fields);
    expect(codec.declaresTasksIn(fn({ extensions: { [TASKS]: {} } }))).toBe(false);
    expect(codec.declaresTasksIn({ extensions: fn({ [TASKS]: {} }) })).toBe(false);
    const caps = { extensions: { [TASKS]: {} } };
    expect(codec.clientCapabilitiesOf(fn({ params: { _meta: { [CAPS]: caps } } }))).toBeUndefined();
    expect(codec.clientCapabilitiesOf({ params: fn({ _meta: { [CAPS]: caps } }) })).toBeUndefined();
    expect(codec.clientCapabilitiesOf({ params: { _meta: fn({ [CAPS]: caps }) } })).toBeUndefined();
  });

  it("answers false, never throws, when the protocol version or the capabilities throw on a later read", () => {
    const meta = {
      [CAPS]: { extensions: { [TASKS]: {} } },
      get "io.modelcontextprotocol/protocolVersion"(): string {
        throw new Error("trap");
      },
    };
    expect(codec.declaresTasks(request(meta))).toBe(false);
    const opaque = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error("trap");
        },
      },
    );
    expect(codec.hasLegacyTasksCapability(request({ [CAPS]: opaque }))).toBe(false);
  });
});

describe("writing a declaration", () => {
  it("replaces server capabilities that are no object, and extensions that are no object", () => {
    const only = { extensions: { [TASKS]: {} } };
    for (const odd of ["tools", 7, null, ["x"]]) {
      expect(codec.withTasksServerCapability(odd as unknown as Record<string, unknown>)).toEqual(only);
    }
    expect(codec.withTasksServerCapability({ tools: {}, extensions: "x" })).toEqual({ tools: {}, ...only });
    expect(codec.withTasksServerCapability({ extensions: { [TASKS]: { old: 1 } } })).toEqual(only);
  });

  it("replaces request _meta entries of the wrong type, keeping the rest, and an existing object entry as it is", () => {
    const declared = (meta: unknown): unknown => codec.withTasksDeclared(meta as Record<string, unknown>);
    expect(declared("x")).toEqual({ [CAPS]: { extensions: { [TASKS]: {} } } });
    expect(declared({ a: 1, [CAPS]: "x" })).toEqual({ a: 1, [CAPS]: { extensions: { [TASKS]: {} } } });
    expect(declared({ [CAPS]: { sampling: {}, extensions: 5 } })).toEqual({
      [CAPS]: { sampling: {}, extensions: { [TASKS]: {} } },
    });
    expect(declared({ [CAPS]: { extensions: { other: { y: 2 }, [TASKS]: true } } })).toEqual({
      [CAPS]: { extensions: { other: { y: 2 }, [TASKS]: {} } },
    });
    const settings = { x: 1 };
    const kept = declared({ [CAPS]: { extensions: { [TASKS]: settings } } }) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(kept[CAPS]?.extensions?.[TASKS]).toBe(settings);
  });
});
