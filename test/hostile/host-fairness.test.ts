/**
 * Attack: with the default owner every request is "anonymous", so one client could use up every per-owner limit for
 * all. The host keeps each client (told apart by address) to its own share, and a reached limit is 429 or 503 with
 * Retry-After, never an internal error. Foil: two requests from one address share one budget.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type RunningHost } from "../host/harness.js";
import { postFrom, type FromAnswer } from "./from-address.js";

const quick = { content: [{ type: "text" as const, text: "done" }] };

describe("one anonymous client cannot exhaust a limit for the others", () => {
  let h: RunningHost;
  beforeAll(async () => {
    h = await startHost({
      maxStreamsPerOwner: 3,
      maxStreams: 8,
      maxLiveTasksPerOwner: 3,
      maxTasksPerClient: 5,
      sweepIntervalMs: 0,
      tools: [
        {
          name: "forever",
          inputSchema: { type: "object" },
          run: (_a, ctx) =>
            new Promise((_r, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason))),
        },
        { name: "quick", inputSchema: { type: "object" }, run: () => quick },
      ],
    });
  });
  afterAll(() => h.close());

  it("listen streams: the flooding client gets 429 with Retry-After, another client still listens", async () => {
    const mine: FromAnswer[] = [];
    for (let i = 0; i < 3; i++)
      mine.push(await postFrom(h.url, "127.0.0.2", "subscriptions/listen", { notifications: {} }));
    expect(mine.map((a) => a.status)).toEqual([200, 200, 200]);
    const refused = await postFrom(h.url, "127.0.0.2", "subscriptions/listen", { notifications: {} });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(refused.body!.error).toMatchObject({ code: -32000, data: { reason: "stream-limit" } });
    const other = await postFrom(h.url, "127.0.0.3", "subscriptions/listen", { notifications: {} });
    expect(other.status).toBe(200);
    other.close();
    for (const a of mine) a.close();
  });

  it("listen streams: the host's capacity is 503 with Retry-After", async () => {
    const open: FromAnswer[] = [];
    for (let i = 0; i < 8; i++)
      open.push(await postFrom(h.url, `127.0.1.${i + 1}`, "subscriptions/listen", { notifications: {} }));
    expect(open.every((a) => a.status === 200)).toBe(true);
    const refused = await postFrom(h.url, "127.0.2.1", "subscriptions/listen", { notifications: {} });
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(refused.body!.error.data.reason).toBe("stream-capacity");
    for (const a of open) a.close();
  });

  it("live tasks: never-ending tasks from one client leave another client's tools/call answered", async () => {
    const mine: FromAnswer[] = [];
    for (let i = 0; i < 3; i++)
      mine.push(await postFrom(h.url, "127.0.0.4", "tools/call", { name: "forever", arguments: {} }));
    expect(mine.map((a) => a.body!.result?.resultType)).toEqual(["task", "task", "task"]);
    const refused = await postFrom(h.url, "127.0.0.4", "tools/call", { name: "forever", arguments: {} });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(refused.body!.error.data.reason).toBe("live-task-limit");
    const other = await postFrom(h.url, "127.0.0.5", "tools/call", { name: "forever", arguments: {} });
    expect(other.body!.result?.resultType).toBe("task");
    for (const a of [...mine, other])
      await postFrom(h.url, "127.0.0.9", "tasks/cancel", { taskId: a.body!.result!.taskId });
  });

  it("stored tasks: instantly finishing tasks from one client leave another client's tools/call answered", async () => {
    const mine: FromAnswer[] = [];
    for (let i = 0; i < 5; i++)
      mine.push(await postFrom(h.url, "127.0.0.6", "tools/call", { name: "quick", arguments: {} }));
    expect(mine.every((a) => a.body!.result?.resultType === "task")).toBe(true);
    const refused = await postFrom(h.url, "127.0.0.6", "tools/call", { name: "quick", arguments: {} });
    expect(refused.status).toBe(429);
    expect(refused.body!.error.data.reason).toBe("stored-task-limit");
    expect(refused.body!.error.message).toMatch(/finished tasks count until their TTL/);
    const other = await postFrom(h.url, "127.0.0.7", "tools/call", { name: "quick", arguments: {} });
    expect(other.body!.result?.resultType).toBe("task");
  });
});

describe("fairness foil", () => {
  it("with an owner function, two addresses of one owner share one budget", async () => {
    const h = await startHost({
      owner: () => "same",
      maxStreamsPerOwner: 1,
      sweepIntervalMs: 0,
    });
    try {
      const first = await postFrom(h.url, "127.0.0.2", "subscriptions/listen", { notifications: {} });
      expect(first.status).toBe(200);
      const second = await postFrom(h.url, "127.0.0.3", "subscriptions/listen", { notifications: {} });
      expect(second.status).toBe(429);
      first.close();
    } finally {
      await h.close();
    }
  });
});
