import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonLines, root, runCli } from "./run-cli.js";

const GET = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t1" } };
const COMPLETED = {
  jsonrpc: "2.0",
  id: 1,
  result: {
    resultType: "complete",
    taskId: "t1",
    status: "completed",
    createdAt: "2026-08-21T10:00:00Z",
    lastUpdatedAt: "2026-08-21T10:00:01Z",
    ttlMs: null,
    result: { content: [] },
  },
};

let dir: string;
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mcp-tasks-validate-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("mcp-tasks validate", () => {
  it("exits 0 and prints one ok line per message for valid JSON Lines", async () => {
    const path = file("ok.jsonl", `${JSON.stringify(GET)}\n${JSON.stringify(COMPLETED)}\n`);
    const run = await runCli(["validate", path]);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([`${path}:1: GetTaskRequest: ok`, `${path}:2: GetTaskResult: ok`]);
    expect(run.stderr).toBe("");
  });

  it("with --quiet prints only the invalid messages and one summary line per input", async () => {
    const bad = { ...COMPLETED, result: { ...COMPLETED.result, result: undefined } };
    const good = file("quiet-ok.jsonl", `${JSON.stringify(GET)}\n${JSON.stringify(COMPLETED)}\n`);
    const mixed = file("quiet-bad.jsonl", `${JSON.stringify(GET)}\n${JSON.stringify(bad)}\n${JSON.stringify(GET)}\n`);
    const run = await runCli(["validate", "--quiet", good, mixed]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${good}: 2 messages, all valid`);
    expect(lines[1]).toMatch(
      new RegExp(`^${mixed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:2: GetTaskResult: invalid: `),
    );
    expect(lines[2]).toBe(`${mixed}: 3 messages, 1 invalid`);
    const json = await runCli(["validate", "-q", "--json", good, mixed]);
    expect(json.status).toBe(1);
    expect(jsonLines(json.stdout)).toEqual([expect.objectContaining({ line: 2, ok: false })]);
  });

  it("types a result by the request with the same id earlier in the input", async () => {
    const bad = { ...COMPLETED, result: { ...COMPLETED.result, result: undefined } };
    const path = file("typed.jsonl", `${JSON.stringify(GET)}\n${JSON.stringify(bad)}\n`);
    const run = await runCli(["validate", "--json", path]);
    expect(run.status).toBe(1);
    const reports = jsonLines(run.stdout) as { kind: string; issues: { path: string; code?: string }[] }[];
    expect(reports[1]!.kind).toBe("GetTaskResult");
    expect(reports[1]!.issues).toEqual([
      expect.objectContaining({ path: "/result/result", code: "sep-2663-tasks-get-status-completed" }),
    ]);
  });

  it("reports garbage lines as invalid messages with their line numbers and checks the rest", async () => {
    const path = file(
      "garbage.jsonl",
      `${JSON.stringify(GET)}\nthis is not json\n\n{"unterminated": \n${JSON.stringify(GET)}\n`,
    );
    const run = await runCli(["validate", "--json", path]);
    expect(run.status).toBe(1);
    const reports = jsonLines(run.stdout) as { index: number; line: number; ok: boolean; kind: string }[];
    expect(reports.map((r) => [r.index, r.line, r.ok])).toEqual([
      [0, 1, true],
      [1, 2, false],
      [2, 4, false],
      [3, 5, true],
    ]);
    expect(reports[1]!.kind).toBe("unparsable");
  });

  it("reads standard input for -, including a pretty-printed document, reported at its first line", async () => {
    const run = await runCli(["validate", "-"], {
      stdin: "\n" + JSON.stringify({ ...GET, params: { taskId: "" } }, null, 2) + "\n",
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim()).toMatch(/^<stdin>:2: GetTaskRequest: invalid: \/params\/taskId \S.*$/);
    expect(run.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("validates against a named definition with --as", async () => {
    const path = file("task.json", JSON.stringify(COMPLETED.result));
    expect((await runCli(["validate", "--as", "GetTaskResult", path])).status).toBe(0);
    const wrong = await runCli(["validate", "--as", "CreateTaskResult", path]);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('CreateTaskResult: invalid: /resultType must be "task"');
  });

  it("refuses an unknown --as name with exit 2, suggesting the closest name or listing them all", async () => {
    const path = file("any.json", "{}");
    const near = await runCli(["validate", "--as", "GetTaskResul", path]);
    expect(near.status).toBe(2);
    expect(near.stderr).toContain("Did you mean GetTaskResult?");
    expect(near.stdout).toBe("");
    const far = await runCli(["validate", "--as", "Zzzzzzzzzzzzzz", path]);
    expect(far.status).toBe(2);
    expect(far.stderr).toContain("Valid names:");
    expect(far.stderr).toContain("CreateTaskResult");
  });

  it("exits 2 for a missing file or a directory, still checking the other inputs", async () => {
    const good = file("good.jsonl", JSON.stringify(GET));
    const run = await runCli(["validate", join(dir, "missing.jsonl"), good]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no such file or directory");
    expect(run.stdout).toContain("GetTaskRequest: ok");
    const folder = await runCli(["validate", dir]);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toContain("is a directory");
  });

  it("exits 2 with a hint for usage errors", async () => {
    const run = await runCli(["validate"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("mcp-tasks validate --help");
  });

  it("keeps the --json schema stable: these keys, in this order, with these types", async () => {
    const path = file("schema.jsonl", `${JSON.stringify(GET)}\nnope\n${JSON.stringify({ ...GET, params: {} })}\n`);
    const run = await runCli(["validate", "--json", path]);
    const reports = jsonLines(run.stdout) as Record<string, unknown>[];
    expect(reports).toHaveLength(3);
    for (const report of reports) {
      expect(Object.keys(report)).toEqual(["file", "index", "line", "kind", "ok", "issues"]);
      expect(report).toEqual({
        file: path,
        index: expect.any(Number),
        line: expect.any(Number),
        kind: expect.any(String),
        ok: expect.any(Boolean),
        issues: expect.any(Array),
      });
      expect(report.ok).toBe((report.issues as unknown[]).length === 0);
      for (const issue of report.issues as Record<string, unknown>[]) {
        expect(Object.keys(issue).slice(0, 3)).toEqual(["path", "keyword", "message"]);
        expect(Object.keys(issue).every((k) => ["path", "keyword", "message", "code"].includes(k))).toBe(true);
        expect(typeof issue.path === "string" && (issue.path === "" || (issue.path as string).startsWith("/"))).toBe(
          true,
        );
      }
    }
    expect(reports[2]).toEqual({
      file: path,
      index: 2,
      line: 3,
      kind: "GetTaskRequest",
      ok: false,
      issues: [{ path: "/params/taskId", keyword: "required", message: "is required", code: "mcp-tasks/schema" }],
    });
  });

  it("checks the message inside a lint trace envelope, classified or with --as, with pointers under /message", async () => {
    const envelope = (dir: string, message: unknown): string =>
      JSON.stringify({ dir, headers: { "Mcp-Method": "tasks/get" }, at: "2026-08-21T10:00:00Z", message });
    const bad = { ...COMPLETED, result: { ...COMPLETED.result, ttlMs: undefined } };
    const path = file(
      "envelopes.jsonl",
      `${envelope("c2s", GET)}\n${envelope("s2c", COMPLETED)}\n${envelope("s2c", bad)}\n`,
    );
    const run = await runCli(["validate", "--json", path]);
    expect(run.status).toBe(1);
    const reports = jsonLines(run.stdout) as { kind: string; ok: boolean; issues: { path: string }[] }[];
    expect(reports.map((r) => [r.kind, r.ok])).toEqual([
      ["GetTaskRequest", true],
      ["GetTaskResult", true],
      ["GetTaskResult", false],
    ]);
    expect(reports[2]!.issues.map((i) => i.path)).toEqual(["/message/result/ttlMs"]);
    const as = await runCli(["validate", "--as", "GetTaskRequest", file("one.json", envelope("c2s", GET))]);
    expect(as.status).toBe(0);
    expect(as.stdout).toContain("GetTaskRequest: ok");
  });

  it("checks an object with a message but no dir, or with its own jsonrpc, as a message, not as an envelope", async () => {
    const run = await runCli(["validate", "--json", "-"], {
      stdin: `${JSON.stringify({ message: GET })}\n${JSON.stringify({ dir: "c2s", message: GET, jsonrpc: "2.0" })}\n`,
    });
    expect(run.status).toBe(1);
    expect((jsonLines(run.stdout) as { ok: boolean }[]).map((r) => r.ok)).toEqual([false, false]);
  });

  it("passes every good example trace, which is written as envelopes", async () => {
    const dir = join(root, "examples", "traces");
    const good = readdirSync(dir).filter((f) => f.startsWith("good-") && f.endsWith(".jsonl"));
    expect(good.length).toBeGreaterThanOrEqual(3);
    for (const trace of good) {
      const run = await runCli(["validate", join(dir, trace)]);
      expect(run.stdout, trace).not.toContain("invalid");
      expect(run.status, trace).toBe(0);
    }
  });

  it("explains envelopes in its help", async () => {
    expect((await runCli(["validate", "--help"])).stdout).toContain("lint trace envelope");
  });

  it("validates every example of the specification", async () => {
    const run = await runCli(["validate", "test/fixtures/spec-examples.jsonl"]);
    expect(run.stdout).not.toContain("invalid");
    expect(run.status).toBe(0);
  });
});
