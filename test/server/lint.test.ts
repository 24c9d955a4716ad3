import { describe, it, expect } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lintTrace } from "../../examples/server/conformance/lint.js";

const cli = join(import.meta.dirname, "../../dist/cli.js");
const meta = { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } };
const get = (id: number, taskId: string) => ({
  jsonrpc: "2.0",
  id,
  method: "tasks/get",
  params: { taskId, _meta: meta },
});

describe("conformance trace lint", () => {
  it("counts a client's deliberate header mismatch apart from errors in what the server sent", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-tasks-lint-"));
    try {
      const trace = join(dir, "trace.jsonl");
      const lines = [
        { dir: "c2s", headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "not-t1" }, message: get(1, "t1") },
        { dir: "s2c", message: { jsonrpc: "2.0", id: 1, error: { code: -32020, message: "Header mismatch" } } },
        {
          dir: "c2s",
          headers: { "Mcp-Method": "tasks/cancel", "Mcp-Name": "t2" },
          message: { ...get(2, "t2"), method: "tasks/cancel" },
        },
        { dir: "s2c", message: { jsonrpc: "2.0", id: 2, result: { resultType: "task", taskId: "t2" } } },
      ];
      await writeFile(trace, lines.map((line) => JSON.stringify(line)).join("\n") + "\n");
      const summary = lintTrace(cli, trace);
      expect(summary.clientErrors.map((finding) => finding.line)).toEqual([1]);
      expect(summary.serverErrors.length).toBeGreaterThan(0);
      expect(summary.serverErrors.every((finding) => finding.line === 4)).toBe(true);
      expect(summary.exitCode).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("passes a trace whose only errors are the client's, answered as the spec requires", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-tasks-lint-"));
    try {
      const trace = join(dir, "trace.jsonl");
      const lines = [
        { dir: "c2s", headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "not-t1" }, message: get(1, "t1") },
        { dir: "s2c", message: { jsonrpc: "2.0", id: 1, error: { code: -32020, message: "Header mismatch" } } },
      ];
      await writeFile(trace, lines.map((line) => JSON.stringify(line)).join("\n") + "\n");
      const summary = lintTrace(cli, trace);
      expect(summary.clientErrors.map((finding) => finding.line)).toEqual([1]);
      expect(summary.serverErrors).toEqual([]);
      expect(summary.exitCode).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
