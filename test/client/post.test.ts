/**
 * mcp-tasks/client with plain fetch: postRequest frames each request for 2026-07-28 (id, `_meta`, routing headers)
 * and reads one answer, so that a client built on the codec's builders follows a task through polling, input and
 * cancel against the host. Every failure is an issue, never a rejection; the response bound is exact.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postRequest, rawDispatch, tasksSessionOptions, type TasksEndpoint } from "../../src/client/index.js";
import { cancelTaskRequest, getTaskRequest, updateTaskRequest } from "../../src/codec/index.js";
import { startHost, type RunningHost } from "../host/harness.js";

let h: RunningHost;
let endpoint: TasksEndpoint;

beforeAll(async () => {
  h = await startHost({ pollIntervalMs: 10 });
  endpoint = {
    url: h.url,
    clientInfo: { name: "plain-fetch", version: "1.0.0" },
    clientCapabilities: { elicitation: {} },
  };
});
afterAll(() => h.close());

/** Sends a request that must be answered with a result, and returns it. */
async function must(request: Parameters<typeof postRequest>[1]): Promise<Record<string, any>> {
  const answer = await postRequest(endpoint, request);
  if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
  if (!("result" in answer.value)) throw new Error(JSON.stringify(answer.value.error));
  return answer.value.result;
}

async function pollUntil(taskId: string, done: (task: Record<string, any>) => boolean): Promise<Record<string, any>> {
  for (let i = 0; i < 500; i++) {
    const task = await must(getTaskRequest(i + 100, taskId));
    if (done(task)) return task;
    await new Promise((resolve) => setTimeout(resolve, task.pollIntervalMs ?? 10));
  }
  throw new Error("the task never got there");
}

describe("postRequest against the host", () => {
  it("calls a task tool, answers its input request through tasks/update and polls it to completion", async () => {
    const created = await must({ method: "tools/call", params: { name: "ask_once", arguments: {} } });
    expect(created.resultType).toBe("task");
    const waiting = await pollUntil(created.taskId, (t) => t.status === "input_required");
    expect(Object.keys(waiting.inputRequests)).toEqual(["who"]);
    const who = { action: "accept" as const, content: { name: "Ada" } };
    expect((await must(updateTaskRequest(1, created.taskId, { who }))).resultType).toBe("complete");
    const done = await pollUntil(created.taskId, (t) => t.status === "completed");
    expect(done.result.content[0].text).toBe(`hello ${JSON.stringify(who)}`);
  });

  it("cancels a running task", async () => {
    const created = await must({ method: "tools/call", params: { name: "work", arguments: { ms: 5000 } } });
    await must(cancelTaskRequest(2, created.taskId));
    expect((await pollUntil(created.taskId, () => true)).status).toBe("cancelled");
  });

  it("hands back the server's JSON-RPC error as an answer", async () => {
    const answer = await postRequest(endpoint, getTaskRequest(3, "no-such-task"));
    expect(answer).toMatchObject({ ok: true, value: { error: { code: -32602 } } });
  });

  it("serves the official ext-tasks client's dispatcher: the same request, ext-tasks' answer shape", async () => {
    const dispatch = tasksSessionOptions(endpoint).rawDispatch;
    expect(await dispatch({ method: "tools/call", params: { name: "echo", arguments: { a: 1 } } })).toMatchObject({
      kind: "result",
      result: { content: [{ type: "text", text: 'echo {"a":1}' }] },
    });
    expect(await dispatch({ method: "tasks/get", params: { taskId: "nope" } })).toMatchObject({
      kind: "error",
      error: { code: -32602 },
    });
  });
});

describe("postRequest when there is no answer", () => {
  const answerWith = (body: string, contentType: string): TasksEndpoint => ({
    ...endpoint,
    fetch: async () => new Response(body, { headers: { "Content-Type": contentType } }),
  });

  it("reads the answer from an SSE stream, skipping other events", async () => {
    let sent: Request | undefined;
    const sse = (id: unknown) =>
      `event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\n` +
      `data: {"jsonrpc":"2.0","id":${JSON.stringify(id)},\ndata: "result":{"ok":1}}\n\n`;
    const answer = await postRequest(
      {
        ...endpoint,
        fetch: async (request) => {
          sent = request;
          const body = (await request.clone().json()) as { id: unknown };
          return new Response(sse(body.id), { headers: { "Content-Type": "text/event-stream" } });
        },
      },
      { method: "tools/call", params: { name: "x" } },
    );
    expect(answer).toEqual({ ok: true, value: { result: { ok: 1 } } });
    expect(sent?.headers.get("mcp-method")).toBe("tools/call");
    expect(sent?.headers.get("mcp-name")).toBe("x");
    const body = (await sent!.json()) as { params: { _meta: Record<string, unknown> } };
    expect(body.params._meta).toEqual({
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientInfo": { name: "plain-fetch", version: "1.0.0" },
      "io.modelcontextprotocol/clientCapabilities": {
        elicitation: {},
        extensions: { "io.modelcontextprotocol/tasks": {} },
      },
    });
  });

  it("refuses a response one byte over maxResponseBytes, and reads one exactly at it", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 7, result: { pad: "x".repeat(100) } });
    const size = new TextEncoder().encode(body).byteLength;
    const at = await postRequest(
      { ...answerWith(body, "application/json"), maxResponseBytes: size },
      { method: "m", id: 7 },
    );
    expect(at.ok).toBe(true);
    const over = await postRequest(
      { ...answerWith(body, "application/json"), maxResponseBytes: size - 1 },
      { method: "m", id: 7 },
    );
    expect(over).toMatchObject({ ok: false, issues: [{ keyword: "maxLength" }] });
  });

  it("answers with issues, never a rejection, for a dead endpoint, a wrong answer and a bad endpoint", async () => {
    const dead = await postRequest({ ...endpoint, url: "http://127.0.0.1:1/mcp" }, { method: "tools/list" });
    expect(dead).toMatchObject({ ok: false, issues: [{ keyword: "network" }] });
    const other = await postRequest(
      answerWith('{"jsonrpc":"2.0","id":"someone-else","result":{}}', "application/json"),
      {
        method: "tools/list",
      },
    );
    expect(other).toMatchObject({ ok: false, issues: [{ keyword: "response" }] });
    const html = await postRequest(answerWith("<html>", "text/html"), { method: "tools/list" });
    expect(html).toMatchObject({ ok: false, issues: [{ keyword: "response" }] });
    const bad = await postRequest(
      { url: "not a url", clientInfo: { name: "x", version: "1" } },
      { method: "tools/list" },
    );
    expect(bad).toMatchObject({ ok: false, issues: [{ keyword: "endpoint" }] });
    const dispatched = await rawDispatch({ ...endpoint, url: "http://127.0.0.1:1/mcp" })({ method: "tools/list" });
    expect(dispatched).toMatchObject({ kind: "error", error: { code: -32603 } });
  });
});
