/** What a listen stream forwards from an inner handler's stream as it is (events before its acknowledgement, data
 * that is not JSON, a result without an id), how it orders host notifications and the inner result, and what it
 * reports once the client has gone. */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";
import { feedableStore, listenByFetch, innerStream } from "./listen-fetch.js";

const makeHost = hostsClosedAfterEach();

const ACK = { jsonrpc: "2.0", method: "notifications/subscriptions/acknowledged", params: { notifications: {} } };
const PING = '{"jsonrpc":"2.0","id":"s1","method":"ping"}';
const RESULT = '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}';

/** The messages of the errors reported, but for the warning about a request without a client address. */
const reported = (errors: unknown[]) =>
  errors.map((e) => (e as Error).message).filter((m) => !m.startsWith("mcp-tasks host: a request came"));

/** Resolves with `value`, or rejects when it takes longer than a second. */
function soon<T>(value: Promise<T>): Promise<T> {
  return Promise.race([
    value,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("too slow")), 1000)),
  ]);
}

/** A host over a feedable store with an inner stream, and a completed task of the host's, with its last change. */
async function hostWithTask() {
  const { store, listeners, changes } = feedableStore();
  const inner = innerStream();
  const { host, errors } = makeHost({ inner: inner.inner, store });
  const created = await read(await host.fetch(rpc("tools/call", { name: "tool_error", arguments: {} })));
  const taskId = created.body.result.taskId as string;
  const done = () => changes.find((c) => c.taskId === taskId && c.state?.status === "completed");
  for (let i = 0; i < 500 && done() === undefined; i++) await new Promise((r) => setTimeout(r, 5));
  return { host, errors, inner, listeners, taskId, last: done()! };
}

describe("a listen stream with an inner handler", () => {
  it("passes on unchanged an event before the acknowledgement, data that is not JSON, and a result without id", async () => {
    const inner = innerStream();
    const { host, errors } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${PING}\n\n`);
    expect(await stream.next()).toBe(`data: ${PING}`);
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect(await stream.message()).toEqual({ ...ACK, params: { notifications: { taskIds: [] } } });
    inner.write("data: not json\n\n");
    expect(await stream.next()).toBe("data: not json");
    inner.write('data: {"jsonrpc":"2.0","result":{"n":1}}\n\n');
    expect(await stream.next()).toBe('data: {"jsonrpc":"2.0","result":{"n":1}}');
    inner.write(`data: ${RESULT}\n\n`);
    expect(await stream.message()).toEqual(JSON.parse(RESULT));
    expect(await stream.next()).toBeUndefined();
    expect(reported(errors)).toEqual([]);
  });

  it("sends a task change that came with the inner result before that result", async () => {
    const { host, inner, listeners, taskId, last } = await hostWithTask();
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message())!.method).toBe(ACK.method);
    expect((await stream.message())!.params.status).toBe("completed");
    const reading = stream.message();
    listeners.at(-1)!({ taskId, version: last.version + 1, state: last.state });
    inner.write(`data: ${RESULT}\n\n`);
    expect((await reading)!.params.taskId).toBe(taskId);
    expect(await stream.message()).toEqual(JSON.parse(RESULT));
    expect(await stream.next()).toBeUndefined();
  });

  it("still forwards inner events promptly after a task change it could not send", async () => {
    const { host, errors, inner, listeners, taskId, last } = await hostWithTask();
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    await stream.message();
    await stream.message();
    const reading = stream.message();
    const broken = { ...last.state!, statusMessage: 42 as never };
    listeners.at(-1)!({ taskId, version: last.version + 1, state: broken });
    await new Promise((r) => setTimeout(r, 10));
    inner.write(`data: ${PING}\n\n`);
    expect(await soon(reading)).toEqual(JSON.parse(PING));
    expect(reported(errors)).toEqual([expect.stringMatching(/^an invalid task notification was not sent/)]);
  });

  it("reports nothing about an inner event over the limit that arrives as the client leaves", async () => {
    const inner = innerStream();
    const { host, errors } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    await stream.message();
    const reading = stream.next();
    await new Promise((r) => setTimeout(r, 10));
    inner.write(`data: ${"x".repeat(8 * 1024 * 1024 + 1)}`);
    await stream.cancel();
    expect(await reading).toBeUndefined();
    await new Promise((r) => setTimeout(r, 20));
    expect(reported(errors)).toEqual([]);
    expect(host.stats().streams).toBe(0);
  });

  it("sends no task notification once the inner handler refused, nor an acknowledgement that follows", async () => {
    const { host, inner, taskId } = await hostWithTask();
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    const refusal = '{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"no"}}';
    inner.write(`data: ${refusal}\n\ndata: ${JSON.stringify(ACK)}\n\n`);
    expect(await stream.message()).toEqual(JSON.parse(refusal));
    expect(await stream.next()).toBeUndefined();
  });
});
