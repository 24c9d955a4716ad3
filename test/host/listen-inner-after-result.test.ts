/**
 * What an inner handler's listen stream sends after its result is dropped, whether it comes in the same network chunk
 * as the result or in a later one: the client's stream ends with the result either way.
 */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach } from "./fetch-client.js";
import { listenByFetch, innerStream } from "./listen-fetch.js";

const makeHost = hostsClosedAfterEach();

const ACK = { jsonrpc: "2.0", method: "notifications/subscriptions/acknowledged", params: { notifications: {} } };
const NOTE = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"late"}}';
const RESULT = '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}';

/** Every data line of the stream until it ends. */
async function rest(stream: Awaited<ReturnType<typeof listenByFetch>>): Promise<string[]> {
  const lines: string[] = [];
  for (let line = await stream.next(); line !== undefined; line = await stream.next()) lines.push(line);
  return lines;
}

describe("a listen stream with an inner handler, after the inner result", () => {
  it("drops events that follow the result in the same chunk", async () => {
    const inner = innerStream();
    const { host } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message())!.method).toBe(ACK.method);
    inner.write(`data: ${NOTE}\n\ndata: ${RESULT}\n\ndata: ${NOTE}\n\ndata: ${NOTE}\n\n`);
    expect(await rest(stream)).toEqual([`data: ${NOTE}`, `data: ${RESULT}`]);
  });

  it("drops events that follow the result in a later chunk, alike", async () => {
    const inner = innerStream();
    const { host } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message())!.method).toBe(ACK.method);
    inner.write(`data: ${NOTE}\n\ndata: ${RESULT}\n\n`);
    inner.write(`data: ${NOTE}\n\n`);
    expect(await rest(stream)).toEqual([`data: ${NOTE}`, `data: ${RESULT}`]);
  });
});
