/**
 * The details of the Standard Schema adapters a consumer relies on: issue paths as segments that name the same place
 * the JSON Pointer does, the exact set of definitions a JSON Schema carries, the draft-07 spelling, the errors for
 * names and targets that are not allowed, and validators that stay one per definition.
 */
import { describe, it, expect } from "vitest";
import type { StandardJSONSchemaV1 } from "@standard-schema/spec";
import { jsonSchemaFor, schema, schemas, standardSchema } from "../../src/validate/index.js";
import type { DefinitionName } from "../../src/validate/index.js";

const base = {
  resultType: "complete",
  taskId: "t",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:30:00Z",
  ttlMs: 1,
};
const defs = schema.$defs as unknown as Record<string, { description?: unknown }>;

describe("Standard Schema issue paths", () => {
  it("keep object keys as strings, even when they read as numbers, and decode ~0 and ~1", () => {
    const result = schemas.GetTaskResult["~standard"].validate({
      ...base,
      status: "input_required",
      inputRequests: {
        "0": {
          method: "elicitation/create",
          params: { message: 1, requestedSchema: { type: "object", properties: {} } },
        },
        "a~b/c": { method: 5 },
      },
    });
    if (result instanceof Promise || !result.issues) return expect.fail("expected issues");
    expect(result.issues.map((i) => i.path)).toEqual([
      ["inputRequests", "0", "params", "message"],
      ["inputRequests", "0", "params", "mode"],
      ["inputRequests", "0", "params", "url"],
      ["inputRequests", "a~b/c", "method"],
    ]);
  });

  it("turn the index of a list item into a number, at any depth", () => {
    const result = schemas.CreateMessageRequest["~standard"].validate({
      method: "sampling/createMessage",
      params: { maxTokens: 1, messages: [{ role: "user", content: { type: "text", text: "a" } }, { role: "x" }] },
    });
    if (result instanceof Promise || !result.issues) return expect.fail("expected issues");
    expect(result.issues.map((i) => i.path)).toContainEqual(["params", "messages", 1, "role"]);
    for (const issue of result.issues) expect(issue.path?.[2]).toBe(1);
  });

  it("number a list index below an inherited field as the issue's own pointer reads it", () => {
    // validate() reports the reference's issues where the value also fails the schema, inherited fields included.
    const params = { maxTokens: 1, messages: [{ role: "x", content: { type: "text", text: "a" } }] };
    const request = Object.assign(Object.create({ params }) as object, { method: "sampling/createMessage" });
    const result = schemas.CreateMessageRequest["~standard"].validate(request);
    if (result instanceof Promise || !result.issues) return expect.fail("expected issues");
    expect(result.issues.map((i) => i.path)).toContainEqual(["params", "messages", 0, "role"]);
  });

  it("gives a path, never an exception, when a field throws only once the issue is worded", () => {
    // A getter that answers the validators and throws on the next read: the one made to build the issue's path.
    const messages = [{ role: "x", content: { type: "text", text: "a" } }];
    const requestWith = (throwAfter: number) => {
      let reads = 0;
      const params = {
        maxTokens: 1,
        get messages() {
          reads += 1;
          if (reads > throwAfter) throw new Error("read too often");
          return messages;
        },
      };
      return { request: { method: "sampling/createMessage", params }, reads: () => reads };
    };
    const counted = requestWith(Number.POSITIVE_INFINITY);
    schemas.CreateMessageRequest["~standard"].validate(counted.request);
    const byValidators = counted.reads() - 1; // the last read is the path's
    const hostile = requestWith(byValidators);
    const result = schemas.CreateMessageRequest["~standard"].validate(hostile.request);
    expect(hostile.reads()).toBe(byValidators + 1);
    if (result instanceof Promise || !result.issues) return expect.fail("expected issues");
    expect(result.issues.map((i) => i.path)).toContainEqual(["params", "messages", "0", "role"]);
  });
});

describe("Standard JSON Schema contents", () => {
  it("carry exactly the definitions a definition reaches, through lists of subschemas too", () => {
    expect(Object.keys(jsonSchemaFor("GetTaskRequest").$defs as object)).toEqual([
      "ClientCapabilities",
      "ExtensionsCapability",
      "GetTaskRequest",
      "Implementation",
      "JSONObject",
      "RequestId",
      "RequestMeta",
      "TaskId",
      "TaskRequestParams",
      "TasksExtensionCapability",
    ]);
    // DetailedTask is a oneOf: the variants are reached only through that list.
    const detailed = Object.keys(jsonSchemaFor("DetailedTask").$defs as object);
    for (const name of ["WorkingTask", "InputRequiredTask", "CompletedTask", "FailedTask", "CancelledTask"])
      expect(detailed).toContain(name);
    expect(detailed).not.toContain("GetTaskRequest");
  });

  it("copy the definition's description into the header, for both drafts", () => {
    for (const target of ["draft-2020-12", "draft-07"] as const) {
      const out = schemas.Task["~standard"].jsonSchema.input({ target });
      expect(out.title).toBe("Task");
      expect(out.description).toBe(defs.Task?.description);
      expect(typeof out.description).toBe("string");
    }
  });

  it("spell dependentSchemas as dependencies in draft-07, and move a $ref's neighbours beside an allOf", () => {
    const task = (jsonSchemaFor("Task", "draft-07").definitions as Record<string, Record<string, unknown>>).Task!;
    expect(task).not.toHaveProperty("dependentSchemas");
    expect(task.dependencies).toMatchObject({
      result: { properties: { status: { const: "completed" }, result: { $ref: "#/definitions/JSONObject" } } },
      error: { properties: { status: { const: "failed" } } },
    });
    expect((task.properties as Record<string, unknown>).createdAt).toEqual({
      description: "ISO 8601 timestamp when the task was created.",
      allOf: [{ $ref: "#/definitions/Timestamp" }],
    });
    // 2020-12 keeps both as written.
    const task2020 = (jsonSchemaFor("Task").$defs as Record<string, Record<string, unknown>>).Task!;
    expect(task2020).toHaveProperty("dependentSchemas");
    expect((task2020.properties as Record<string, unknown>).createdAt).toEqual({
      description: "ISO 8601 timestamp when the task was created.",
      $ref: "#/$defs/Timestamp",
    });
  });

  it("are the same from the input and the output converter, and default to draft 2020-12", () => {
    const converter = schemas.Task["~standard"].jsonSchema;
    expect(converter.output({ target: "draft-07" })).toEqual(converter.input({ target: "draft-07" }));
    expect(converter.output({ target: "draft-2020-12" })).toEqual(jsonSchemaFor("Task"));
    // A consumer that passes no options gets the default target rather than an exception.
    const noOptions = undefined as unknown as StandardJSONSchemaV1.Options;
    expect(converter.input(noOptions)).toEqual(jsonSchemaFor("Task"));
    expect(converter.output(noOptions)).toEqual(jsonSchemaFor("Task"));
  });
});

describe("Standard JSON Schema refusals", () => {
  it("say what a definition name that is not a string is, and cut a long unknown name at 100 characters", () => {
    const nameError = (name: unknown) => () => jsonSchemaFor(name as DefinitionName);
    expect(nameError(5)).toThrow(new TypeError("a definition name must be a string, not number"));
    expect(nameError(null)).toThrow(new TypeError("a definition name must be a string, not null"));
    expect(nameError("Nope")).toThrow(new TypeError('no definition is named "Nope"'));
    expect(nameError("x".repeat(100))).toThrow(new TypeError(`no definition is named "${"x".repeat(100)}"`));
    expect(nameError("x".repeat(150))).toThrow(new TypeError(`no definition is named "${"x".repeat(100)}…"`));
  });

  it("say what a target is, and cut a long one at 100 characters", () => {
    const targetError = (target: unknown) => () => jsonSchemaFor("Task", target as StandardJSONSchemaV1.Target);
    const tail = '; use "draft-2020-12" or "draft-07"';
    expect(targetError(5)).toThrow(
      new TypeError(`mcp-tasks cannot produce JSON Schema for the target of type number${tail}`),
    );
    expect(targetError("y".repeat(100))).toThrow(
      new TypeError(`mcp-tasks cannot produce JSON Schema for the target "${"y".repeat(100)}"${tail}`),
    );
    expect(targetError("y".repeat(101))).toThrow(
      new TypeError(`mcp-tasks cannot produce JSON Schema for the target "${"y".repeat(100)}…"${tail}`),
    );
  });
});

describe("standardSchema", () => {
  it("hands out one validator per definition, and a new one each time for a name that is none", () => {
    expect(standardSchema("Task")).toBe(standardSchema("Task"));
    const unknown = () => standardSchema("Nope" as DefinitionName);
    expect(unknown()).not.toBe(unknown());
    const result = unknown()["~standard"].validate({});
    expect(result).toEqual({ issues: [{ message: 'no definition is named "Nope"', path: [] }] });
    // Its JSON Schema converters refuse the name as jsonSchemaFor does, with the same TypeError.
    const converter = unknown()["~standard"].jsonSchema;
    const refusal = new TypeError('no definition is named "Nope"');
    expect(() => converter.input({ target: "draft-2020-12" })).toThrow(refusal);
    expect(() => converter.output({ target: "draft-07" })).toThrow(refusal);
  });
});
