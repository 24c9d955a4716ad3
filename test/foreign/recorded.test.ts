/**
 * Traffic this package did not shape: a server and a client in the style of the official Python SDK, recorded through
 * `mcp-tasks record` (the built CLI), and every verdict `mcp-tasks lint` gives on the recording.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecorder, upstream, waitFor, type Recorder } from "../cli/record/harness.js";
import { jsonLines, runCli } from "../cli/run-cli.js";
import { PythonStyleClient } from "./python-style-client.js";
import { pythonStyleServer } from "./python-style-server.js";

interface Finding {
  line: number;
  rule: string;
  severity: string;
  party: string | null;
  taskId: string | null;
  message: string;
}

let target: Awaited<ReturnType<typeof upstream>>;
let recorder: Recorder;
let trace: Record<string, any>[];
let findings: Finding[];
const ids = { followed: "", cancelled: "", dropped: "", stuck: "" };

beforeAll(async () => {
  target = await upstream(
    pythonStyleServer({
      ttlFor: (tool) => (tool === "stuck" ? 100 : 60_000),
      pollsFor: (tool) => (tool === "stuck" ? Number.POSITIVE_INFINITY : 2),
    }),
  );
  recorder = await startRecorder(target.url);
  const client = new PythonStyleClient(recorder.url);
  // Followed to the end: polled until completed.
  ids.followed = (await client.callTool("report")).taskId;
  expect((await client.getTask(ids.followed)).status).toBe("working");
  expect((await client.getTask(ids.followed)).status).toBe("completed");
  // Cancelled, then no longer followed, as the spec allows.
  ids.cancelled = (await client.callTool("report")).taskId;
  expect(await client.cancelTask(ids.cancelled)).toEqual({ resultType: "complete" });
  // Polled once, then dropped within its TTL.
  ids.dropped = (await client.callTool("report")).taskId;
  expect((await client.getTask(ids.dropped)).status).toBe("working");
  // A task the server keeps working past its 100 ms TTL.
  ids.stuck = (await client.callTool("stuck")).taskId;
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect((await client.getTask(ids.stuck)).status).toBe("working");
  // A listen for task notifications from a client that did not declare the extension: the server acknowledges it.
  const ack = await new PythonStyleClient(recorder.url, false).listenUntilAcknowledged([ids.followed]);
  expect(ack.method).toBe("notifications/subscriptions/acknowledged");
  await waitFor(
    () => readFileSync(recorder.out, "utf8").includes("notifications/subscriptions/acknowledged"),
    10_000,
    "the acknowledgement in the recording",
  );
  await recorder.stop();
  trace = jsonLines(readFileSync(recorder.out, "utf8")) as Record<string, any>[];
  const linted = await runCli(["lint", "--json", recorder.out]);
  expect(linted.stderr).toBe("");
  findings = jsonLines(linted.stdout) as Finding[];
}, 60_000);

afterAll(async () => {
  await recorder?.stop().catch(() => undefined);
  await target?.close();
});

/** The recorded message on a finding's line. */
const messageOn = (finding: Finding): Record<string, any> => trace[finding.line - 1]!.message;

describe("a Python-style server and client, recorded", () => {
  it("recorded every message, the listen stream's acknowledgement included, in the peers' own field order", () => {
    const methods = trace.map((e) => e.message?.method).filter((m) => m !== undefined);
    expect(methods.filter((m) => m === "tools/call")).toHaveLength(4);
    expect(methods).toContain("notifications/subscriptions/acknowledged");
    const created = trace.find((e) => e.dir === "s2c" && e.message?.result?.resultType === "task")!;
    expect(Object.keys(created.message)).toEqual(["id", "jsonrpc", "result"]);
    expect(created.message.result.createdAt).toMatch(/\.\d{6}\+00:00$/);
  });

  it("gives exactly the verdicts the spec calls for, each against the party with the duty", () => {
    const brief = findings.map((f) => [f.rule, f.severity, f.party, f.taskId]);
    expect(brief).toEqual(
      expect.arrayContaining([
        ["mcp-tasks/nested-result-type", "warning", "server", ids.followed],
        ["mcp-tasks/cancelled-not-followed", "warning", null, ids.cancelled],
        ["mcp-tasks/client-stopped-following", "warning", "client", ids.dropped],
        ["mcp-tasks/not-terminal-at-end", "warning", "server", ids.stuck],
        ["sep-2663-subscribe-missing-capability-non-declaring", "error", "server", null],
      ]),
    );
    expect(findings).toHaveLength(5);
  });

  it("puts each verdict on the message that earned it", () => {
    const on = (rule: string) => messageOn(findings.find((f) => f.rule === rule)!);
    expect(on("mcp-tasks/nested-result-type").result.status).toBe("completed");
    expect(on("sep-2663-subscribe-missing-capability-non-declaring").method).toBe(
      "notifications/subscriptions/acknowledged",
    );
    expect(on("mcp-tasks/not-terminal-at-end").result.taskId).toBe(ids.stuck);
  });

  it("says who stopped in each verdict on a task left running", () => {
    const about = (taskId: string) =>
      findings.find((f) => f.taskId === taskId && f.rule !== "mcp-tasks/nested-result-type")!.message;
    expect(about(ids.cancelled)).toContain("the client stopped following it after its tasks/cancel");
    expect(about(ids.dropped)).toContain("the client stopped following it");
    expect(about(ids.stuck)).toContain("the server stopped");
  });
});
