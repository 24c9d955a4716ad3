import { describe, it, expect, afterEach } from "vitest";
import { rawTarget, readTrace, send, startRecorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const RPC = '{"jsonrpc":"2.0","id":1,"method":"ping"}';

describe("mcp-tasks record with empty bodies in a Content-Encoding", () => {
  it("records no message for an empty gzip-encoded 202 or 204, and an empty gzip body where one was due as empty", async () => {
    const heads: Record<string, string> = {
      "/mcp?a": "HTTP/1.1 202 Accepted\r\nContent-Encoding: gzip\r\nContent-Length: 0\r\n\r\n",
      "/mcp?b": "HTTP/1.1 204 No Content\r\nContent-Encoding: gzip\r\n\r\n",
      "/mcp?c": "HTTP/1.1 202 Accepted\r\nContent-Encoding: gzip\r\nContent-Length: 7\r\n\r\nnotgzip",
      "/mcp?d":
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 0\r\n\r\n",
    };
    const target = await rawTarget((path) => heads[path]!);
    cleanups.push(() => target.close());
    const rec = await startRecorder(target.url);
    cleanups.push(() => rec.stop("SIGKILL"));
    for (const path of Object.keys(heads))
      await send(rec.url, { path, headers: ["Content-Type", "application/json"], body: RPC });
    expect((await rec.stop()).status).toBe(0);
    const s2c = readTrace(rec.out).filter((e) => e.dir === "s2c");
    expect(s2c).toEqual([
      expect.objectContaining({ http: { status: 200, contentType: "application/json", bytes: 0, problem: "empty" } }),
    ]);
  });
});
