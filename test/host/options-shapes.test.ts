/** createTasksHost's option checks at their edges (tool list size, tool shapes, gather, serverInfo, store) and the
 * defaults a client meets: any Origin is allowed, serverInfo is told as given. */
import { afterEach, describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { result } from "../server/client.js";
import { type RunningHost, startHost } from "./harness.js";

const run = () => ({ content: [] });
const tool = (extra: Record<string, unknown> = {}) => ({ name: "t", inputSchema: { type: "object" }, run, ...extra });

function issuesOf(options: unknown) {
  const made = createTasksHost(options as never);
  return made.ok ? "ok" : made.issues;
}

let h: RunningHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("createTasksHost's checks of tools", () => {
  it("refuses more than 10,000 tools with one maxItems issue, and takes 10,000", () => {
    expect(issuesOf({ tools: new Array(10_001).fill(null) })).toEqual([
      { path: "/tools", keyword: "maxItems", message: "at most 10000 tools" },
    ]);
    const many = Array.from({ length: 10_000 }, (_, i) => tool({ name: `t${i}` }));
    const made = createTasksHost({ tools: many } as never);
    expect(made.ok).toBe(true);
    if (made.ok) void made.value.close();
  });

  it("names a tool that is not an object, and goes on to the next one", () => {
    expect(issuesOf({ tools: [null, 3, tool({ run: undefined })] })).toEqual([
      { path: "/tools/0", keyword: "type", message: "a tool must be an object" },
      { path: "/tools/1", keyword: "type", message: "a tool must be an object" },
      { path: "/tools/2/run", keyword: "type", message: "run must be a function" },
    ]);
  });

  it("refuses a gather that is not a function, and takes one that is or none", () => {
    expect(issuesOf({ tools: [tool({ gather: "later" })] })).toEqual([
      { path: "/tools/0/gather", keyword: "type", message: "gather must be a function" },
    ]);
    for (const extra of [{}, { gather: () => ({}) }]) {
      const made = createTasksHost({ tools: [tool(extra)] } as never);
      expect(made.ok, JSON.stringify(Object.keys(extra))).toBe(true);
      if (made.ok) void made.value.close();
    }
  });
});

describe("createTasksHost's other checks", () => {
  it("refuses a serverInfo whose version is not a string", () => {
    expect(issuesOf({ tools: [], serverInfo: { name: "n", version: 2 } })).toEqual([
      { path: "/serverInfo", keyword: "type", message: "serverInfo must be { name: string, version: string }" },
    ]);
  });

  it("refuses a store that is not an object at all", () => {
    for (const store of ["memory", 7, null, true]) {
      const issues = issuesOf({ tools: [], store });
      expect(issues === "ok" ? [] : issues.map((i) => i.path), String(store)).toEqual(["/store"]);
    }
  });

  it("tells clients the serverInfo given, with its extra fields", async () => {
    const serverInfo = { name: "tasks-here", version: "9.8.7", title: "Here" };
    h = await startHost({ serverInfo });
    const discovered = await result(h.url, "server/discover");
    expect(discovered._meta["io.modelcontextprotocol/serverInfo"]).toEqual(serverInfo);
  });

  it("allows any Origin by default", async () => {
    h = await startHost({});
    const discovered = await result(h.url, "server/discover", {}, { headers: { Origin: "http://elsewhere.example" } });
    expect(discovered.supportedVersions).toEqual(["2026-07-28"]);
  });
});
