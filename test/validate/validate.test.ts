import { describe, it, expect } from "vitest";
import { validate, definitionNames, isDefinitionName, isGetTaskResult } from "../../src/validate/index.js";
import { checkOf } from "../../src/validate/validate.js";
import { explainerOf } from "../../src/validate/explain.js";
import { schema } from "../../generated/schema.js";
import * as checks from "../../generated/checks.js";
import * as validators from "../../generated/validators.js";

const working = {
  resultType: "complete",
  taskId: "t-1",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:40:00Z",
  ttlMs: 60000,
};

describe("validate", () => {
  it("accepts a valid GetTaskResult and returns the same value", () => {
    const result = validate("GetTaskResult", working);
    expect(result).toEqual({ ok: true, value: working });
    expect(isGetTaskResult(working)).toBe(true);
  });

  it("rejects a working task that carries a result, pointing at the result", () => {
    const result = validate("GetTaskResult", { ...working, result: {} });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({
        path: "/result",
        keyword: "forbidden",
        message: 'is not allowed when status is "working"',
      });
  });

  it("points a missing required field at the field itself", () => {
    const { ttlMs: _drop, ...rest } = working;
    const result = validate("GetTaskResult", rest);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toContain("/ttlMs");
  });

  it("refuses, with keyword prototype, an object or array it reads whose fields are not its own, at any depth", () => {
    class Task {
      taskId = "t-1";
    }
    class List extends Array {}
    const notPlain: Array<[string, unknown]> = [
      ["inherits every field", Object.create(working)],
      ["a class instance", Object.assign(new Task(), working)],
      ["an inherited error", { ...working, status: "failed", error: Object.create({ code: 1, message: "x" }) }],
      [
        "an inherited request field",
        { jsonrpc: "2.0", id: 1, method: "tasks/get", params: Object.create({ taskId: "t" }) },
      ],
    ];
    for (const [label, value] of notPlain) {
      const definition = label.includes("request") ? "GetTaskRequest" : "GetTaskResult";
      const result = validate(definition, value);
      expect(result, label).toMatchObject({ ok: false, issues: [{ keyword: "prototype" }] });
      expect(checkOf(definition)!(value), label).toBe(false);
    }
    const listed = {
      resultType: "complete",
      content: List.from([{ type: "text", text: "x" }]),
    };
    expect(validate("CallToolResult", listed)).toMatchObject({ ok: false, issues: [{ keyword: "prototype" }] });
    expect(validate("CallToolResult", { ...listed, content: [{ type: "text", text: "x" }] }).ok).toBe(true);
  });

  it("hands back, unread, objects in members the schema leaves free, and accepts null-prototype objects", () => {
    const free = { ...working, _meta: { note: new Map([["a", 1]]) }, extra: new Date(0) };
    expect(validate("GetTaskResult", free)).toEqual({ ok: true, value: free });
    expect(isGetTaskResult(free)).toBe(true);
    const bare = Object.assign(Object.create(null) as object, working);
    expect(validate("GetTaskResult", bare).ok).toBe(true);
  });

  it("reports an unknown definition name as an issue", () => {
    const result = validate("NoSuchThing", {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.keyword).toBe("definition");
  });

  it("finds no definition under names inherited from Object.prototype, nor for a name that is not a string", () => {
    for (const name of ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"]) {
      expect(isDefinitionName(name)).toBe(false);
      const result = validate(name, {});
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues[0]?.keyword).toBe("definition");
    }
    const odd = validate(42 as unknown as string, {});
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.issues[0]?.message).toBe("no definition is named a number");
    for (const name of definitionNames) expect(isDefinitionName(name)).toBe(true);
  });

  it("knows every definition of the schema, in sorted order, each with its own check and explaining validator", () => {
    expect(definitionNames).toContain("DetailedTask");
    expect(definitionNames).toContain("MissingRequiredClientCapabilityError");
    expect(definitionNames).toEqual(Object.keys(schema.$defs).sort());
    for (const name of definitionNames) {
      expect(checkOf(name), name).toBe((checks as Record<string, unknown>)[name]);
      expect(explainerOf(name), name).toBe((validators as Record<string, unknown>)[name]);
    }
  });
});
