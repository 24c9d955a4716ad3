/** toNodeListener loaded on a runtime with no global Buffer: a text or bytes answer still goes out with its length
 * in bytes. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { toNodeListener as Listener } from "../../src/host/index.js";
import type { plainResponse as Plain } from "../../src/host/http/plain-response.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

const holder = globalThis as { Buffer?: unknown };
const NativeBuffer = holder.Buffer;
let toNodeListener: typeof Listener;
let plainResponse: typeof Plain;
let loadedWithout = false;
beforeAll(async () => {
  // A first load with Buffer lets the test runner set itself up; the second, fresh one runs without it.
  await import("../../src/host/index.js");
  vi.resetModules();
  delete holder.Buffer;
  try {
    ({ toNodeListener } = await import("../../src/host/index.js"));
    ({ plainResponse } = await import("../../src/host/http/plain-response.js"));
    loadedWithout = holder.Buffer === undefined;
  } finally {
    holder.Buffer = NativeBuffer;
  }
});
afterAll(() => {
  holder.Buffer = NativeBuffer;
});

describe("toNodeListener without Buffer", () => {
  it("frames a text answer by its UTF-8 length", async () => {
    expect(loadedWithout).toBe(true);
    for (const [text, length] of [
      ["héllo", 6],
      ["", 0],
      ["\u{1F600}", 4],
    ] as const) {
      const out = new FakeOutgoing();
      const answer = plainResponse(text, 200, { "content-type": "text/plain" });
      toNodeListener(async () => answer)(new FakeIncoming("GET", "/", {}) as never, out as never);
      await out.ended;
      expect([out.headers["content-length"], out.body], text).toEqual([length, text]);
    }
  });

  it("frames a bytes answer by its byte length", async () => {
    expect(loadedWithout).toBe(true);
    const out = new FakeOutgoing();
    const answer = plainResponse(new Uint8Array([104, 105, 33]), 200, {});
    toNodeListener(async () => answer)(new FakeIncoming("GET", "/", {}) as never, out as never);
    await out.ended;
    expect([out.headers["content-length"], out.body]).toEqual([3, "hi!"]);
  });
});
