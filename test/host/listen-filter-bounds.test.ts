/** The taskIds a listen filter may hold, at and past each bound, the message naming what is wrong, and the headers
 * of the stream a good filter opens. */
import { describe, expect, it } from "vitest";
import { MAX_TASK_ID_LENGTH, MAX_WATCHED_TASKS } from "../../src/store/options.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** Listens with these taskIds; the response. */
async function listenTo(taskIds: unknown): Promise<Response> {
  const { host } = makeHost();
  return host.fetch(rpc("subscriptions/listen", { notifications: { taskIds } }));
}

/** The first event of a listen stream, parsed, after which the stream is cancelled. */
async function firstEvent(response: Response): Promise<Record<string, any>> {
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  const block = text.slice(0, text.indexOf("\n\n"));
  return JSON.parse(block.slice(block.indexOf("data: ") + 6)) as Record<string, any>;
}

describe("a listen filter's taskIds", () => {
  it("names taskIds that are not an array", async () => {
    const { status, body } = await read(await listenTo({ 0: "a" }));
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32602,
      message: "Invalid params: params.notifications.taskIds must be an array of task ids",
    });
  });

  it("names the position of the first taskId that is not a task id", async () => {
    const { body } = await read(await listenTo(["a", "", 3]));
    expect(body.error).toEqual({
      code: -32602,
      message: "Invalid params: params.notifications.taskIds[1] must be a task id",
    });
  });

  it("refuses a taskId one character longer than a task id may be", async () => {
    const { body } = await read(await listenTo(["a", "b", "x".repeat(MAX_TASK_ID_LENGTH + 1)]));
    expect(body.error).toEqual({
      code: -32602,
      message: "Invalid params: params.notifications.taskIds[2] must be a task id",
    });
  });

  it("takes a taskId as long as a task id may be, agreeing to none it cannot see", async () => {
    const response = await listenTo(["x".repeat(MAX_TASK_ID_LENGTH)]);
    expect(response.status).toBe(200);
    expect((await firstEvent(response)).params.notifications).toEqual({ taskIds: [] });
  });

  it(`takes ${MAX_WATCHED_TASKS} taskIds, the most a filter may name`, async () => {
    const response = await listenTo(Array.from({ length: MAX_WATCHED_TASKS }, (_, i) => `t${i}`));
    expect(response.status).toBe(200);
    const ack = await firstEvent(response);
    expect(ack.method).toBe("notifications/subscriptions/acknowledged");
    expect(ack.params.notifications).toEqual({ taskIds: [] });
  });

  it("opens a stream that caches are told not to keep", async () => {
    const response = await listenTo([]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    await response.body!.cancel();
  });
});
