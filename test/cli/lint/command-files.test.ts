import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { existsSync, readFileSync } from "node:fs";
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

describe("runLint, reading and writing files", () => {
  it("reports a line that is not UTF-8 as one lint cannot read", async () => {
    const path = dir.write("latin1.jsonl", Buffer.concat([Buffer.from(good()), Buffer.from([0x22, 0xe9, 0x22, 0x0a])]));
    const run = await lintRun(["--json", path]);
    expect(run.status).toBe(EXIT.invalid);
    expect(jsonOut(run)).toEqual([
      {
        line: 18,
        severity: "error",
        rule: "mcp-tasks/invalid-json",
        taskId: null,
        message: "Line 18 is not valid UTF-8, so it cannot be read as a message.",
        party: null,
      },
    ]);
  });

  describe("unreadable input", () => {
    it("exits 2 for a missing file, saying why on stderr", async () => {
      const path = dir.path("nope.jsonl");
      const run = await lintRun([path]);
      expect(run.status).toBe(EXIT.usage);
      expect(run.out).toEqual([]);
      expect(run.err).toHaveLength(1);
      expect(run.err[0]).toMatch(
        new RegExp(`^mcp-tasks: cannot read ${path.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}: `),
      );
      expect(run.err[0]).toContain("no such file or directory");
    });

    it("exits 2 for a directory", async () => {
      const path = dir.path("");
      const run = await lintRun(["--json", path]);
      expect(run).toEqual({ status: EXIT.usage, out: [], err: [`mcp-tasks: cannot read ${path}: it is a directory`] });
    });
  });

  describe("--html", () => {
    it("writes a report that names the trace, and still prints the findings and exits on them", async () => {
      const html = dir.path("report.html");
      const path = example("bad-key-reuse.jsonl");
      const run = await lintRun(["--html", html, path]);
      expect(run.status).toBe(EXIT.invalid);
      expect(run.out.at(-1)).toBe(`${path}: 2 errors, 0 warnings (14 lines, 1 task)`);
      expect(existsSync(html)).toBe(true);
      const page = readFileSync(html, "utf8");
      expect(page).toContain(`<title>mcp-tasks report: ${path}</title>`);
      expect(page).toContain("sep-2663-input-request-key-unique-per-task");
    });

    it("puts every finding in the report, even those --party leaves out of the output", async () => {
      const html = dir.path("party.html");
      const run = await lintRun(["--party", "server", "--json", "--html", html, clientRequests]);
      expect(run).toEqual({ status: EXIT.ok, out: [], err: [] });
      expect(readFileSync(html, "utf8")).toContain("mcp-tasks/batch-unsupported");
    });

    it("exits 2 when the report cannot be written", async () => {
      const html = join(dir.path("no-such-dir"), "r.html");
      const run = await lintRun(["--html", html, example("good-lifecycle.jsonl")]);
      expect(run.status).toBe(EXIT.usage);
      expect(run.err).toHaveLength(1);
      expect(run.err[0]).toMatch(/^mcp-tasks: cannot write .*r\.html: /);
      expect(existsSync(html)).toBe(false);
    });
  });
});
