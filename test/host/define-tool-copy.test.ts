/**
 * What defineTool hands the host: the tool's own fields and no others, `run` and `gather` still called on the tool
 * they came from (so `this` works), and fields that are no functions left for createTasksHost to refuse.
 */
import { describe, expect, it } from "vitest";
import { createTasksHost, defineTool, type HostTool } from "../../src/host/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** A tool whose methods read the object they are called on. */
class Greeter {
  readonly name = "greeter";
  readonly taskSupport = "forbidden" as const;
  readonly inputSchema = { type: "object" as const };
  readonly greeting = "hello";
  readonly extra = 2;

  gather(args: Record<string, unknown>) {
    return { arguments: { ...args, times: this.extra } };
  }

  run(args: Record<string, unknown>) {
    return text(`${this.greeting} x${String(args.times)}`);
  }
}

describe("defineTool", () => {
  it("keeps only the fields the tool has, and no others", () => {
    const run = () => text("ok");
    const defined = defineTool({ name: "n", inputSchema: { type: "object" }, run });
    expect(Object.keys(defined)).toEqual(["name", "inputSchema", "run"]);
    expect(Object.keys(defineTool(new Greeter() as HostTool))).toEqual([
      "name",
      "inputSchema",
      "taskSupport",
      "gather",
      "run",
    ]);
  });

  it("calls run and gather on the tool itself, so that they may use `this`", async () => {
    const { host } = makeHost({ tools: [defineTool(new Greeter() as HostTool)] });
    const { status, body } = await read(await host.fetch(rpc("tools/call", { name: "greeter", arguments: {} })));
    expect(status).toBe(200);
    expect(body.result).toEqual({ ...text("hello x2"), resultType: "complete" });
  });

  it("passes run's and gather's arguments and answers through unchanged", async () => {
    const seen: unknown[][] = [];
    const tool = defineTool({
      name: "echo",
      taskSupport: "forbidden",
      inputSchema: { type: "object" },
      gather: (args) => (seen.push(["gather", args]), { arguments: { ...(args as object), gathered: true } }),
      run: (args) => (seen.push(["run", args]), text(JSON.stringify(args))),
    });
    const { host } = makeHost({ tools: [tool] });
    const { body } = await read(await host.fetch(rpc("tools/call", { name: "echo", arguments: { a: 1 } })));
    expect(body.result).toEqual({ ...text('{"a":1,"gathered":true}'), resultType: "complete" });
    expect(seen).toEqual([
      ["gather", { a: 1 }],
      ["run", { a: 1, gathered: true }],
    ]);
  });

  it.each([
    ["run", { run: "not a function" }, "run must be a function"],
    ["run", {}, "run must be a function"],
    ["gather", { gather: 5, run: () => text("ok") }, "gather must be a function"],
  ])("leaves a %s that is no function for the host to refuse", (field, fields, message) => {
    const made = createTasksHost({
      tools: [defineTool({ name: "n", inputSchema: { type: "object" }, ...fields } as never)],
    });
    expect(made.ok).toBe(false);
    expect(!made.ok && made.issues).toEqual([{ path: `/tools/0/${field}`, keyword: "type", message }]);
  });
});
