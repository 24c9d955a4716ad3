/**
 * The `data` of a JSON-RPC error a tool throws is kept while it serialises to at most 16 KiB (16,384 UTF-16 units)
 * and left out beyond that, inline and on a failed task alike; data that is no JSON is left out too.
 */
import { describe, expect, it } from "vitest";
import { jsonRpcError, type HostTool } from "../../src/host/index.js";
import { isTerminal } from "../server/client.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** A string whose JSON text (with its two quotes) is `length` units long. */
const dataOf = (length: number) => "x".repeat(length - 2);

const thrower = (taskSupport: HostTool["taskSupport"]): HostTool => ({
  name: `thrower_${taskSupport}`,
  taskSupport,
  inputSchema: { type: "object" },
  run: (args) => {
    const data = args.length === "function" ? () => 1 : dataOf(Number(args.length));
    throw jsonRpcError(-32050, "refused", data);
  },
});

async function inlineError(length: number | string): Promise<unknown> {
  const { host } = makeHost({ tools: [thrower("forbidden")] });
  const call = rpc("tools/call", { name: "thrower_forbidden", arguments: { length } });
  return (await read(await host.fetch(call))).body.error;
}

describe("the data of a thrown JSON-RPC error", () => {
  it("is kept when it serialises to exactly 16,384 units", async () => {
    expect(await inlineError(16 * 1024)).toEqual({ code: -32050, message: "refused", data: dataOf(16 * 1024) });
  });

  it("is left out when it serialises one unit longer", async () => {
    expect(await inlineError(16 * 1024 + 1)).toEqual({ code: -32050, message: "refused" });
  });

  it("is left out when it is no JSON", async () => {
    expect(await inlineError("function")).toEqual({ code: -32050, message: "refused" });
  });

  it("is cut the same way on a task the error fails", async () => {
    const { host } = makeHost({ tools: [thrower("required")] });
    const ended = async (length: number): Promise<Record<string, any>> => {
      const call = rpc("tools/call", { name: "thrower_required", arguments: { length } });
      const { taskId } = (await read(await host.fetch(call))).body.result;
      for (;;) {
        const task = (await read(await host.fetch(rpc("tasks/get", { taskId })))).body.result;
        if (isTerminal(task)) return task;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    expect((await ended(16 * 1024)).error).toEqual({ code: -32050, message: "refused", data: dataOf(16 * 1024) });
    expect((await ended(16 * 1024 + 1)).error).toEqual({ code: -32050, message: "refused" });
  });
});
