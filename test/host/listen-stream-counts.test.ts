/** What host.stats() and the stream limits count while listen streams open and close: each stream's watch, a
 * stream still opening, and the share and capacity a closed stream gives back. */
import { describe, expect, it } from "vitest";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

const listenTo = (taskIds?: string[]) => rpc("subscriptions/listen", { notifications: taskIds ? { taskIds } : {} });

/** The error reason of a refused listen. */
async function reason(response: Response): Promise<unknown> {
  return (await read(response)).body.error?.data?.reason;
}

describe("host.stats() while listen streams are open", () => {
  it("counts a watch for a stream with taskIds, none for one without, and none once they close", async () => {
    const { host, errors } = makeHost({ owner: () => "me" });
    const watching = await host.fetch(listenTo(["not-a-task"]));
    expect(host.stats()).toEqual({ workers: 0, streams: 1, watches: 1 });
    const bare = await host.fetch(listenTo());
    expect(host.stats()).toEqual({ workers: 0, streams: 2, watches: 1 });
    await bare.body!.cancel();
    expect(host.stats()).toEqual({ workers: 0, streams: 1, watches: 1 });
    await watching.body!.cancel();
    expect(host.stats()).toEqual({ workers: 0, streams: 0, watches: 0 });
    expect(errors).toEqual([]);
  });
});

describe("the stream limits", () => {
  it("give a closed stream's place back to the host's capacity, again and again", async () => {
    const { host } = makeHost({ maxStreams: 1 });
    for (let i = 0; i < 3; i++) {
      const opened = await host.fetch(listenTo(["t"]));
      expect(opened.status, `round ${i}`).toBe(200);
      const refused = await host.fetch(listenTo());
      expect(refused.status).toBe(503);
      expect(await reason(refused)).toBe("stream-capacity");
      await opened.body!.cancel();
    }
  });

  it("give back one place of the owner's share per closed stream, no more", async () => {
    const { host } = makeHost({ maxStreamsPerOwner: 2 });
    const first = await host.fetch(listenTo());
    const second = await host.fetch(listenTo());
    expect([first.status, second.status]).toEqual([200, 200]);
    await first.body!.cancel();
    const third = await host.fetch(listenTo());
    expect(third.status).toBe(200);
    const fourth = await host.fetch(listenTo());
    expect(fourth.status).toBe(429);
    expect(await reason(fourth)).toBe("stream-limit");
    await Promise.all([second, third].map((r) => r.body!.cancel()));
  });

  it("count a stream still reading its tasks against the host's capacity", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const inner = memoryStore();
    const store: TaskStore = { ...inner, get: async (taskId, scope) => (await gate, inner.get(taskId, scope)) };
    const { host } = makeHost({ store, maxStreams: 1 });
    const opening = host.fetch(listenTo(["t"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await host.fetch(listenTo());
    expect(refused.status).toBe(503);
    expect(await reason(refused)).toBe("stream-capacity");
    open();
    const opened = await opening;
    expect(opened.status).toBe(200);
    await opened.body!.cancel();
    const again = await host.fetch(listenTo());
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });
});
