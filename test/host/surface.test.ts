import { describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { peek } from "../../src/host/http/surface.js";

const encoder = new TextEncoder();
const DEPTH = 2_000_000;
const deep = (method: string) =>
  encoder.encode(
    `{"jsonrpc":"2.0","id":7,"method":"${method}","params":{"taskId":"a","x":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}}`,
  );

describe("peek at a body the codec refused", () => {
  it("does not parse a body nested beyond the codec's depth limit", () => {
    const bytes = deep("tasks/get");
    const started = performance.now();
    expect(peek(bytes)).toEqual({ method: undefined, params: undefined, id: undefined });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("still reads method, params and id of a body refused for its content, escaped lone surrogates included", () => {
    const body = '{"jsonrpc":"2.0","id":"r-1","method":"tasks/get","params":{"taskId":"\\ud800","s":"]]]\\"[[["}}';
    expect(peek(encoder.encode(body))).toEqual({
      method: "tasks/get",
      params: { taskId: "\ud800", s: ']]]"[[[' },
      id: "r-1",
    });
  });
});

describe("a host in front of an inner handler, given refused bodies", () => {
  const inner = async () => new Response("inner", { status: 299 });
  const made = createTasksHost({ tools: [], inner, onError: () => undefined });
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  const host = made.value;
  const post = (body: BodyInit, method: string) =>
    host.fetch(
      new Request("http://x/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", "mcp-protocol-version": "2026-07-28", "mcp-method": method },
        body,
      }),
    );

  it("answers a refused tasks/get itself, with the request's id", async () => {
    const response = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tasks/get", params: { taskId: 5 } }),
      "tasks/get",
    );
    const body = (await response.json()) as { id: unknown; error: { code: number } };
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ id: 9, error: { code: -32020 } });
  });

  it("refuses a body nested too deep to read without parsing it, passing it to the inner handler", async () => {
    const started = performance.now();
    const response = await post(deep("tasks/get"), "tasks/get");
    expect(performance.now() - started).toBeLessThan(500);
    expect(response.status).toBe(299);
  });
});
