/**
 * How the host recognises a Standard Schema and reads the JSON Schema its library derives: what tools/list shows, and
 * the exact issue createTasksHost gives for a schema it cannot serve.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const run = () => ({ content: [{ type: "text" as const, text: "ran" }] });
const listed = { type: "object", properties: { n: { type: "number" } } };
const pass = (value: unknown) => ({ value });

/** A Standard Schema (version 1 unless props say otherwise) whose library derives `input`'s answer. */
function deriving(input: (options: unknown) => unknown, props: object = {}): any {
  return { "~standard": { version: 1, vendor: "hand", validate: pass, jsonSchema: { input }, ...props } };
}

/** The issue messages createTasksHost gives for one tool. */
function issuesOf(tool: Record<string, unknown>): string[] {
  const made = createTasksHost({ tools: [{ name: "t", run, ...tool } as never] });
  return made.ok ? [] : made.issues.map((i) => `${i.path} ${i.message}`);
}
const notSchema =
  '/tools/0/inputSchema inputSchema must be a JSON Schema object with type "object", or a Standard Schema (zod 4, valibot, ...)';

describe("telling a Standard Schema from a JSON Schema", () => {
  it("refuses a tool without inputSchema, without throwing", () => {
    expect(issuesOf({})).toEqual([notSchema]);
  });

  it("refuses a function that is not a Standard Schema, even one with type object", () => {
    expect(issuesOf({ inputSchema: Object.assign(() => true, { type: "object" }) })).toEqual([notSchema]);
  });

  it.each([
    ["null", null],
    ["version 2", { version: 2, validate: pass }],
    ["no validate", { version: 1 }],
  ])("takes a ~standard with %s for no Standard Schema", (_, props) => {
    expect(issuesOf({ inputSchema: { "~standard": props }, inputJsonSchema: listed })).toEqual([notSchema]);
    expect(issuesOf({ inputSchema: { type: "object", "~standard": props } })).toEqual([]);
  });
});

describe("the JSON Schema a library derives", () => {
  it("refuses a derived schema for anything but an object, naming its type", () => {
    for (const type of ["string", ["object", "null"]])
      expect(issuesOf({ inputSchema: deriving(() => ({ type })) })).toEqual([
        `/tools/0/inputSchema inputSchema must describe an object (its JSON Schema has type ${JSON.stringify(type)})`,
      ]);
  });

  const asked: unknown[] = [];
  const tools = [
    {
      name: "typed",
      inputSchema: deriving((options) => {
        asked.push(options);
        return { type: "object", properties: { a: { type: "string" } }, required: ["a"] };
      }),
      run,
    },
    { name: "untyped", inputSchema: deriving(() => ({ properties: { b: { type: "number" } } })), run },
    { name: "empty", inputSchema: deriving(() => ({})), run },
  ];
  let h: RunningHost;
  beforeAll(async () => {
    h = await startHost({ tools });
  });
  afterAll(() => h.close());

  it("asks the library for draft 2020-12", () => {
    expect(asked).toEqual([{ target: "draft-2020-12" }]);
  });

  it("lists the derived schema, with type object added where it has none", async () => {
    const list = await result(h.url, "tools/list");
    const byName = new Map<string, any>(
      list.tools.map((t: { name: string; inputSchema: unknown }) => [t.name, t.inputSchema]),
    );
    expect(byName.get("typed")).toEqual({ type: "object", properties: { a: { type: "string" } }, required: ["a"] });
    expect(byName.get("untyped")).toEqual({ type: "object", properties: { b: { type: "number" } } });
    expect(byName.get("empty")).toEqual({ type: "object" });
  });
});
