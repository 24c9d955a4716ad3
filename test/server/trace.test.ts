import { describe, it, expect } from "vitest";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../../examples/server/app.js";
import { result } from "./client.js";

describe("trace capture", () => {
  it("appends every exchanged message as a JSON line the lint command reads", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-tasks-trace-"));
    const tracePath = join(dir, "trace.jsonl");
    try {
      const server = await startServer({ port: 0, timeScale: 0.01, tracePath });
      await result(server.url, "server/discover");
      const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 0 } });
      await result(server.url, "tasks/get", { taskId: created.taskId });
      await server.close();

      const lines = (await readFile(tracePath, "utf8"))
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.dir)).toEqual(["c2s", "s2c", "c2s", "s2c", "c2s", "s2c"]);
      expect(lines.map((line) => line.message.method ?? null)).toEqual([
        "server/discover",
        null,
        "tools/call",
        null,
        "tasks/get",
        null,
      ]);
      for (const line of lines) expect(Number.isNaN(Date.parse(line.at))).toBe(false);
      expect(lines[4].headers).toEqual({
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tasks/get",
        "Mcp-Name": created.taskId,
      });
      expect(lines[3].message.result.taskId).toBe(created.taskId);
      expect(lines[5].message.id).toBe(lines[4].message.id);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
