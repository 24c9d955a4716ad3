/**
 * Hand-made Standard Schemas at the edges: function schemas, libraries that derive a bad JSON Schema or none, a
 * validate that throws or names many issues, and the fields a served tool keeps; defineTool on an unreadable tool.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTasksHost, defineTool, type HostTool } from "../../src/host/index.js";
import { request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

type Issue = { message: string; path?: (string | { key: string })[] };
const run = () => ({ content: [{ type: "text" as const, text: "ran" }] });
const listed = { type: "object", properties: { n: { type: "number" } } };

/** A Standard Schema whose validate answers `issues` (none: the value as is), with the given extra props. */
function schema(validate: (value: unknown) => { issues?: Issue[]; value?: unknown }, props: object = {}): any {
  return { "~standard": { version: 1, vendor: "hand", validate, ...props } };
}
const derives = (input: () => unknown) => ({ jsonSchema: { input } });

/** The issue messages createTasksHost gives for one tool. */
function issuesOf(tool: Record<string, unknown>): string[] {
  const made = createTasksHost({ tools: [{ name: "t", run, ...tool } as never] });
  return made.ok ? [] : made.issues.map((i) => `${i.path} ${i.message}`);
}

describe("reading a tool's input schema", () => {
  it("takes a Standard Schema that is a function, as ArkType's are", () => {
    const fn = Object.assign(
      () => true,
      schema((value) => ({ value })),
    );
    expect(issuesOf({ inputSchema: fn, inputJsonSchema: listed })).toEqual([]);
  });

  it.each([null, "object", 7])("refuses %j as inputSchema, without throwing", (inputSchema) => {
    expect(issuesOf({ inputSchema })).toEqual([
      '/tools/0/inputSchema inputSchema must be a JSON Schema object with type "object", or a Standard Schema (zod 4, valibot, ...)',
    ]);
  });

  it("names each way a library's JSON Schema fails", () => {
    const pass = (value: unknown) => ({ value });
    const at = "/tools/0/inputSchema ";
    expect(issuesOf({ inputSchema: schema(pass), inputJsonSchema: { type: "string" } })).toEqual([
      `${at}inputJsonSchema must be a JSON Schema object with type "object"`,
    ]);
    expect(issuesOf({ inputSchema: schema(pass, { vendor: 7 }) })).toEqual([
      `${at}inputSchema's library (its library) derives no JSON Schema (~standard.jsonSchema): give inputJsonSchema too`,
    ]);
    const thrower = derives(() => {
      throw new Error("cannot express a transform");
    });
    expect(issuesOf({ inputSchema: schema(pass, thrower) })).toEqual([
      `${at}inputSchema could not be turned into a JSON Schema: cannot express a transform`,
    ]);
    for (const bad of [null, "x", [1]])
      expect(
        issuesOf({
          inputSchema: schema(
            pass,
            derives(() => bad),
          ),
        }),
      ).toEqual([`${at}inputSchema's library derived no JSON Schema object`]);
  });
});

describe("checking a call's arguments", () => {
  const many = Array.from({ length: 102 }, (_, i) => ({ message: `bad ${i}`, path: [`k${i}`] }));
  const tools: HostTool[] = [
    {
      name: "throws",
      taskSupport: "forbidden",
      inputSchema: schema(() => {
        throw new Error("validator crashed");
      }),
      inputJsonSchema: listed,
      run,
    },
    { name: "many", inputSchema: schema(() => ({ issues: many })), inputJsonSchema: listed, run },
    {
      name: "pathless",
      inputSchema: schema(() => ({ issues: [{ message: "needs n" }, { message: "n too big", path: [{ key: "n" }] }] })),
      inputJsonSchema: listed,
      run,
    },
    {
      name: "described",
      title: "Described",
      description: "A tool with every listed field",
      outputSchema: { type: "object", properties: { ok: { type: "boolean" } } },
      annotations: { readOnlyHint: true },
      _meta: { "example.com/x": 1 },
      inputSchema: schema((value) => ({ value })),
      inputJsonSchema: listed,
      run,
    },
  ];
  let h: RunningHost;
  beforeAll(async () => {
    h = await startHost({ tools });
  });
  afterAll(() => h.close());

  const errorText = async (name: string) => {
    const answer = await request(h.url, "tools/call", { name, arguments: { n: 1 } });
    expect(answer.body.result?.isError).toBe(true);
    return answer.body.result?.content[0].text as string;
  };

  it("answers a validate that throws with the tool error, and runs nothing", async () => {
    expect(await errorText("throws")).toBe(
      "Input validation error: Invalid arguments for tool throws: validator crashed",
    );
  });

  it("names at most 100 issues, then how many more", async () => {
    const text = await errorText("many");
    expect(text).toMatch(/^Input validation error: Invalid arguments for tool many: k0: bad 0, k1: bad 1, /);
    expect(text.endsWith("k99: bad 99, 2 more")).toBe(true);
  });

  it("names an issue without a path by its message alone", async () => {
    expect(await errorText("pathless")).toBe(
      "Input validation error: Invalid arguments for tool pathless: needs n, n: n too big",
    );
  });

  it("lists the fields a tool with a Standard Schema declares", async () => {
    const list = await result(h.url, "tools/list");
    const tool = list.tools.find((t: { name: string }) => t.name === "described");
    const { run: _run, inputSchema: _schema, inputJsonSchema, ...fields } = tools[3]!;
    expect(tool).toMatchObject({ ...fields, inputSchema: inputJsonSchema });
  });
});

describe("defineTool", () => {
  it("turns a tool it cannot read into an empty one, which the host refuses", () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    expect(defineTool(trap as never)).toEqual({});
    expect(createTasksHost({ tools: [defineTool(trap as never)] }).ok).toBe(false);
  });
});
