import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(server.url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

describe("HTTP layer", () => {
  it("listens on loopback", () => {
    expect(server.url.hostname).toBe("127.0.0.1");
    expect(server.url.pathname).toBe("/mcp");
  });

  it("answers only POST on the endpoint path", async () => {
    expect((await fetch(server.url)).status).toBe(405);
    expect((await fetch(new URL("/other", server.url), { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("refuses pages from foreign origins", async () => {
    const response = await post("{}", { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("answers unparsable JSON with -32700", async () => {
    const response = await post("{not json");
    const body = (await response.json()) as { id: unknown; error: { code: number } };
    expect(response.status).toBe(400);
    expect(body.error.code).toBe(-32700);
    expect(body.id ?? null).toBeNull();
  });

  it("accepts a notification with 202 and no body", async () => {
    const response = await post(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
  });

  it("answers a JSON-RPC batch with an invalid-request error", async () => {
    const response = await post(JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "server/discover" }]));
    const body = (await response.json()) as { error: { code: number } };
    expect(body.error.code).toBe(-32600);
  });
});
