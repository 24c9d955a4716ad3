import { describe, it, expect } from "vitest";
import { MemoryTaskStore } from "../../examples/server/store.js";

describe("MemoryTaskStore", () => {
  it("creates at version 1 and refuses a taken id", async () => {
    const store = new MemoryTaskStore<string>();
    expect(await store.create("a", "first")).toEqual({ ok: true, version: 1 });
    expect(await store.create("a", "again")).toEqual({ ok: false, reason: "exists" });
    expect(await store.get("a")).toEqual({ value: "first", version: 1 });
  });

  it("writes only when the quoted version is current", async () => {
    const store = new MemoryTaskStore<string>();
    await store.create("a", "v1");
    expect(await store.compareAndSet("a", 1, "v2")).toEqual({ ok: true, version: 2 });
    expect(await store.compareAndSet("a", 1, "lost")).toEqual({ ok: false, reason: "conflict" });
    expect(await store.get("a")).toEqual({ value: "v2", version: 2 });
    expect(await store.compareAndSet("missing", 1, "x")).toEqual({ ok: false, reason: "missing" });
  });

  it("deletes only at the quoted version", async () => {
    const store = new MemoryTaskStore<string>();
    await store.create("a", "v1");
    expect(await store.delete("a", 2)).toEqual({ ok: false, reason: "conflict" });
    expect(await store.delete("a", 1)).toEqual({ ok: true, version: 2 });
    expect(await store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
