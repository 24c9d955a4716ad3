import { describe, it, expect, vi, afterEach } from "vitest";
import { newTaskId } from "../../src/machine/index.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newTaskId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes distinct version 4 UUIDs (122 random bits)", () => {
    const ids = Array.from({ length: 1000 }, () => newTaskId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("works where randomUUID is missing (insecure browser contexts)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const ids = Array.from({ length: 200 }, () => newTaskId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("takes 16 fresh CSPRNG bytes for every id, many ids per call into the CSPRNG", () => {
    // A counting stand-in for the CSPRNG: each 16-byte block of its output carries its block number in its first two
    // bytes, so ids are distinct exactly when each took a block of its own.
    let calls = 0;
    let block = 0;
    const fill = (a: Uint8Array) => {
      calls += 1;
      for (let i = 0; i < a.length; i += 16, block++) {
        a[i] = block & 0xff;
        a[i + 1] = (block >> 8) & 0xff;
      }
      return a;
    };
    vi.stubGlobal("crypto", { getRandomValues: fill });
    const ids = Array.from({ length: 1000 }, () => newTaskId());
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(calls).toBeLessThanOrEqual(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    // The foil: a generator that took the same block every time (a pool never advanced) fails the same check.
    const stuck = Array.from({ length: 1000 }, () => fill(new Uint8Array(16)).subarray(0, 2).join(","));
    expect(new Set(stuck).size).toBe(stuck.length);
    const broken = Array.from({ length: 1000 }, () => new Uint8Array(16).subarray(0, 2).join(","));
    expect(new Set(broken).size).not.toBe(broken.length);
  });

  it("refuses to make a guessable id when there is no CSPRNG", () => {
    // Whatever bytes are left in the pool, no id is made without a CSPRNG, and the error says what is missing.
    for (const crypto of [undefined, {}, { getRandomValues: 5 }]) {
      vi.stubGlobal("crypto", crypto);
      expect(() => newTaskId()).toThrow(
        "newTaskId needs globalThis.crypto.getRandomValues, and this platform has none",
      );
    }
  });

  it("calls into the CSPRNG exactly once per 256 ids", () => {
    let calls = 0;
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (a: Uint8Array) => {
        calls += 1;
        return real.getRandomValues(a);
      },
    });
    // 255 x 256 ids: exactly 255 refills of a 256-id pool, wherever the pool stood; one refill too early makes 256.
    for (let i = 0; i < 255 * 256; i++) newTaskId();
    expect(calls).toBe(255);
  });
});
