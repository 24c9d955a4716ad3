import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FOILS, FOIL_SCENARIOS } from "../../../examples/clients/foils.js";
import { MAX_BODY_BYTES, recordingFetch } from "../../../src/cli/conformance/recorder.js";
import { LIMIT_RULE, runClientConformance } from "../../../src/cli/conformance/index.js";
import { SCENARIO_NAMES } from "../../../src/cli/conformance/run.js";
import type { Verdict } from "../../../src/cli/conformance/index.js";
import { root } from "../run-cli.js";
import { bundleClients, type Clients } from "./clients.js";

/** The rows of a Markdown table whose first cell is a scenario name in backticks: name to the second cell. */
function tableRows(path: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(join(root, path), "utf8").split("\n")) {
    const row = /^\| `([a-z0-9-]+)` \| ([^|]+) \|/.exec(line);
    if (row !== null && SCENARIO_NAMES.includes(row[1]!)) rows.set(row[1]!, row[2]!.trim());
  }
  return rows;
}

/**
 * The client-conformance kit, end to end: real client processes against real scenario servers. A correct client
 * passes every scenario; each foil, which breaks exactly one duty, fails the scenario of that duty, naming it; a client
 * that does nothing fails every scenario (no check passes vacuously); and the official ext-tasks client's outcomes are
 * the ones the README's table publishes.
 */
let clients: Clients;
beforeAll(async () => {
  clients = await bundleClients();
});

async function verdicts(command: string, scenarios: readonly string[] = []): Promise<Verdict[]> {
  const result = await runClientConformance({ command, scenarios, concurrency: 4, timeoutMs: 20_000 });
  if (!result.ok) throw new Error(result.issues[0]!.message);
  return result.value;
}

/** A verdict in a line, for assertion messages. */
const show = (v: Verdict) => `${v.scenario}: ${v.finding?.message ?? "passed"}\n${v.output}`;

describe("the client-conformance kit", () => {
  it("has a foil for every scenario", () => {
    expect(new Set(Object.values(FOIL_SCENARIOS))).toEqual(new Set(SCENARIO_NAMES));
  });

  it("documents every scenario in docs/client-conformance.md", () => {
    expect([...tableRows("docs/client-conformance.md").keys()]).toEqual(SCENARIO_NAMES);
  });

  it.concurrent("passes the wire-only reference client in every scenario", async () => {
    const all = await verdicts(clients.reference);
    expect(all.map((v) => v.scenario)).toEqual(SCENARIO_NAMES);
    for (const v of all) expect(v.passed, show(v)).toBe(true);
  }, 60_000);

  it.concurrent("fails a client that does nothing in every scenario, naming each scenario's requirement", async () => {
    const all = await verdicts("true");
    for (const v of all) {
      expect(v.passed, v.scenario).toBe(false);
      expect(v.finding?.rule).toBe(v.requirement);
    }
  }, 60_000);

  // The foils run side by side: each starts its own scenario server and client.
  it.concurrent.each(Object.keys(FOILS) as (keyof typeof FOILS)[])(
    "fails the foil %s in its scenario, naming the duty",
    async (foil) => {
      const scenario = FOIL_SCENARIOS[foil];
      const [v] = await verdicts(clients.foil(foil), [scenario]);
      expect(v!.passed, `${foil} (${FOILS[foil]}) passed ${scenario}`).toBe(false);
      expect(v!.finding?.rule).toBe(v!.requirement);
      // The finding points at the line that shows the broken duty, or says what never happened.
      if (v!.finding!.line > 0) expect(v!.traceLine).toBe(v!.trace[v!.finding!.line - 1]!.slice(0, 400));
    },
    30_000,
  );

  it.concurrent("runs the official ext-tasks 0.2.2 client through every scenario (the README's results table)", async () => {
    const all = await verdicts(clients.extTasks);
    const published = tableRows("README.md");
    expect([...published.keys()].sort()).toEqual([...SCENARIO_NAMES].sort());
    for (const v of all)
      expect(v.passed ? "pass" : show(v), v.scenario).toBe(
        published.get(v.scenario)!.startsWith("pass") ? "pass" : "fail",
      );
  }, 60_000);

  it("stops a client that outlives the time limit, and fails it", async () => {
    const result = await runClientConformance({
      command: `sh -c "sleep 30"`,
      scenarios: ["tasks-client-polls-until-terminal"],
      timeoutMs: 1000,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [v] = result.value;
    expect(v!.timedOut).toBe(true);
    expect(v!.passed).toBe(false);
    expect(v!.durationMs).toBeLessThan(10_000);
  });

  it("answers requests past the message limit with 429, and fails the client on it", async () => {
    const limited = await runClientConformance({
      command: clients.reference,
      scenarios: ["tasks-client-polls-until-terminal"],
      maxMessages: 4,
    });
    expect(limited.ok).toBe(true);
    if (!limited.ok) return;
    const [v] = limited.value;
    expect(v!.finding?.rule).toBe(LIMIT_RULE);
    expect(v!.trace).toHaveLength(4);
    expect(v!.output).toContain("429");
  }, 30_000);

  it("reads a body of exactly the limit, and answers one byte more with 413 unread", async () => {
    const recording = { trace: [], maxMessages: 10, refused: 0 };
    let reached = 0;
    const inner = async () => {
      reached++;
      return Response.json({ jsonrpc: "2.0", id: 1, result: {} });
    };
    const fetch = recordingFetch(inner, recording, undefined, { memo: new Map(), hostCall: async () => undefined });
    const post = (size: number, declare: boolean) => {
      const head = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"';
      const body = new TextEncoder().encode(`${head}${"x".repeat(size - head.length - 3)}"}}`);
      expect(body.byteLength).toBe(size);
      // Without a declared length the body streams in, and the limit is counted as it arrives.
      const stream = new Blob([body]).stream();
      return fetch(
        new Request("http://127.0.0.1/mcp", {
          method: "POST",
          headers: { "content-type": "application/json", ...(declare ? { "content-length": String(size) } : {}) },
          body: declare ? body : stream,
          ...(declare ? {} : { duplex: "half" }),
        } as RequestInit),
      );
    };
    for (const declare of [true, false]) {
      expect((await post(MAX_BODY_BYTES, declare)).status).toBe(200);
      expect((await post(MAX_BODY_BYTES + 1, declare)).status).toBe(413);
    }
    expect(reached).toBe(2);
    expect(recording.trace).toHaveLength(4);
  });

  it("fails a client that does its part but exits non-zero, unless the scenario allows it", async () => {
    const failing = `sh -c '${clients.reference} "$0"; exit 3'`;
    const [strict, lenient] = await verdicts(failing, [
      "tasks-client-polls-until-terminal",
      "tasks-client-failed-task",
    ]);
    expect(strict!.exitCode).toBe(3);
    expect(strict!.finding?.message).toMatch(/exited with status 3/);
    expect(lenient!.exitCode).toBe(3);
    expect(lenient!.passed).toBe(true);
  }, 30_000);

  it("fails a command that cannot start, without throwing", async () => {
    const [v] = await verdicts("/nonexistent/client-command", ["tasks-client-failed-task"]);
    expect(v!.passed).toBe(false);
    expect(v!.exitCode).not.toBe(0);
  });

  it("refuses an unknown scenario and an empty command as usage errors", async () => {
    expect(await runClientConformance({ command: "true", scenarios: ["no-such-scenario"] })).toMatchObject({
      ok: false,
      issues: [{ path: "/scenarios", message: expect.stringContaining("no scenario named no-such-scenario") }],
    });
    expect(await runClientConformance({ command: "  " })).toMatchObject({ ok: false });
  });
});

describe("docs/host.md's client section", () => {
  it("shows the ext-tasks adapter's own code, line for line", () => {
    const doc = readFileSync(join(root, "docs/host.md"), "utf8");
    const section = doc.slice(doc.indexOf("## Calling a task tool from a TypeScript client"));
    const block = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
    const adapter = readFileSync(join(root, "examples/clients/ext-tasks-adapter.ts"), "utf8");
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.filter((line) => !adapter.includes(line))).toEqual([]);
  });
});
