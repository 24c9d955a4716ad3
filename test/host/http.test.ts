import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { startHost, type RunningHost } from "./harness.js";

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ maxBodyBytes: 1024, allowOrigin: (origin) => new URL(origin).hostname === "localhost" });
});
afterAll(async () => {
  await h.close();
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(h.url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

/** Sends raw bytes on a fresh socket and returns what the server wrote back before closing. */
function raw(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(h.url.port), "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
    socket.write(bytes);
  });
}

describe("the host's HTTP boundary", () => {
  it("refuses a body over the limit with 413 and closes the connection without reading the rest", async () => {
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n`;
    const answer = await raw(Buffer.concat([Buffer.from(head), Buffer.alloc(4096, 0x20)]));
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("after a 413 for a large body, the client's next request is answered at once", async () => {
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n`;
    // The rest of the oversized body is never sent: a server that waited to drain it would hang this socket.
    const answer = await raw(Buffer.concat([Buffer.from(head), Buffer.alloc(2048, 0x20)]));
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    const started = Date.now();
    const next = await post(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" }), {
      "MCP-Protocol-Version": "2026-07-28",
    });
    expect(next.status).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a tasks/get with no _meta envelope at all, as the core draft requires it", async () => {
    const response = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tasks/get", params: { taskId: "x" } }),
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tasks/get", "Mcp-Name": "x" },
    );
    const body = (await response.json()) as { id: number; error: { code: number; message: string } };
    expect(body.id).toBe(3);
    expect([-32021, -32022, -32602]).toContain(body.error.code);
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("refuses a chunked body that grows over the limit with 413", async () => {
    const chunked = await fetch(h.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Blob(["x".repeat(4096)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("refuses content types other than JSON in UTF-8 with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"]) {
      const response = await post("{}", { "Content-Type": type });
      expect(response.status, type).toBe(415);
    }
    expect((await fetch(h.url, { method: "POST", body: "{}" })).status).toBe(415);
  });

  it("hands the raw bytes to the codec, which refuses invalid UTF-8 with -32700", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const response = await post(bytes, { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tasks/get" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });

  it("answers only POST without an inner handler, and refuses foreign browser origins", async () => {
    expect((await fetch(h.url)).status).toBe(405);
    expect((await post("{}", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("{}", { Origin: "http://localhost:5173" })).status).toBe(400);
  });

  it("answers a notification with 202 and a batch with -32600", async () => {
    const note = await post(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }), {
      "Mcp-Method": "notifications/initialized",
    });
    expect(note.status).toBe(202);
    const batch = await post(JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "server/discover" }]));
    expect(((await batch.json()) as { error: { code: number } }).error.code).toBe(-32600);
  });
});
