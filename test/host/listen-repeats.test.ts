/**
 * A listen stream sends each task version at most once and never goes back to an older one, even when the store's
 * watch reports a change again, late: several host instances on one PostgreSQL each hear every commit, and a watcher
 * that re-reads after a reconnect reports what it may already have reported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStore, type TaskChange, type TaskStore } from "../../src/store/index.js";
import { result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { openListen } from "./sse-client.js";

/**
 * A store whose watch repeats: every change is reported once at once, then again a little later, together with
 * every earlier change of the same task, as a late duplicate notification would.
 */
function repeatingStore(inner: TaskStore): TaskStore {
  const watch: TaskStore["watch"] = (taskIds, listener, scope) => {
    const history = new Map<string, TaskChange[]>();
    return inner.watch(
      taskIds,
      (change) => {
        listener(change);
        const earlier = history.get(change.taskId) ?? [];
        earlier.push(change);
        history.set(change.taskId, earlier);
        const replay = [...earlier];
        setTimeout(() => {
          for (const old of replay) listener(old);
        }, 15);
      },
      scope,
    );
  };
  return new Proxy(inner, {
    get(target, key) {
      if (key === "watch") return watch;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ store: repeatingStore(memoryStore()) });
});
afterAll(async () => {
  await h.close();
});

describe("a listen stream over a watch that repeats itself", () => {
  it("sends every version once, in order, and nothing after the task ended", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_twice", arguments: {} });
    const stream = await openListen(h.url, { taskIds: [created.taskId] });
    expect((await stream.next())!.method).toBe("notifications/subscriptions/acknowledged");
    const seen: string[] = [];
    const read = async (until: (params: Record<string, any>) => boolean): Promise<void> => {
      for (;;) {
        const { _meta, ...params } = (await stream.next())!.params as Record<string, any>;
        seen.push(JSON.stringify(params));
        if (until(params)) return;
      }
    };
    const answer = async (responses: object): Promise<void> =>
      void (await result(h.url, "tasks/update", { taskId: created.taskId, inputResponses: responses }));
    const accept = { action: "accept", content: { name: "Lin" } };
    await read((p) => p.status === "input_required" && p.inputRequests?.a !== undefined);
    // Let the late repeats of everything so far arrive before the next change.
    await new Promise((r) => setTimeout(r, 100));
    await answer({ a: accept, b: accept });
    await read((p) => p.status === "input_required" && p.inputRequests?.c !== undefined);
    await new Promise((r) => setTimeout(r, 100));
    await answer({ c: accept });
    await read((p) => p.status === "completed");
    // Late repeats of every version arrive within 15 ms; none may be sent.
    await expect(stream.next(400)).rejects.toThrow();
    stream.close();
    expect(new Set(seen).size).toBe(seen.length);
    const got = await result(h.url, "tasks/get", { taskId: created.taskId });
    expect(JSON.parse(seen.at(-1)!).status).toBe(got.status);
  });
});
