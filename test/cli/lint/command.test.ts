import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EXIT } from "../../../src/cli/exit.js";
import { tracesDir } from "../run-cli.js";
import { jsonOut, lintRun, traceDir } from "./run-lint.js";

let dir: ReturnType<typeof traceDir>;
beforeAll(() => {
  dir = traceDir();
});
afterAll(() => dir.cleanup());

const example = (name: string): string => join(tracesDir, name);
const good = (): string => readFileSync(example("good-lifecycle.jsonl"), "utf8");
const clientRequests = example("bad-client-requests.jsonl");

describe("runLint", () => {
  it("passes a good trace with only its closing line, which names the file", async () => {
    const path = example("good-lifecycle.jsonl");
    const run = await lintRun([path]);
    expect(run).toEqual({ status: EXIT.ok, out: [`${path}: 0 errors, 0 warnings (17 lines, 1 task)`], err: [] });
  });

  it("prints one text line per finding, then the closing line, and exits 1 on an error", async () => {
    const path = example("bad-key-reuse.jsonl");
    const run = await lintRun([path]);
    expect(run.status).toBe(EXIT.invalid);
    expect(run.out).toHaveLength(3);
    expect(run.out[0]).toMatch(
      /^6: server error sep-2663-input-request-key-unique-per-task \[task 4b1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f\]: \S.+\.$/,
    );
    expect(run.out[2]).toBe(`${path}: 2 errors, 0 warnings (14 lines, 1 task)`);
    expect(run.err).toEqual([]);
  });

  it("exits 0 when there are warnings only", async () => {
    const path = example("bad-warnings.jsonl");
    const run = await lintRun([path]);
    expect(run.status).toBe(EXIT.ok);
    expect(run.out.at(-1)).toBe(
      `${path}: 0 errors, 3 warnings (${readFileSync(path, "utf8").trimEnd().split("\n").length} lines, 1 task)`,
    );
    expect(run.out.slice(0, -1).every((l) => / warning /.test(l))).toBe(true);
  });

  it("counts an empty trace as no lines and no tasks", async () => {
    const path = dir.write("empty.jsonl", "");
    expect(await lintRun([path])).toEqual({
      status: EXIT.ok,
      out: [`${path}: 0 errors, 0 warnings (0 lines, 0 tasks)`],
      err: [],
    });
  });

  it("reports lines that are not JSON with their numbers and goes on", async () => {
    const text = good().split("\n");
    text.splice(3, 0, "garbage {", "");
    const path = dir.write("garbage.jsonl", text.join("\n"));
    const run = await lintRun(["--json", path]);
    expect(run.status).toBe(EXIT.invalid);
    expect(jsonOut(run)).toEqual([
      {
        line: 4,
        severity: "error",
        rule: "mcp-tasks/invalid-json",
        taskId: null,
        message: expect.stringMatching(/^Line 4 /),
        party: null,
      },
    ]);
    const textRun = await lintRun([path]);
    expect(textRun.out[0]).toMatch(/^4: error mcp-tasks\/invalid-json: Line 4 /);
    expect(textRun.out[1]).toBe(`${path}: 1 error, 0 warnings (19 lines, 1 task)`);
  });

  it("keeps the --json keys in order and prints no closing line", async () => {
    const path = dir.write("mixed.jsonl", readFileSync(example("bad-protocol-errors.jsonl"), "utf8") + "not json\n");
    const run = await lintRun(["--json", path]);
    expect(run.status).toBe(EXIT.invalid);
    const findings = jsonOut(run);
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings)
      expect(Object.keys(f)).toEqual(["line", "severity", "rule", "taskId", "message", "party"]);
    expect(findings[0]).toMatchObject({ line: 2, rule: "sep-2663-tasks-get-invalid-task-id-32602", party: "server" });
    expect(findings.at(-1)).toMatchObject({ line: 15, rule: "mcp-tasks/invalid-json", taskId: null, party: null });
  });

  describe("--party", () => {
    it("leaves the other party's findings out, counts them in the closing line, and exits on those shown", async () => {
      const server = await lintRun(["--party", "server", clientRequests]);
      expect(server).toEqual({
        status: EXIT.ok,
        out: [
          `${clientRequests}: 0 errors, 0 warnings (16 lines, 1 task; 4 errors and 0 warnings against the client not shown)`,
        ],
        err: [],
      });
      const client = await lintRun(["--party", "client", clientRequests]);
      expect(client.status).toBe(EXIT.invalid);
      expect(client.out).toHaveLength(5);
      expect(client.out.slice(0, 4).every((l) => /^\d+: client error /.test(l))).toBe(true);
      expect(client.out[4]).toBe(
        `${clientRequests}: 4 errors, 0 warnings (16 lines, 1 task; 0 errors and 0 warnings against the server not shown)`,
      );
    });

    it("prints nothing with --json when every finding is the other party's", async () => {
      expect(await lintRun(["--json", "--party=server", clientRequests])).toEqual({
        status: EXIT.ok,
        out: [],
        err: [],
      });
      const both = await lintRun(["--json", clientRequests]);
      expect(both.status).toBe(EXIT.invalid);
      expect(jsonOut(both).map((f) => [f.severity, f.party])).toEqual(Array(4).fill(["error", "client"]));
    });

    it("keeps lines that blame neither party under either filter", async () => {
      const path = dir.write("tail.jsonl", good() + "not json\n");
      for (const party of ["server", "client"]) {
        const run = await lintRun(["--party", party, path]);
        expect(run.status).toBe(EXIT.invalid);
        expect(run.out[0]).toMatch(/^18: error mcp-tasks\/invalid-json: Line 18 /);
        expect(run.out[1]).toMatch(
          /\(18 lines, 1 task; 0 errors and 0 warnings against the (client|server) not shown\)$/,
        );
      }
    });

    it("counts the other party's warnings as warnings", async () => {
      const path = example("bad-warnings.jsonl");
      const expected = JSON.parse(readFileSync(example("bad-warnings.expected.json"), "utf8")) as { party: string }[];
      const server = expected.filter((e) => e.party === "server").length;
      const client = expected.filter((e) => e.party === "client").length;
      const run = await lintRun(["--party", "client", path]);
      expect(run.status).toBe(EXIT.ok);
      expect(run.out.at(-1)).toMatch(
        new RegExp(
          `: 0 errors, ${client} warnings? \\(\\d+ lines, 1 task; 0 errors and ${server} warnings? against the server not shown\\)$`,
        ),
      );
    });
  });
});
