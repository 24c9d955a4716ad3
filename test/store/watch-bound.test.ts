/** The bound on the task ids one `watch` may name: exactly the most it takes is accepted, on both backends. */
import { describe, expect, it } from "vitest";
import { memoryStore } from "../../src/store/index.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe("watch's bound on task ids", () => {
  it("takes exactly 1024 task ids on the memory store", async () => {
    const store = memoryStore();
    const watched = await store.watch(ids(1024), () => undefined, alice);
    expect(watched.ok).toBe(true);
  });

  it("takes exactly 1024 task ids on the PostgreSQL store", async () => {
    const { store } = await tamperedStore();
    const watched = await store.watch(ids(1024), () => undefined, alice);
    expect(watched.ok).toBe(true);
    await store.close();
  });
});
