import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bundleClients, type Clients } from "../cli/conformance/clients.js";
import { root } from "../cli/run-cli.js";

/**
 * `mcp-tasks/conformance` as a test suite uses it: imported by name from the built package, installed in a project of
 * its own (node_modules/mcp-tasks is this repository), through `import` and through `require`. The reference client
 * passes two scenarios, given as a command line and as a function of the test's process; its foil that answers an
 * input key twice fails its scenario, given as a program without a shell; bad options are answered, not thrown.
 */
const POLLS = "tasks-client-polls-until-terminal";
const INPUT = "tasks-client-answers-input-once";

/** What the ESM script prints: each run's result, verdicts without their traces. */
const ESM = `
import { CLIENT_SCENARIOS, runClientConformance } from "mcp-tasks/conformance";
import { execFile } from "node:child_process";
const { node, file } = JSON.parse(process.argv[2]);
const out = { scenarios: CLIENT_SCENARIOS, aborted: false };
out.command = await runClientConformance({
  command: JSON.stringify(node) + " " + JSON.stringify(file),
  scenarios: ["${POLLS}", "${INPUT}"],
  concurrency: 2,
});
out.foil = await runClientConformance({
  spawn: { file: node, args: [file], env: { MCP_TASKS_FOIL: "no-dedupe" } },
  scenarios: ["${INPUT}"],
});
// A client of this process: it runs the reference client with what a process would find in its environment.
out.function = await runClientConformance({
  client: (url, run) =>
    new Promise((resolve, reject) => {
      const env = { ...process.env, MCP_CONFORMANCE_SCENARIO: run.scenario, MCP_CONFORMANCE_CONTEXT: JSON.stringify(run.context) };
      execFile(node, [file, url], { env }, (error) => (error ? reject(error) : resolve()));
    }),
  scenarios: ["${POLLS}"],
  // A callback that throws does not stop the run, nor turn it into a rejection.
  onVerdict: () => { throw new Error("the caller's own bug"); },
});
out.throws = await runClientConformance({
  client: () => { throw new Error("this client cannot start"); },
  scenarios: ["${POLLS}"],
});
out.hangs = await runClientConformance({
  client: (url, run) => new Promise((resolve) => run.signal.addEventListener("abort", () => { out.aborted = true; resolve(); })),
  scenarios: ["${POLLS}"],
  timeoutMs: 500,
});
console.log(JSON.stringify(out, (key, value) => (key === "trace" ? undefined : value)));
`;

/** Bad options, each through `require`: what each call resolved to, or what it threw. */
const CJS = `
const { runClientConformance } = require("mcp-tasks/conformance");
const cases = [
  {},
  { scenarios: ["${POLLS}"] },
  { command: "true", scenarios: ["no-such-scenario"] },
  { command: "true", timeoutMs: -1 },
  { command: "true", client: () => {} },
  { spawn: { file: "" } },
  undefined,
  Object.create({ command: "true" }),
];
Promise.all(
  cases.map((c) => {
    try {
      return runClientConformance(c).then((r) => r, (e) => ({ rejected: String(e) }));
    } catch (e) {
      return { threw: String(e) };
    }
  }),
).then((all) => console.log(JSON.stringify(all)));
`;

interface Shown {
  scenario: string;
  requirement: string;
  passed: boolean;
  finding?: { rule: string; message: string; line: number };
  traceLine?: string;
  exitCode: number | null;
  timedOut: boolean;
  output: string;
}
type Run = { ok: true; value: Shown[] } | { ok: false; issues: { path: string; message: string }[] };

let clients: Clients;
let project: string;
const run = async (file: string, args: string[] = []) =>
  (await promisify(execFile)(process.execPath, [join(project, file), ...args], { cwd: project, encoding: "utf8" }))
    .stdout;

beforeAll(async () => {
  clients = await bundleClients();
  project = mkdtempSync(join(tmpdir(), "mcp-tasks-conformance-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(root, join(project, "node_modules", "mcp-tasks"), "dir");
  writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(project, "suite.js"), ESM);
  writeFileSync(join(project, "options.cjs"), CJS);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

const verdicts = (result: Run): Shown[] => {
  expect(result.ok, JSON.stringify(result)).toBe(true);
  return result.ok ? result.value : [];
};

describe("mcp-tasks/conformance, imported by name from the built package", () => {
  it("passes the reference client, fails its foil naming the duty, and runs a client function", async () => {
    const out = JSON.parse(
      await run("suite.js", [JSON.stringify({ node: process.execPath, file: clients.referenceFile })]),
    ) as Record<"command" | "foil" | "function" | "throws" | "hangs", Run> & {
      scenarios: { name: string; requirement: string; summary: string; allowsClientError: boolean }[];
      aborted: boolean;
    };
    expect(out.scenarios).toHaveLength(13);
    expect(out.scenarios.find((s) => s.name === INPUT)).toMatchObject({ requirement: INPUT, allowsClientError: false });
    for (const s of out.scenarios) expect(s.summary.length, s.name).toBeGreaterThan(40);

    const both = verdicts(out.command);
    expect(both.map((v) => [v.scenario, v.requirement, v.passed, v.finding ?? null])).toEqual([
      [POLLS, POLLS, true, null],
      [INPUT, INPUT, true, null],
    ]);

    const [foil] = verdicts(out.foil);
    expect(foil!.passed).toBe(false);
    expect(foil!.finding!.rule).toBe(INPUT);
    expect(foil!.finding!.message).toMatch(
      /^This tasks\/update answers input key "a" again; line \d+ already answered it\.$/,
    );
    expect(foil!.finding!.line).toBeGreaterThan(0);
    // The trace line of the finding: the tasks/update that answers a key again.
    expect(foil!.traceLine).toMatch(/^\{"dir":"c2s",.*"method":"tasks\/update"/);

    expect(verdicts(out.function).map((v) => [v.scenario, v.passed, v.exitCode])).toEqual([[POLLS, true, 0]]);
    const [threw] = verdicts(out.throws);
    expect([threw!.passed, threw!.exitCode, threw!.output]).toEqual([false, 1, "this client cannot start"]);
    const [hung] = verdicts(out.hangs);
    expect([hung!.passed, hung!.timedOut, out.aborted]).toEqual([false, true, true]);
  }, 60_000);

  it("answers bad options with { ok: false } and a message naming the option, through require, never a throw", async () => {
    const all = JSON.parse(await run("options.cjs")) as Run[];
    const messages = all.map((r) => (r.ok ? "ok" : "issues" in r ? r.issues.map((i) => `${i.path}: ${i.message}`) : r));
    expect(messages).toEqual([
      [": no client given: set command (a command line), spawn ({ file, args }) or client (a function)"],
      [": no client given: set command (a command line), spawn ({ file, args }) or client (a function)"],
      [expect.stringMatching(/^\/scenarios: no scenario named no-such-scenario \(scenarios: sep-2663-/)],
      ["/timeoutMs: timeoutMs must be a whole number from 1 to 3600000"],
      [": give one client, not command and client"],
      ["/spawn/file: spawn must be { file, args?, env? }, file a path"],
      [": the options must be an object ({ command, scenarios? })"],
      // Only the options' own properties are read: an inherited command is no command.
      [": no client given: set command (a command line), spawn ({ file, args }) or client (a function)"],
    ]);
  }, 30_000);
});
