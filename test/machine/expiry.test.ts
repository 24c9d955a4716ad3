import { describe, it, expect } from "vitest";
import {
  createTask,
  transition,
  expiresAt,
  isExpired,
  EXPIRED_ERROR_CODE,
  type TaskState,
} from "../../src/machine/index.js";

function task(ttlMs: number | null, now = "2025-11-25T10:30:00Z"): TaskState {
  const r = createTask({ taskId: "t", now, ttlMs });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("expiry", () => {
  it("counts the TTL from createdAt; null never expires", () => {
    expect(expiresAt(task(60_000))).toBe(Date.parse("2025-11-25T10:31:00Z"));
    expect(expiresAt(task(60_000, "2025-11-25T11:30:00+01:00"))).toBe(Date.parse("2025-11-25T10:31:00Z"));
    expect(expiresAt(task(null))).toBeNull();
    expect(isExpired(task(null), "9999-01-01T00:00:00Z")).toBe(false);
  });

  it("tells whether the TTL has elapsed at a given time", () => {
    const s = task(60_000);
    expect(isExpired(s, "2025-11-25T10:30:59.999Z")).toBe(false);
    expect(isExpired(s, "2025-11-25T10:31:00Z")).toBe(true);
    expect(isExpired(s, "2025-11-25T11:31:00+01:00")).toBe(true);
    expect(isExpired(s, "not a time")).toBe(false);
    expect(isExpired(task(0), "2025-11-25T10:30:00Z")).toBe(true);
  });

  it("answers null or false, never a guess, for what it cannot read", () => {
    expect(expiresAt({ createdAt: "not a time", ttlMs: 60_000 })).toBeNull();
    const unreadable = Object.defineProperty({ createdAt: "2025-11-25T10:30:00Z" }, "ttlMs", {
      enumerable: true,
      get: () => {
        throw new Error("unreadable");
      },
    });
    expect(expiresAt(unreadable as never)).toBeNull();
    expect(isExpired(unreadable as never, "2025-11-25T10:31:00Z")).toBe(false);
    // A list carrying the two fields is no state.
    expect(expiresAt(Object.assign([], task(60_000)))).toBeNull();
    // A deadline before 1970 is negative; an unreadable now still never reads as past it.
    const old = task(1000, "1960-01-01T00:00:00Z");
    expect(expiresAt(old)).toBe(Date.parse("1960-01-01T00:00:01Z"));
    expect(isExpired(old, "not a time")).toBe(false);
    expect(isExpired(old, "1960-01-01T00:00:01Z")).toBe(true);
  });

  it("fails an expired task with a JSON-RPC error saying why", () => {
    const r = transition(task(60_000), { type: "expire", now: "2025-11-25T10:31:00Z" });
    expect(r).toMatchObject({
      ok: true,
      changed: true,
      state: { status: "failed", statusMessage: "Task expired", lastUpdatedAt: "2025-11-25T10:31:00Z" },
    });
    if (r.ok) {
      expect(r.state.error).toMatchObject({ code: EXPIRED_ERROR_CODE, message: expect.stringContaining("TTL") });
      expect(transition(r.state, { type: "expire", now: "2025-11-25T10:32:00Z" })).toMatchObject({
        ok: false,
        error: { code: "terminal" },
      });
    }
    const custom = transition(task(0), {
      type: "expire",
      now: "2025-11-25T10:30:00Z",
      error: { code: -32000, message: "gone" },
    });
    expect(custom.ok && custom.state.error).toEqual({ code: -32000, message: "gone" });
  });

  it("refuses to expire a task that has not expired", () => {
    expect(transition(task(60_000), { type: "expire", now: "2025-11-25T10:30:59Z" })).toMatchObject({
      ok: false,
      error: { code: "not_expired", from: "working" },
    });
    expect(transition(task(null), { type: "expire", now: "2099-01-01T00:00:00Z" })).toMatchObject({
      ok: false,
      error: { code: "not_expired" },
    });
    expect(
      transition(task(0), { type: "expire", now: "2025-11-25T10:30:00Z", error: { code: "x" } } as never),
    ).toMatchObject({ ok: false, error: { code: "invalid_event" } });
  });
});
