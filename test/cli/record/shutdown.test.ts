import { describe, it, expect, afterEach } from "vitest";
import { readTrace, send, startRecorder, upstream, waitFor, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

async function recorder(target: URL): Promise<Recorder> {
  const r = await startRecorder(target);
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

const rpc = (id: number): string => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"slow"}}`;

describe("mcp-tasks record on SIGTERM with exchanges in flight", () => {
  it("lets every exchange in flight finish within the grace period, and records each answer", async () => {
    let arrived = 0;
    const target = await upstream((req, res) => {
      arrived++;
      req.resume();
      req.on("end", () =>
        setTimeout(() => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end('{"jsonrpc":"2.0","id":1,"result":{"content":[]}}');
        }, 400),
      );
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url);
    const answers = [1, 2, 3].map((id) => send(rec.url, { body: rpc(id) }));
    await waitFor(() => arrived === 3, 5000, "every request at the target");
    const stopped = rec.stop("SIGTERM");
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    const { status, stderr } = await stopped;
    expect(status).toBe(0);
    expect(stderr).not.toMatch(/cut \d+ exchange/);
    expect(stderr).toMatch(/recorded 6 envelopes/);
    expect(
      readTrace(rec.out)
        .map((e) => e.dir)
        .sort(),
    ).toEqual(["c2s", "c2s", "c2s", "s2c", "s2c", "s2c"]);
  });

  it("cuts the exchanges still in flight once the grace period is over, and says how many", async () => {
    let arrived = 0;
    const target = await upstream((req) => {
      arrived++;
      req.resume();
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url);
    const answers = [1, 2].map((id) => send(rec.url, { body: rpc(id) }).catch(() => undefined));
    await waitFor(() => arrived === 2, 5000, "every request at the target");
    const started = Date.now();
    const { status, stderr } = await rec.stop("SIGTERM");
    const took = Date.now() - started;
    await Promise.all(answers);
    expect(status).toBe(0);
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(10_000);
    expect(stderr).toMatch(/cut 2 exchanges still in flight after 2000 ms/);
    expect(readTrace(rec.out).map((e) => e.dir)).toEqual(["c2s", "c2s"]);
  });
});
