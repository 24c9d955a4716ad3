import { describe, it, expect, expectTypeOf } from "vitest";
import fc from "fast-check";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import type * as T from "../../generated/types.js";
import type { DefinitionName } from "../../generated/schema.js";
import {
  definitionNames,
  jsonSchemaFor,
  schemas,
  standardSchema,
  validate,
  type StandardValidator,
} from "../../src/validate/index.js";
import { arbitraries, arbitraryNames } from "../arbitraries/messages.js";

/** A consumer written only against the Standard Schema spec, as a form or RPC library would be. */
function parseWith<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): { ok: true; value: StandardSchemaV1.InferOutput<S> } | { ok: false; issues: readonly StandardSchemaV1.Issue[] } {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new TypeError("expected a synchronous validator");
  return result.issues ? { ok: false, issues: result.issues } : { ok: true, value: result.value };
}

/** A consumer of the Standard JSON Schema spec. */
function toJsonSchema<S extends StandardJSONSchemaV1>(
  schema: S,
  target: StandardJSONSchemaV1.Target,
): Record<string, unknown> {
  return schema["~standard"].jsonSchema.input({ target });
}

const WORKING = {
  resultType: "complete",
  taskId: "t",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:30:00Z",
  ttlMs: 1,
};

describe("Standard Schema v1", () => {
  it("has the spec's types", () => {
    expectTypeOf(schemas.GetTaskResult).toExtend<StandardSchemaV1<T.GetTaskResult>>();
    expectTypeOf(schemas.GetTaskResult).toExtend<StandardJSONSchemaV1<T.GetTaskResult>>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof schemas.CreateTaskResult>>().toEqualTypeOf<T.CreateTaskResult>();
    expectTypeOf<
      StandardSchemaV1.InferInput<typeof schemas.TaskStatusNotification>
    >().toEqualTypeOf<T.TaskStatusNotification>();
    expectTypeOf(standardSchema("DetailedTask")).toEqualTypeOf<StandardValidator<"DetailedTask">>();
    expectTypeOf(parseWith(schemas.Task, {})).toEqualTypeOf<
      { ok: true; value: T.Task } | { ok: false; issues: readonly StandardSchemaV1.Issue[] }
    >();
  });

  it("covers every definition, with vendor mcp-tasks and version 1", () => {
    expect(Object.keys(schemas).sort()).toEqual([...definitionNames].sort());
    for (const name of definitionNames) {
      const props = schemas[name]["~standard"];
      expect(props.vendor).toBe("mcp-tasks");
      expect(props.version).toBe(1);
      expect(typeof props.validate).toBe("function");
    }
    expect(standardSchema("Task")).toBe(schemas.Task);
  });

  it("validates synchronously through a spec-only consumer", () => {
    const parsed = parseWith(schemas.GetTaskResult, WORKING);
    expect(parsed).toEqual({ ok: true, value: WORKING });
  });

  it("reports issues with a message and a path of segments, numbers for array indices", () => {
    const bad = {
      ...WORKING,
      status: "input_required",
      inputRequests: {
        "a/b": {
          method: "elicitation/create",
          params: { message: 1, requestedSchema: { type: "object", properties: {} } },
        },
      },
    };
    const parsed = parseWith(schemas.GetTaskResult, bad);
    if (parsed.ok) expect.fail("expected issues");
    expect(parsed.issues.map((i) => i.path)).toContainEqual(["inputRequests", "a/b", "params", "message"]);
    const call = parseWith(schemas.CallToolResult, {
      resultType: "complete",
      content: [{ type: "text" }, { noType: true }],
    });
    if (call.ok) expect.fail("expected issues");
    expect(call.issues).toContainEqual({ message: "is required", path: ["content", 0, "text"] });
    expect(call.issues).toContainEqual({
      message: "must be a string that names a variant",
      path: ["content", 1, "type"],
    });
    for (const issue of call.issues) expect(typeof issue.message).toBe("string");
  });

  it("never throws, even on values that throw when read", () => {
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("boom");
        },
        has: () => {
          throw new Error("boom");
        },
      },
    );
    expect(parseWith(schemas.Task, trap).ok).toBe(false);
  });
});

describe("Standard JSON Schema v1", () => {
  const ajv2020 = new Ajv2020({ strict: false, allErrors: false });
  const ajv07 = new Ajv({ strict: false, allErrors: false });
  const samples = arbitraryNames.filter((n) => n !== "Timestamp" && n !== "TaskId");

  it("returns a self-contained 2020-12 schema per definition, with only the definitions it reaches", () => {
    const out = toJsonSchema(schemas.GetTaskResult, "draft-2020-12");
    expect(out).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $ref: "#/$defs/GetTaskResult",
      title: "GetTaskResult",
    });
    expect(out).not.toHaveProperty("$id");
    const defs = Object.keys(out.$defs as object);
    expect(defs).toContain("DetailedTask");
    expect(defs).not.toContain("CallToolRequest");
    expect(Object.keys(toJsonSchema(schemas.TaskId, "draft-2020-12").$defs as object)).toEqual(["TaskId"]);
  });

  it("returns a fresh copy each time, so a consumer may change it", () => {
    const a = toJsonSchema(schemas.Task, "draft-2020-12");
    (a.$defs as Record<string, unknown>).Task = "changed";
    expect((toJsonSchema(schemas.Task, "draft-2020-12").$defs as Record<string, unknown>).Task).not.toBe("changed");
  });

  it("rewrites draft-07 with definitions and no keyword beside $ref", () => {
    const out = toJsonSchema(schemas.NonEmptyInputRequests, "draft-07");
    expect(out).toMatchObject({
      $schema: "http://json-schema.org/draft-07/schema#",
      allOf: [{ $ref: "#/definitions/NonEmptyInputRequests" }],
    });
    expect(JSON.stringify(out)).not.toContain("$defs");
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        if ("$ref" in node) expect(Object.keys(node)).toEqual(["$ref"]);
        Object.values(node).forEach(walk);
      }
    };
    walk(out.definitions);
  });

  it("throws for targets it cannot produce, as the spec asks", () => {
    expect(() => toJsonSchema(schemas.Task, "openapi-3.0")).toThrow(/openapi-3.0/);
    expect(() => jsonSchemaFor("Nope" as DefinitionName)).toThrow();
  });

  it("produces schemas that compile in both drafts and agree with validate on valid and broken values", () => {
    for (const name of samples) {
      const compiled = [
        ajv2020.compile(toJsonSchema(schemas[name], "draft-2020-12")),
        ajv07.compile(toJsonSchema(schemas[name], "draft-07")),
      ];
      fc.assert(
        fc.property(
          arbitraries[name] as fc.Arbitrary<unknown>,
          fc.nat(),
          fc.constantFrom(undefined, 42, "x", null, [], {}),
          (value, pick, replacement) => {
            const variants = [value, breakOne(value, pick, replacement)];
            for (const variant of variants) {
              const expected = validate(name, variant).ok;
              for (const check of compiled) expect(check(variant), `${name} ${JSON.stringify(variant)}`).toBe(expected);
            }
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});

/** Replaces (or deletes) one field somewhere in a value, to make a likely-invalid variant. */
function breakOne(value: unknown, pick: number, replacement: unknown): unknown {
  const copy = structuredClone(value) as unknown;
  const objects: Record<string, unknown>[] = [];
  const stack = [copy];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node && typeof node === "object") {
      if (!Array.isArray(node)) objects.push(node as Record<string, unknown>);
      stack.push(...Object.values(node));
    }
  }
  const target = objects[pick % Math.max(objects.length, 1)];
  const keys = target ? Object.keys(target) : [];
  if (!target || keys.length === 0) return replacement;
  const key = keys[pick % keys.length]!;
  if (replacement === undefined) delete target[key];
  else target[key] = replacement;
  return copy;
}
