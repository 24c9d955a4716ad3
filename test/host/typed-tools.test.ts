/**
 * Tools that declare their input with a Standard Schema: the handler's arguments are typed and validated before a
 * task exists, invalid ones get exactly the tool error the official SDK answers for the same schema and arguments,
 * and tools/list shows the JSON Schema the library derives. Tested with zod 4 and valibot.
 */
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { createTasksHost, defineTool, type HostTool } from "../../src/host/index.js";
import { memoryStore } from "../../src/store/index.js";
import { pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const greetSchema = z.object({ name: z.string(), times: z.number().int().min(1).default(1) });
const seen: unknown[] = [];

const greet = defineTool({
  name: "greet",
  inputSchema: greetSchema,
  run: (args) => {
    seen.push(args);
    // Typed from the schema: `times` is a number (its default applied), `name` a string.
    const times: number = args.times;
    // @ts-expect-error `nickname` is not in the schema, so it is not on the arguments.
    void args.nickname;
    return { content: [{ type: "text", text: `${args.name.toUpperCase()} x${times}` }] };
  },
});

const shoutSchema = v.object({ words: v.array(v.string()) });
const shout = defineTool({
  name: "shout",
  taskSupport: "forbidden",
  inputSchema: shoutSchema,
  inputJsonSchema: {
    type: "object",
    properties: { words: { type: "array", items: { type: "string" } } },
    required: ["words"],
  },
  run: (args) => ({ content: [{ type: "text", text: args.words.join(" ").toUpperCase() }] }),
});

/** The official SDK serving `greet` with the same zod schema, for the expected answers. */
function officialGreet() {
  return createMcpHandler(() => {
    const server = new McpServer({ name: "sdk", version: "2.4.0" });
    server.registerTool("greet", { inputSchema: greetSchema }, async ({ name }) => ({
      content: [{ type: "text", text: name }],
    }));
    return server;
  });
}

let h: RunningHost;
let sdk: RunningHost;
const store = memoryStore();

beforeAll(async () => {
  h = await startHost({ tools: [greet, shout], store });
  sdk = await startHost({ tools: [], inner: officialGreet().fetch });
});
afterAll(async () => {
  await h.close();
  await sdk.close();
});

describe("a tool with a Standard Schema", () => {
  it("lists the JSON Schema zod derives, and valibot's given one", async () => {
    const listed = await result(h.url, "tools/list");
    const byName = new Map<string, any>(listed.tools.map((t: { name: string }) => [t.name, t]));
    expect(byName.get("greet").inputSchema).toEqual({
      type: "object",
      ...z.toJSONSchema(greetSchema, { io: "input" }),
    });
    expect(byName.get("greet").inputSchema.properties.name).toEqual({ type: "string" });
    expect(byName.get("shout").inputSchema).toEqual(shout.inputJsonSchema);
    // The official SDK lists the same schema for the same zod object.
    const official = await result(sdk.url, "tools/list");
    expect(byName.get("greet").inputSchema).toEqual(official.tools[0].inputSchema);
  });

  it("hands the task its parsed arguments, defaults applied", async () => {
    const created = await result(h.url, "tools/call", { name: "greet", arguments: { name: "ada" } });
    expect(created.resultType).toBe("task");
    const done = await pollUntil(h.url, created.taskId, (t) => t.status === "completed");
    expect(done.result.content[0].text).toBe("ADA x1");
    expect(seen.at(-1)).toEqual({ name: "ada", times: 1 });
  });

  it.each([
    ["a wrong type", { name: 7 }],
    ["a missing key", {}],
    ["two problems", { name: 7, times: 0 }],
    ["no arguments at all", undefined],
  ])("answers %s with the official SDK's tool error, and creates no task", async (_, args) => {
    const params = args === undefined ? { name: "greet" } : { name: "greet", arguments: args };
    const ours = await request(h.url, "tools/call", params);
    const theirs = await request(sdk.url, "tools/call", params);
    expect(theirs.body.result?.isError).toBe(true);
    // The official SDK also names itself in _meta; the answer is otherwise the same.
    const { _meta, ...official } = theirs.body.result ?? {};
    expect(ours.body.result).toEqual(official);
    expect(ours.body.result?.content[0].text).toMatch(/^Input validation error: Invalid arguments for tool greet: /);
    expect(h.host.stats().workers).toBe(0);
  });

  it("creates no task for invalid arguments, where a tool that checks nothing would", async () => {
    const owner = "counting";
    const counted = memoryStore();
    const loose: HostTool = { name: "greet", inputSchema: { type: "object" }, run: () => ({ content: [] }) };
    for (const [tools, tasks] of [
      [[greet], 0],
      [[loose], 1],
    ] as const) {
      const made = createTasksHost({ tools, store: counted, owner: () => owner });
      if (!made.ok) throw new Error("host");
      const body = {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "greet",
          arguments: { name: 7 },
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
          },
        },
      };
      const response = await made.value.fetch(
        new Request("http://localhost/mcp", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json, text/event-stream",
            "MCP-Protocol-Version": "2026-07-28",
            "Mcp-Method": "tools/call",
            "Mcp-Name": "greet",
          },
          body: JSON.stringify(body),
        }),
      );
      const answer = (await response.json()) as { result: { resultType: string; taskId?: string } };
      expect(answer.result.resultType).toBe(tasks === 0 ? "complete" : "task");
      if (answer.result.taskId !== undefined)
        expect((await counted.get(answer.result.taskId, { owner })).ok).toBe(tasks === 1);
      await made.value.close();
    }
  });

  it("checks a valibot schema too, naming the path as the official SDK does", async () => {
    const answer = await request(h.url, "tools/call", { name: "shout", arguments: { words: ["a", 2] } });
    expect(answer.body.result).toEqual({
      resultType: "complete",
      isError: true,
      content: [
        {
          type: "text",
          text: "Input validation error: Invalid arguments for tool shout: words.1: Invalid type: Expected string but received 2",
        },
      ],
    });
    const ok = await result(h.url, "tools/call", { name: "shout", arguments: { words: ["a", "b"] } });
    expect(ok.content[0].text).toBe("A B");
  });

  it("refuses, with an issue, a Standard Schema whose library derives no JSON Schema and no inputJsonSchema", () => {
    const made = createTasksHost({
      tools: [defineTool({ name: "bare", inputSchema: shoutSchema, run: () => ({ content: [] }) })],
    });
    expect(made.ok).toBe(false);
    if (!made.ok)
      expect(made.issues).toEqual([
        {
          path: "/tools/0/inputSchema",
          keyword: "type",
          message:
            "inputSchema's library (valibot) derives no JSON Schema (~standard.jsonSchema): give inputJsonSchema too",
        },
      ]);
    const notObject = createTasksHost({
      tools: [defineTool({ name: "n", inputSchema: z.string(), run: () => ({ content: [] }) })],
    });
    expect(notObject.ok).toBe(false);
  });
});
