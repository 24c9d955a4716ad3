import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ISSUE_CODES } from "../../src/codec/index.js";
import { SCHEMA_REQUIREMENT_CODES } from "../../src/cli/lint/codec-codes.js";
import { RULE_LIST } from "../../src/cli/lint/rules.js";
import { jsonLines, root, runCli, tracesDir } from "./run-cli.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "mcp-tasks-lint-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good = (): string => readFileSync(join(tracesDir, "good-lifecycle.jsonl"), "utf8");

describe("mcp-tasks lint", () => {
  it("reads a trace from standard input", async () => {
    const run = await runCli(["lint", "-"], { stdin: good() });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("<stdin>: 0 errors, 0 warnings (17 lines, 1 task)");
  });

  it("prints one text line per finding with line, severity, rule and task, then a summary", async () => {
    const run = await runCli(["lint", join(tracesDir, "bad-key-reuse.jsonl")]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(
      /^6: server error sep-2663-input-request-key-unique-per-task \[task 4b1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f\]: .+\.$/,
    );
    expect(lines.at(-1)).toBe(`${join(tracesDir, "bad-key-reuse.jsonl")}: 2 errors, 0 warnings (14 lines, 1 task)`);
  });

  it("reports lines that are not JSON with their numbers and goes on", async () => {
    const text = good().split("\n");
    text.splice(3, 0, "garbage {", "");
    const run = await runCli(["lint", "--json", "-"], { stdin: text.join("\n") });
    expect(run.status).toBe(1);
    const findings = jsonLines(run.stdout) as { rule: string; line: number }[];
    expect(findings).toEqual([expect.objectContaining({ rule: "mcp-tasks/invalid-json", line: 4 })]);
  });

  it("exits 2 for a missing file, a directory and usage errors", async () => {
    const missing = await runCli(["lint", join(dir, "nope.jsonl")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("no such file or directory");
    expect((await runCli(["lint", dir])).status).toBe(2);
    const usage = await runCli(["lint"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("mcp-tasks lint --help");
    expect((await runCli(["lint", "--frob", "x"])).status).toBe(2);
  });

  it("exits 0 with warnings only", async () => {
    const run = await runCli(["lint", join(tracesDir, "bad-warnings.jsonl")]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("0 errors, 3 warnings");
  });

  it("keeps the --json schema stable: these keys, in this order, with these types", async () => {
    const path = join(dir, "mixed.jsonl");
    writeFileSync(path, readFileSync(join(tracesDir, "bad-protocol-errors.jsonl"), "utf8") + "not json\n");
    const run = await runCli(["lint", "--json", path]);
    const findings = jsonLines(run.stdout) as Record<string, unknown>[];
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings) {
      expect(Object.keys(f)).toEqual(["line", "severity", "rule", "taskId", "message", "party"]);
      expect([null, "client", "server"]).toContain(f.party);
      expect(Number.isInteger(f.line) && (f.line as number) > 0).toBe(true);
      expect(["error", "warning"]).toContain(f.severity);
      expect(f.rule).toMatch(/^[a-z0-9/-]+$/);
      expect(f.taskId === null || typeof f.taskId === "string").toBe(true);
      expect(f.message).toMatch(/^\S.*[.]$/);
      expect(String(f.message)).not.toContain("\n");
    }
    expect(findings.at(-1)).toEqual({
      line: 15,
      severity: "error",
      rule: "mcp-tasks/invalid-json",
      taskId: null,
      message: expect.stringContaining("Line 15 is not JSON"),
      party: null,
    });
    expect(findings[0]).toMatchObject({ line: 2, rule: "sep-2663-tasks-get-invalid-task-id-32602", party: "server" });
  });

  describe("--party", () => {
    const clientRequests = join(tracesDir, "bad-client-requests.jsonl");

    it("passes a server that answers a conformance suite's malformed requests correctly, and fails the run without it", async () => {
      const server = await runCli(["lint", "--party", "server", clientRequests]);
      expect(server.status).toBe(0);
      expect(server.stdout.trim()).toBe(
        `${clientRequests}: 0 errors, 0 warnings (16 lines, 1 task; 4 errors and 0 warnings against the client not shown)`,
      );
      const serverJson = await runCli(["lint", "--json", "--party=server", clientRequests]);
      expect(serverJson.status).toBe(0);
      expect(serverJson.stdout).toBe("");
      const both = await runCli(["lint", "--json", clientRequests]);
      expect(both.status).toBe(1);
      const findings = jsonLines(both.stdout) as { severity: string; party: unknown }[];
      expect(findings).toHaveLength(4);
      for (const f of findings) expect(f).toMatchObject({ severity: "error", party: "client" });
      expect((await runCli(["lint", "--party", "client", clientRequests])).status).toBe(1);
    });

    it("fails the server that answers a mismatched Mcp-Name with a result instead of -32020", async () => {
      const lines = readFileSync(clientRequests, "utf8").split("\n");
      const answer = JSON.parse(lines[3]!) as { message: Record<string, unknown> };
      const taskId = "5b0c9a7e-1f2d-4e3c-9a8b-7c6d5e4f3a2b";
      const task = {
        resultType: "complete",
        taskId,
        status: "working",
        createdAt: "2026-08-21T10:00:00.000Z",
        lastUpdatedAt: "2026-08-21T10:00:01.000Z",
        ttlMs: 3600000,
        pollIntervalMs: 1000,
      };
      expect(answer.message.error).toMatchObject({ code: -32020 });
      lines[5] = JSON.stringify({
        dir: "s2c",
        at: "2026-08-21T10:00:01.110Z",
        message: { jsonrpc: "2.0", id: 3, result: task },
      });
      const run = await runCli(["lint", "--json", "--party", "server", "-"], { stdin: lines.join("\n") });
      expect(run.status).toBe(1);
      expect(jsonLines(run.stdout)).toEqual([
        expect.objectContaining({
          line: 6,
          rule: "sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get",
          party: "server",
        }),
      ]);
    });

    it("keeps lines that blame neither party under either filter", async () => {
      const run = await runCli(["lint", "--party", "server", "-"], { stdin: good() + "not json\n" });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^18: error mcp-tasks\/invalid-json: /);
      expect((await runCli(["lint", "--party", "client", "-"], { stdin: good() + "not json\n" })).status).toBe(1);
    });

    it("refuses a missing, unknown or repeated party", async () => {
      for (const args of [
        ["--party"],
        ["--party", "both"],
        ["--party=", "x"],
        ["--party", "server", "--party", "client"],
      ]) {
        const run = await runCli(["lint", ...args, join(tracesDir, "good-lifecycle.jsonl")]);
        expect(run.status).toBe(2);
        expect(run.stderr).toContain("--party");
      }
    });
  });

  it("writes nothing to stderr on a clean run with stderr not a terminal (progress is for terminals only)", async () => {
    const big = Array.from({ length: 400 }, () => good()).join("");
    const run = await runCli(["lint", "-"], { stdin: big });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("(6800 lines, 1 task)");
    expect(run.stderr).toBe("");
  });

  it("lists in lint --help every rule and every code the codec can put on an issue", async () => {
    const lintHelp = (await runCli(["lint", "--help"])).stdout;
    const schemaCheck = readFileSync(join(root, "src/codec/decode/schema-check.ts"), "utf8");
    const schemaCodes = [...schemaCheck.matchAll(/code: "([^"]+)"/g)].map((m) => m[1]!);
    expect(schemaCodes.length).toBeGreaterThan(5);
    expect([...SCHEMA_REQUIREMENT_CODES].sort()).toEqual([...new Set(schemaCodes)].sort());
    const ids = [...RULE_LIST.map((r) => r.id), ...Object.values(ISSUE_CODES), ...schemaCodes];
    for (const id of [
      "sep-2663-cancel-ack-empty-result",
      "sep-2663-update-ack-empty-result",
      "mcp-tasks/invalid-envelope",
      "mcp-tasks/legacy-status-notification",
      "mcp-tasks/result-type-absent",
    ]) {
      expect(ids).toContain(id);
    }
    for (const id of ids) expect(lintHelp, id).toMatch(new RegExp(`(^|\\s)${id.replace(/[/-]/g, "\\$&")}(\\s|$)`, "m"));
  });

  it("prints help for the program and each command, each with an example", async () => {
    for (const args of [["--help"], ["validate", "--help"], ["lint", "--help"], ["help", "lint"]]) {
      const run = await runCli(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Examples?:/);
      expect(run.stdout).toContain("Exit status");
    }
    const lintHelp = (await runCli(["lint", "--help"])).stdout;
    expect(lintHelp).toContain("sep-2663-no-key-reuse-after-response (error, server)");
    expect(lintHelp).toContain("mcp-tasks/poll-interval (warning, client)");
    expect(lintHelp).toContain("sep-2663-update-error-unknown-task-id (warning, server)");
    expect(lintHelp).toContain("sep-2663-cancel-error-unknown-task-id (warning, server)");
    expect(lintHelp).toContain("sep-2663-no-task-result-type-on-others (error, server)");
    expect(lintHelp).toContain("--party <party>");
    expect(lintHelp).toContain("mcp-tasks/task-id-reused (error, server)");
    expect((await runCli(["validate", "--help"])).stdout).toContain("GetTaskResult");
  });
});
