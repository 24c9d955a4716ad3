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

  it("refuses to make a guessable id when there is no CSPRNG", () => {
    vi.stubGlobal("crypto", undefined);
    expect(() => newTaskId()).toThrow(/getRandomValues/);
  });
});
