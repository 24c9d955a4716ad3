import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { bundleClients, type Clients } from "../cli/conformance/clients.js";
import { root } from "../cli/run-cli.js";

/**
 * docs/client-conformance.md's "From a test suite" example, run as a client author would run it: a vitest file in a
 * project where the package is installed (node_modules/mcp-tasks is this repository), against the reference client.
 * With a foil in the environment, the same file fails the scenario of the broken duty, so the example can fail.
 */
const section = (() => {
  const doc = readFileSync(join(root, "docs/client-conformance.md"), "utf8");
  const start = doc.indexOf("## From a test suite");
  return doc.slice(start, doc.indexOf("\n## ", start + 1));
})();
const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? "";

let clients: Clients;
let project: string;

/** Runs the example's test file with vitest in the project; resolves with the exit status and what it printed. */
function vitest(env: Record<string, string>, filter: string[] = []): Promise<{ code: number; out: string }> {
  const cli = join(root, "node_modules/vitest/vitest.mjs");
  const args = [cli, "run", "--root", project, "--reporter", "verbose", ...filter];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: project, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env }, encoding: "utf8" },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), out: `${stdout}${stderr}` });
      },
    );
  });
}

beforeAll(async () => {
  clients = await bundleClients();
  project = mkdtempSync(join(tmpdir(), "mcp-tasks-suite-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(root, join(project, "node_modules", "mcp-tasks"), "dir");
  symlinkSync(join(root, "node_modules", "vitest"), join(project, "node_modules", "vitest"), "dir");
  writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(project, "vitest.config.js"), "export default { test: { include: ['*.test.ts'] } };\n");
  // The example's client is the author's program; here it is the reference client.
  expect(example.match(/"my-client\.js"/g)).toHaveLength(1);
  writeFileSync(
    join(project, "client.test.ts"),
    example.replace('"my-client.js"', JSON.stringify(clients.referenceFile)),
  );
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('docs/client-conformance.md, "From a test suite"', () => {
  it("imports only the published entry, and runs every scenario", () => {
    expect([...example.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual(["vitest", "mcp-tasks/conformance"]);
    expect(example).toContain("CLIENT_SCENARIOS.map(");
  });

  it("type-checks against the package's types, as written", () => {
    const file = join(root, ".scratch", "client-conformance-example.ts");
    mkdirSync(join(root, ".scratch"), { recursive: true });
    writeFileSync(file, example);
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, "tsconfig.json"),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const program = ts.createProgram([file], { ...config.options, noEmit: true });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);
  });

  it("passes the reference client in every scenario", async () => {
    const run = await vitest({});
    expect(run.code, run.out).toBe(0);
    expect(run.out.match(/✓ .*passes (sep-2663|tasks-client)-/g), run.out).toHaveLength(13);
  }, 120_000);

  it("fails the foil that answers an input key twice, in the scenario of that duty", async () => {
    const run = await vitest({ MCP_TASKS_FOIL: "no-dedupe" }, ["-t", "tasks-client-answers-input-once"]);
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(/× .*passes tasks-client-answers-input-once/);
    expect(run.out).toMatch(/answers input key "a" again/);
  }, 60_000);
});
