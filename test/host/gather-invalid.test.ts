/**
 * What a tool's `gather` returns in a known shape but with invalid content: answered as the same value from `run` is,
 * a -32603 naming the tool and the fault, never the generic "invalid answer" of a refused encode.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { request } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const shapes: Record<string, unknown> = {
  contentNotArray: { result: { content: "words" } },
  taskResultType: { result: { content: [], resultType: "task" } },
  throwingGetter: {
    result: {
      get content(): never {
        throw new Error("unreadable");
      },
    },
  },
  badInputRequest: { inputRequests: { who: { method: "nope/unknown", params: {} } } },
  numberInputRequest: { inputRequests: { who: 5 } },
};

const tool: HostTool = {
  name: "gate",
  inputSchema: { type: "object" },
  gather: (args) => shapes[String(args.shape)] as never,
  run: () => ({ content: [] }),
};

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools: [tool], owner: () => "alice" });
});
afterAll(() => h.close());

const call = (shape: string) =>
  request(h.url, "tools/call", { name: "gate", arguments: { shape } }, { caps: { elicitation: {} } });

describe("gather returning invalid content", () => {
  it.each([
    ["a result whose content is not an array", "contentNotArray", /^gate returned an invalid tool result: \/content /],
    ["a result of another resultType", "taskResultType", /^gate returned an invalid tool result: \/resultType /],
    ["a result that throws when read", "throwingGetter", /^gate returned an invalid tool result: .*unreadable/],
  ])("answers %s with -32603 naming the fault", async (_, shape, message) => {
    const answer = await call(shape);
    expect(answer.status).toBe(500);
    expect(answer.body.error?.code).toBe(-32603);
    expect(answer.body.error?.message).toMatch(message);
    expect(h.host.stats().workers).toBe(0);
  });

  it.each([
    ["an input request of an unknown method", "badInputRequest"],
    ["an input request that is a number", "numberInputRequest"],
  ])("answers %s with -32603 naming the input requests", async (_, shape) => {
    const answer = await call(shape);
    expect(answer.status).toBe(500);
    expect(answer.body.error?.code).toBe(-32603);
    expect(answer.body.error?.message).toMatch(/^Internal error: gate's gather returned invalid input requests: /);
    expect(answer.body.error?.message).not.toContain("the server produced an invalid answer");
  });
});
