/**
 * Calls to tools with a Standard Schema: an empty issue list passes, the issue count and odd paths in the error text,
 * and the taskSupport, gather and run such a tool declares.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { request } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

type Issue = { message: string; path?: unknown[] };
const listed = { type: "object", properties: { n: { type: "number" } } };
const echo = (args: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(args) }] });

/** A Standard Schema whose validate answers `answer(value)`. */
function schema(answer: (value: unknown) => { issues?: Issue[]; value?: unknown }): any {
  return { "~standard": { version: 1, vendor: "hand", validate: answer } };
}
const issues = (count: number) => Array.from({ length: count }, (_, i) => ({ message: `bad ${i}`, path: [`k${i}`] }));

const tools: HostTool[] = [
  {
    name: "empty-issues",
    taskSupport: "forbidden",
    inputSchema: schema((value) => ({ issues: [], value: { ...(value as object), checked: true } })),
    inputJsonSchema: listed,
    run: echo,
  },
  { name: "hundred", inputSchema: schema(() => ({ issues: issues(100) })), inputJsonSchema: listed, run: echo },
  {
    name: "null-path",
    inputSchema: schema(() => ({ issues: [{ message: "odd", path: ["a", null, 0, { key: "b" }] }] })),
    inputJsonSchema: listed,
    run: echo,
  },
  {
    name: "gathers",
    taskSupport: "forbidden",
    inputSchema: schema((value) => ({ value })),
    inputJsonSchema: listed,
    gather: (args) => ({ arguments: { n: (args as { n: number }).n + 1 } }),
    run: echo,
  } as HostTool,
];

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools });
});
afterAll(() => h.close());

const call = async (name: string) =>
  (await request(h.url, "tools/call", { name, arguments: { n: 1 } })).body.result as Record<string, unknown>;
const toolError = (text: string) => ({ resultType: "complete", isError: true, content: [{ type: "text", text }] });

describe("a call to a tool with a Standard Schema", () => {
  it("passes arguments whose validate answers an empty issue list, runs inline when tasks are forbidden", async () => {
    expect(await call("empty-issues")).toEqual({
      resultType: "complete",
      content: [{ type: "text", text: '{"n":1,"checked":true}' }],
    });
  });

  it("names exactly 100 issues without a count of more", async () => {
    const named = issues(100)
      .map((i) => `${i.path[0]}: ${i.message}`)
      .join(", ");
    expect(await call("hundred")).toEqual(
      toolError(`Input validation error: Invalid arguments for tool hundred: ${named}`),
    );
  });

  it("names a null path segment as null", async () => {
    expect(await call("null-path")).toEqual(
      toolError("Input validation error: Invalid arguments for tool null-path: a.null.0.b: odd"),
    );
  });

  it("gathers before it runs, with the arguments gather gives", async () => {
    expect(await call("gathers")).toEqual({ resultType: "complete", content: [{ type: "text", text: '{"n":2}' }] });
  });
});
