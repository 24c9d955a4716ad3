/**
 * The CLI's hostile-input defects, each run through the built binary with its exit status and output pinned: huge and
 * deep lines, output to a pipe, invalid UTF-8, terminal escapes, a reader that stops early, and the costs that must
 * stay linear (output escaping, lint's eviction of unanswered requests).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printable } from "../../src/cli/io/printable.js";
import { Correlator, MAX_PENDING, type PendingRequest } from "../../src/cli/lint/trace/correlation.js";
import { Linter } from "../../src/cli/lint/linter.js";
import { cliPath, runCli } from "./run-cli.js";
import { MAX_GROWTH, cpuMs, growth } from "../hostile/growth.js";
import { tempFolder } from "../temp-folder.js";

const dir = tempFolder("mcp-tasks-hostile-");
const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Runs the CLI with a small heap, counting output lines as they stream instead of keeping them. */
function runCounting(
  args: string[],
  heapMb: number,
): Promise<{ status: number | null; lines: number; first: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, cliPath, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let lines = 0;
    let first = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => {
      if (first === "") first = b.toString("utf8").split("\n")[0]!;
      for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) lines++;
    });
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString("utf8")));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, lines, first, stderr }));
  });
}

const declared = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

describe("mcp-tasks on hostile input", () => {
  it("11: a line far over the byte limit is refused as it streams, in a 64 MB heap, with a clear message", async () => {
    const line = "[" + "{},".repeat(6_000_000) + "{}]";
    const run = await runCounting(
      ["validate", file("huge.jsonl", `${line}\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n`)],
      64,
    );
    expect(run.status).toBe(1);
    expect(run.first).toMatch(
      /huge\.jsonl:1: unparsable: invalid: \(root\) the line is 18000004 bytes long, more than the limit of \d+ bytes/,
    );
    expect(run.lines).toBe(2);
    expect(run.stderr).toBe("");
  });

  it("11: --max-bytes moves the limit both ways, for the message and for its line", async () => {
    const message = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tasks/get",
      params: { taskId: "x".repeat(2000) },
    });
    const path = file("sized.jsonl", message + "\n");
    const small = await runCli(["validate", "--max-bytes", "1000", path]);
    expect(small.status).toBe(1);
    expect(small.stdout).toContain("larger than the limit of 1000 bytes");
    expect((await runCli(["validate", "--max-bytes=3000", path])).status).toBe(0);
    const bad = await runCli(["validate", "--max-bytes", "0", path]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--max-bytes needs a whole number of bytes");
  });

  it("11: a line nested past the depth limit is refused before it is parsed", async () => {
    const run = await runCli(["validate", file("deep.jsonl", "[".repeat(4_000_000) + "\n")]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /deep\.jsonl:1: unparsable: invalid: \(root\) nests deeper than the limit of 129 levels/,
    );
    expect(run.stderr).toBe("");
  });

  it("12: validate --json honours back-pressure when a document that fails to parse is replayed line by line", async () => {
    const run = await runCounting(["validate", "--json", file("replay.json", "{\n" + "1\n".repeat(1_500_000))], 64);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    expect(run.lines).toBe(1_500_001);
    expect(JSON.parse(run.first)).toMatchObject({ line: 1, ok: false });
  });

  it("13: bytes that are not UTF-8 (an invalid byte, a CESU-8 surrogate) are reported with their line", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"t'),
      Buffer.from([0xff]),
      Buffer.from('1"}}\n'),
      Buffer.from('{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{"taskId":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}}\n'),
    ]);
    const run = await runCli(["validate", "-"], { stdin: bytes });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([
      "<stdin>:1: unparsable: invalid: (root) the line is not valid UTF-8",
      "<stdin>:2: unparsable: invalid: (root) the line is not valid UTF-8",
    ]);
  });

  it("14: control characters from input are escaped in text output, so they cannot rewrite the report", async () => {
    const taskId = "\u001b[2K\r0 errors, 0 warnings\u001b]0;title\u0007\u202e";
    const trace = [
      { dir: "c2s", message: { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId, _meta: declared } } },
      {
        dir: "s2c",
        message: {
          jsonrpc: "2.0",
          id: 1,
          result: {
            resultType: "complete",
            taskId,
            status: "completed",
            createdAt: "2026-01-01T00:00:00Z",
            lastUpdatedAt: "2026-01-01T00:00:00Z",
            ttlMs: null,
          },
        },
      },
    ];
    const run = await runCli(["lint", file("escape.jsonl", trace.map((e) => JSON.stringify(e)).join("\n") + "\n")]);
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    // The carriage return is a line break, collapsed like any other; everything else that acts on a terminal is escaped.
    expect(run.stdout).toContain("[task \\u001b[2K 0 errors, 0 warnings\\u001b]0;title\\u0007\\u202e]");
  });

  it("15: a run whose reader stops early exits 3, never 0", async () => {
    const invalid = '{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{}}\n'.repeat(300_000);
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [cliPath, "validate", file("many.jsonl", invalid)], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.once("data", () => child.stdout.destroy());
      child.on("error", reject);
      child.on("close", resolve);
    });
    expect(status).toBe(3);
  });

  it("10: escaping output stays linear in the length of the input it echoes", () => {
    const escape = (n: number) => {
      const text = " ".repeat(n) + "x" + " \n ".repeat(n);
      return () => printable(text);
    };
    expect(growth(3_000, escape)).toBeLessThan(MAX_GROWTH);
    expect(printable("a \r\n  b\u001b[0m")).toBe("a b\\u001b[0m");
  });

  it("10: a status of 300 KB of spaces is reported at once by validate", async () => {
    const message = {
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: { taskId: "t", status: " ".repeat(300_000) + "\n" },
    };
    const run = await runCli(["validate", file("spaces.jsonl", JSON.stringify(message) + "\n")]);
    expect(run.status).toBe(1);
    expect(run.stdout.split("\n").filter((l) => l !== "")).toHaveLength(1);
  });

  it("6: lint of one line whose task carries n input request keys stays linear in n", () => {
    const line = (n: number): string => {
      const inputRequests: Record<string, unknown> = {};
      for (let i = 0; i < n; i++)
        inputRequests[`k${i}`] = {
          method: "elicitation/create",
          params: { message: "m", requestedSchema: { type: "object", properties: {} } },
        };
      const task = {
        taskId: "t",
        status: "input_required",
        createdAt: "2026-01-01T00:00:00Z",
        lastUpdatedAt: "2026-01-01T00:00:00Z",
        ttlMs: null,
        inputRequests,
      };
      return JSON.stringify({ dir: "s2c", message: { jsonrpc: "2.0", method: "notifications/tasks", params: task } });
    };
    const lint = (n: number) => {
      const text = line(n);
      return () => {
        const linter = new Linter(() => undefined);
        linter.line(text, 1);
        linter.end();
      };
    };
    expect(growth(200, lint)).toBeLessThan(MAX_GROWTH);
  });

  it("16: evicting the oldest unanswered request costs the same however many were evicted before", () => {
    const request = (line: number): PendingRequest => ({
      method: "tasks/get",
      dir: "c2s",
      line,
      taskId: "t",
      declares: true,
      legacyVersion: false,
      wellFormed: true,
      metaIncomplete: false,
      headerMismatch: undefined,
      wantsTaskNotifications: false,
    });
    const time = (extra: number): number => {
      const correlator = new Correlator();
      for (let i = 0; i < MAX_PENDING; i++) correlator.add(i, request(i));
      const started = cpuMs();
      for (let i = 0; i < extra; i++) correlator.add(MAX_PENDING + i, request(i));
      expect(correlator.size).toBe(MAX_PENDING);
      return Math.max(cpuMs() - started, 0.05);
    };
    time(30_000);
    const best = (extra: number): number => Math.min(time(extra), time(extra), time(extra));
    // Ten times the evictions: about 10x when each costs the same, about 100x when a cost grows with those before.
    // The bound leaves room for a collector pause on newer Node versions.
    expect(best(300_000) / best(30_000)).toBeLessThan(30);
  });
});
