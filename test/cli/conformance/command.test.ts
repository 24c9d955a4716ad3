import { beforeAll, describe, expect, it } from "vitest";
import { parseArgs } from "../../../src/cli/args.js";
import { SCENARIO_NAMES } from "../../../src/cli/conformance/run.js";
import { runCli } from "../run-cli.js";
import { bundleClients, type Clients } from "./clients.js";

describe("parsing 'conformance client'", () => {
  it("reads --command, repeated --scenario, --json and --timeout", () => {
    expect(
      parseArgs([
        "conformance",
        "client",
        "--command",
        "node c.js",
        "--scenario",
        "a",
        "--scenario=b",
        "--json",
        "--timeout",
        "5",
      ]),
    ).toStrictEqual({
      ok: true,
      command: { name: "conformance", command: "node c.js", scenarios: ["a", "b"], json: true, timeoutMs: 5000 },
    });
    expect(parseArgs(["conformance", "client", "--command=x"])).toMatchObject({
      ok: true,
      command: { command: "x", scenarios: [], json: false, timeoutMs: 30_000 },
    });
  });

  it.each([
    [["conformance"], /needs a side/],
    [["conformance", "server"], /no conformance kit for "server"/],
    [["conformance", "client"], /no client given/],
    [["conformance", "client", "--command"], /--command needs a value/],
    [["conformance", "client", "--command", "a", "--command", "b"], /more than once/],
    [["conformance", "client", "--command", "a", "--timeout", "0"], /--timeout needs/],
    [["conformance", "client", "--command", "a", "--frobnicate"], /unknown option --frobnicate/],
    [["conformance", "client", "--command", "a", "stray"], /unexpected argument "stray"/],
  ])("refuses %j", (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(message);
      expect(parsed.topic).toBe("conformance");
    }
  });

  it("routes --help and 'help conformance' to the kit's page", () => {
    expect(parseArgs(["conformance", "client", "--help"])).toEqual({
      ok: true,
      command: { name: "help", topic: "conformance" },
    });
    expect(parseArgs(["help", "conformance"])).toEqual({ ok: true, command: { name: "help", topic: "conformance" } });
  });
});

describe("mcp-tasks conformance client (the built CLI)", () => {
  let clients: Clients;
  beforeAll(async () => {
    clients = await bundleClients();
  });

  it("prints a passing verdict per scenario and exits 0", async () => {
    const run = await runCli([
      "conformance",
      "client",
      "--command",
      clients.reference,
      "--scenario",
      "tasks-client-failed-task",
    ]);
    expect(run.stdout).toContain("PASS tasks-client-failed-task [tasks-client-stops-at-terminal]");
    expect(run.stdout).toContain("1 passed, 0 failed");
    expect(run.status).toBe(0);
  }, 30_000);

  it("prints one JSON object per scenario with --json, and exits 1 when one fails", async () => {
    const run = await runCli([
      "conformance",
      "client",
      "--json",
      "--command",
      clients.foil("no-mcp-name"),
      "--scenario",
      "sep-2663-client-emits-mcp-name-on-tasks-methods",
    ]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const verdict = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(verdict).toMatchObject({
      scenario: "sep-2663-client-emits-mcp-name-on-tasks-methods",
      requirement: "sep-2663-client-emits-mcp-name-on-tasks-methods",
      passed: false,
      finding: { rule: "sep-2663-client-emits-mcp-name-on-tasks-methods" },
    });
    expect(String(verdict.traceLine)).toContain('"method":"tasks/get"');
  }, 30_000);

  it("exits 2 on usage errors, naming the scenarios there are", async () => {
    const run = await runCli(["conformance", "client", "--command", "true", "--scenario", "nope"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no scenario named nope");
    expect((await runCli(["conformance", "client"])).status).toBe(2);
  });

  it("documents every scenario in its help", async () => {
    const run = await runCli(["help", "conformance"]);
    expect(run.status).toBe(0);
    for (const name of SCENARIO_NAMES) expect(run.stdout).toContain(name);
  });
});
