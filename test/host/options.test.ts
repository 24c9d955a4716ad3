import { describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { memoryStore } from "../../src/store/index.js";

const run = () => ({ content: [] });

describe("createTasksHost", () => {
  it("returns the issues of bad options instead of throwing", () => {
    const cases: [unknown, string][] = [
      [undefined, ""],
      [{}, "/tools"],
      [{ tools: [{ name: "", inputSchema: { type: "object" }, run }] }, "/tools/0/name"],
      [
        {
          tools: [
            { name: "a", inputSchema: { type: "object" }, run },
            { name: "a", inputSchema: { type: "object" }, run },
          ],
        },
        "/tools/1/name",
      ],
      [{ tools: [{ name: "a", inputSchema: { type: "string" }, run }] }, "/tools/0/inputSchema"],
      [{ tools: [{ name: "a", inputSchema: { type: "object" } }] }, "/tools/0/run"],
      [
        { tools: [{ name: "a", inputSchema: { type: "object" }, run, taskSupport: "sometimes" }] },
        "/tools/0/taskSupport",
      ],
      [{ tools: [], ttlMs: -1 }, "/ttlMs"],
      [{ tools: [], maxBodyBytes: 0 }, "/maxBodyBytes"],
      [{ tools: [], store: {} }, "/store"],
      [{ tools: [], store: memoryStore(), maxLiveTasksPerOwner: 3 }, "/maxLiveTasksPerOwner"],
      [{ tools: [], inner: "http://elsewhere" }, "/inner"],
      [{ tools: [], serverInfo: { name: 1 } }, "/serverInfo"],
    ];
    for (const [options, path] of cases) {
      const made = createTasksHost(options as never);
      expect(made.ok, JSON.stringify(options)).toBe(false);
      if (!made.ok)
        expect(
          made.issues.map((i) => i.path),
          JSON.stringify(options),
        ).toContain(path);
    }
  });

  it("survives options whose getters throw", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("gotcha");
        },
      },
    );
    const made = createTasksHost(hostile as never);
    expect(made).toEqual({
      ok: false,
      issues: [{ path: "", keyword: "unreadable", message: "the options could not be read" }],
    });
  });

  it("accepts a null ttlMs (unlimited) and an empty tool list", async () => {
    const made = createTasksHost({ tools: [], ttlMs: null });
    expect(made.ok).toBe(true);
    if (made.ok) await made.value.close();
  });
});
