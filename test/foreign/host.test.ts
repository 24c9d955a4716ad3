/**
 * The Python-style client against this package's host, recorded through `mcp-tasks record`: every flow completes,
 * and lint finds nothing against the server; what it finds is the client's stopping, charged as the spec has it.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTasksHost, toNodeListener, type TasksHost } from "../../src/host/index.js";
import { startRecorder, type Recorder } from "../cli/record/harness.js";
import { jsonLines, runCli } from "../cli/run-cli.js";
import { PythonStyleClient } from "./python-style-client.js";

let host: TasksHost;
let server: Server;
let recorder: Recorder;
let findings: { rule: string; party: string | null; severity: string; taskId: string | null }[];
const seen: Record<string, unknown> = {};

beforeAll(async () => {
  const made = createTasksHost({
    tools: [
      {
        name: "report",
        inputSchema: { type: "object" },
        run: async () => ({ content: [{ type: "text" as const, text: "done" }] }),
      },
      {
        name: "slow",
        inputSchema: { type: "object" },
        run: (_args, ctx) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => resolve({ content: [] }), 60_000);
            ctx.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
          }),
      },
    ],
    onError: () => undefined,
  });
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  host = made.value;
  server = createServer(toNodeListener(host.fetch) as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const target = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  recorder = await startRecorder(target);
  const client = new PythonStyleClient(recorder.url);
  const followed = (await client.callTool("report")).taskId as string;
  let status = "working";
  for (let i = 0; i < 200 && status !== "completed"; i++) {
    status = (await client.getTask(followed)).status;
    if (status !== "completed") await new Promise((r) => setTimeout(r, 10));
  }
  seen.completed = status;
  const cancelled = (await client.callTool("slow")).taskId as string;
  seen.cancelAck = await client.cancelTask(cancelled);
  seen.dropped = (await client.callTool("slow")).status;
  seen.listen = await new PythonStyleClient(recorder.url, false)
    .call("subscriptions/listen", { notifications: { taskIds: [followed] } })
    .catch((error: Error) => error.message);
  await recorder.stop();
  const linted = await runCli(["lint", "--json", recorder.out]);
  expect(linted.stderr).toBe("");
  findings = jsonLines(linted.stdout) as typeof findings;
}, 60_000);

afterAll(async () => {
  await recorder?.stop().catch(() => undefined);
  await host?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the Python-style client against the host", () => {
  it("completes every flow, and a non-declaring listen for tasks is refused with -32021", () => {
    expect(seen.completed).toBe("completed");
    expect(seen.cancelAck).toEqual({ resultType: "complete" });
    expect(seen.dropped).toBe("working");
    expect(seen.listen).toContain("-32021");
  });

  it("gets no finding against the server, only the client's pace and stopping charged to anyone", () => {
    expect(
      findings.filter((f) => f.party === "server"),
      JSON.stringify(findings),
    ).toEqual([]);
    expect(findings.map((f) => [f.rule, f.party, f.severity]).sort()).toEqual(
      [
        // This client polls every 10 ms, inside the host's pollIntervalMs: its own fault.
        ["mcp-tasks/poll-interval", "client", "warning"],
        ["mcp-tasks/cancelled-not-followed", null, "warning"],
        ["mcp-tasks/client-stopped-following", "client", "warning"],
      ].sort(),
    );
  });
});
