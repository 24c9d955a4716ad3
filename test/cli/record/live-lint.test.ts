import { describe, it, expect, afterEach } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cliPath, root, runCli } from "../run-cli.js";
import { collect, send, startRecorder, tempDir, upstream, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const TASK = "5f0c2a1e-0000-4000-8000-00000000beef";
const DECLARES = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};
const task = (status: string, extra: object = {}) => ({
  taskId: TASK,
  status,
  createdAt: "2026-08-21T10:00:00.000Z",
  lastUpdatedAt: "2026-08-21T10:00:00.000Z",
  ttlMs: 60_000,
  pollIntervalMs: 0,
  ...extra,
});

/** A planted faulty server: it acknowledges a cancellation, reports the task cancelled, then completed. */
async function faultyServer() {
  let polls = 0;
  const server = await upstream((req, res) => {
    void collect(req).then((body) => {
      const message = JSON.parse(body.toString()) as { id: number; method: string };
      const answer = (result: object) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
      };
      if (message.method === "tools/call") return answer({ resultType: "task", ...task("working") });
      if (message.method === "tasks/cancel") return answer({ resultType: "complete" });
      polls++;
      if (polls === 1) return answer({ resultType: "complete", ...task("cancelled") });
      answer({
        resultType: "complete",
        ...task("completed", {
          result: { resultType: "complete", content: [{ type: "text", text: "done anyway" }], isError: false },
        }),
      });
    });
  });
  cleanups.push(() => server.close());
  return server.url;
}

/** The client's side: create, cancel, then poll twice, with routing headers and the extension declared. */
async function drive(rec: Recorder): Promise<void> {
  const call = (id: number, method: string, params: object, name?: string) =>
    send(rec.url, {
      headers: [
        "Content-Type",
        "application/json",
        "Mcp-Method",
        method,
        ...(name === undefined ? [] : ["Mcp-Name", name]),
      ],
      body: JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: DECLARES } }),
    });
  await call(1, "tools/call", { name: "slow", arguments: {} }, "slow");
  await call(2, "tasks/cancel", { taskId: TASK }, TASK);
  await call(3, "tasks/get", { taskId: TASK }, TASK);
  await call(4, "tasks/get", { taskId: TASK }, TASK);
}

async function recorder(target: URL, args: string[]): Promise<Recorder> {
  const rec = await startRecorder(target, args);
  cleanups.push(() => rec.stop("SIGKILL"));
  return rec;
}

describe("mcp-tasks record --lint", () => {
  it("prints the finding against a faulty server as it happens, then a summary at exit, and exits 1", async () => {
    const rec = await recorder(await faultyServer(), ["--lint"]);
    await drive(rec);
    await rec.waitForStdout(/mcp-tasks\/terminal-status-changed/);
    // Live: the finding is out while the recorder still runs.
    expect(rec.child.exitCode).toBeNull();
    expect(rec.stdout()).toMatch(
      new RegExp(`^8: server error mcp-tasks/terminal-status-changed \\[task ${TASK}\\]: `, "m"),
    );
    // The README's walkthrough shows this very line.
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain(rec.stdout().split("\n")[0]);
    const stopped = await rec.stop("SIGINT");
    expect(stopped.status).toBe(1);
    expect(stopped.stdout.trimEnd().split("\n").at(-1)).toBe("1 error, 0 warnings (8 lines, 1 task)");
  });

  it("prints JSON findings with --json, the same that lint prints for the recording afterwards", async () => {
    const rec = await recorder(await faultyServer(), ["--lint", "--json"]);
    await drive(rec);
    await rec.waitForStdout(/terminal-status-changed/);
    const stopped = await rec.stop();
    expect(stopped.status).toBe(1);
    const live = stopped.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as object);
    expect(live).toEqual([
      {
        line: 8,
        severity: "error",
        rule: "mcp-tasks/terminal-status-changed",
        taskId: TASK,
        message: expect.any(String),
        party: "server",
      },
    ]);
    const offline = await runCli(["lint", "--json", rec.out]);
    expect(
      offline.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as object),
    ).toEqual(live);
  });

  it("with --party client leaves the server's error out of the output and the exit status, and says so", async () => {
    const rec = await recorder(await faultyServer(), ["--lint", "--party", "client"]);
    await drive(rec);
    const stopped = await rec.stop();
    expect(stopped.status).toBe(0);
    expect(stopped.stdout).toBe(
      "0 errors, 0 warnings (8 lines, 1 task; 1 error and 0 warnings against the server not shown)\n",
    );
  });

  it("refuses a bad command line with a usage error", async () => {
    for (const args of [
      ["record"],
      ["record", "--target", "ftp://x"],
      ["record", "--target", "http://x", "--party", "server"],
      ["record", "--target", "http://x", "--lint", "--out", "-"],
      ["record", "--target", "http://x", "--listen", "99999"],
      ["record", "--target", "http://x", "extra"],
    ]) {
      const run = await runCli(args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^mcp-tasks: .*\nRun 'mcp-tasks record --help' for usage\.\n$/);
    }
  });

  it("says so when it cannot listen", async () => {
    const busy = await upstream(() => undefined);
    cleanups.push(() => busy.close());
    const run = await runCli([
      "record",
      "--target",
      "http://127.0.0.1:1/mcp",
      "--listen",
      `127.0.0.1:${busy.url.port}`,
      "--out",
      "/dev/null",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/cannot listen on 127\.0\.0\.1:\d+: .*EADDRINUSE/);
  });

  it("with --lint still exits when it cannot listen, its linter's thread stopped", async () => {
    const busy = await upstream(() => undefined);
    cleanups.push(() => busy.close());
    const args = ["record", "--target", "http://127.0.0.1:1/mcp", "--listen", `127.0.0.1:${busy.url.port}`];
    const run = await runCli([...args, "--out", "/dev/null", "--lint"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/cannot listen on 127\.0\.0\.1:\d+: .*EADDRINUSE/);
  });

  it("refuses to record with --lint when the linter's thread cannot start, and says why", async () => {
    // The CLI's bundle alone, without the thread's script beside it.
    const dir = tempDir();
    copyFileSync(cliPath, join(dir, "cli.js"));
    const out = join(dir, "trace.jsonl");
    const run = spawnSync(
      process.execPath,
      [
        join(dir, "cli.js"),
        "record",
        "--target",
        "http://127.0.0.1:1/mcp",
        "--listen",
        "127.0.0.1:0",
        "--out",
        out,
        "--lint",
      ],
      { encoding: "utf8", timeout: 20_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^mcp-tasks: cannot start the live linter: .*lint-thread\.js/m);
    expect(run.stderr).not.toMatch(/listening on|stopped/);
  });
});
