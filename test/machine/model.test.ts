import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { TaskStatus } from "../../generated/types.js";
import { createTask, transition, toEpochMs, type TaskState, type TransitionResult } from "../../src/machine/index.js";
import { T0, iso, rawEvent, render, sentKeys, type RawEvent } from "./arbitraries.js";

/** A small independent model of the status and the key ledger. */
interface Model {
  status: TaskStatus;
  outstanding: string[];
  used: Set<string>;
  pending: string[];
  cancelRequested: boolean;
  ttlMs: number | null;
  poll: number | null;
  message: string | null;
  luMs: number;
}

interface Expected {
  ok: boolean;
  code?: string;
  changed?: boolean;
  accepted?: string[];
  ignored?: string[];
}

const terminal = (s: TaskStatus): boolean => s === "completed" || s === "failed" || s === "cancelled";

function split(m: Model, keys: readonly string[]): { accepted: string[]; ignored: string[] } {
  const accepted: string[] = [];
  const ignored: string[] = [];
  for (const k of keys) {
    if (!terminal(m.status) && m.outstanding.includes(k) && !accepted.includes(k)) accepted.push(k);
    else ignored.push(k);
  }
  return { accepted, ignored };
}

function land(m: Model, status: TaskStatus, at: number, message: string | null): Expected {
  Object.assign(m, { status, message, outstanding: [], pending: [], luMs: Math.max(m.luMs, at) });
  return { ok: true, changed: true };
}

/** Applies a raw event to the model and says what the machine must answer. */
function step(m: Model, e: RawEvent): Expected {
  const isTerm = terminal(m.status);
  switch (e.type) {
    case "requestInput":
      if (isTerm) return { ok: false, code: "terminal" };
      if (e.keys.some((k) => m.used.has(k))) return { ok: false, code: "duplicate_input_key" };
      m.message = e.statusMessage ?? (m.status === "working" ? null : m.message);
      m.status = "input_required";
      m.outstanding.push(...e.keys);
      for (const k of e.keys) m.used.add(k);
      m.luMs = Math.max(m.luMs, e.at);
      return { ok: true, changed: true, accepted: e.keys, ignored: [] };
    case "provideInput":
    case "withdrawInput": {
      if (isTerm && e.type === "withdrawInput") return { ok: false, code: "terminal" };
      const { accepted, ignored } = split(m, e.type === "provideInput" ? sentKeys(e) : e.keys);
      if (accepted.length === 0) return { ok: true, changed: false, accepted, ignored };
      m.outstanding = m.outstanding.filter((k) => !accepted.includes(k));
      if (e.type === "provideInput") m.pending.push(...accepted);
      if (m.outstanding.length === 0) Object.assign(m, { status: "working", message: null });
      m.luMs = Math.max(m.luMs, e.at);
      return { ok: true, changed: true, accepted, ignored };
    }
    case "consumeInput": {
      const keys = e.keys;
      const kept = keys === undefined ? [] : m.pending.filter((k) => !keys.includes(k));
      if (m.pending.length === 0 || kept.length === m.pending.length) return { ok: true, changed: false };
      m.pending = kept;
      m.luMs = Math.max(m.luMs, e.at);
      return { ok: true, changed: true };
    }
    case "complete":
    case "fail":
    case "cancel":
      if (isTerm) return { ok: false, code: "terminal" };
      return land(
        m,
        e.type === "complete" ? "completed" : e.type === "fail" ? "failed" : "cancelled",
        e.at,
        e.statusMessage ?? null,
      );
    case "expire":
      if (isTerm) return { ok: false, code: "terminal" };
      if (m.ttlMs === null || e.at < m.ttlMs) return { ok: false, code: "not_expired" };
      return land(m, "failed", e.at, "Task expired");
    case "requestCancel":
      if (isTerm || m.cancelRequested) return { ok: true, changed: false };
      m.cancelRequested = true;
      m.luMs = Math.max(m.luMs, e.at);
      return { ok: true, changed: true };
    case "update": {
      if (isTerm) return { ok: false, code: "terminal" };
      const message = e.statusMessage === undefined ? m.message : e.statusMessage;
      const poll = e.pollIntervalMs === undefined ? m.poll : e.pollIntervalMs;
      const ttl = e.ttlMs === undefined ? m.ttlMs : e.ttlMs;
      if (message === m.message && poll === m.poll && ttl === m.ttlMs) return { ok: true, changed: false };
      Object.assign(m, { message, poll, ttlMs: ttl, luMs: Math.max(m.luMs, e.at) });
      return { ok: true, changed: true };
    }
  }
}

interface Real {
  state: TaskState;
}

function agree(m: Model, s: TaskState): void {
  expect(s.status).toBe(m.status);
  expect((s.inputRequests ?? []).map((e) => e[0])).toEqual(m.outstanding);
  expect((s.inputResponses ?? []).map((e) => e[0])).toEqual(m.pending);
  expect(s.cancelRequested).toBe(m.cancelRequested);
  expect(s.statusMessage).toBe(m.message);
  expect(s.ttlMs).toBe(m.ttlMs);
  expect(s.pollIntervalMs).toBe(m.poll);
  expect(toEpochMs(s.lastUpdatedAt)! - T0).toBe(m.luMs);
  if (!terminal(m.status)) expect(new Set([...(s.retiredKeys ?? []), ...m.outstanding])).toEqual(m.used);
}

/** How often each outcome was seen, so that the test fails if the generator stops reaching the interesting paths. */
const seen = new Map<string, number>();
const count = (label: string): void => void seen.set(label, (seen.get(label) ?? 0) + 1);

class EventCommand implements fc.Command<Model, Real> {
  constructor(
    readonly raw: RawEvent,
    readonly style: "z" | "offset" | "basic",
  ) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    const expected = step(m, this.raw);
    const got: TransitionResult = transition(r.state, render(this.raw, this.style));
    expect(got.ok).toBe(expected.ok);
    count(got.ok ? `${this.raw.type}:${got.changed ? "changed" : "same"}` : `${this.raw.type}:${got.error.code}`);
    if (got.ok && (got.accepted?.length ?? 0) > 0 && got.state.status === "input_required")
      count(`${this.raw.type}:partial`);
    if (!got.ok) {
      expect(got.error.code).toBe(expected.code);
      expect(got.error.from).toBe(r.state.status);
    } else {
      expect(got.changed).toBe(expected.changed);
      if (!got.changed) expect(got.state).toBe(r.state);
      if (expected.accepted !== undefined) expect(got.accepted).toEqual(expected.accepted);
      if (expected.ignored !== undefined) expect(got.ignored).toEqual(expected.ignored);
      r.state = got.state;
    }
    agree(m, r.state);
  }
  toString(): string {
    return `${JSON.stringify(this.raw)}@${this.style}`;
  }
}

const command = fc
  .tuple(rawEvent, fc.constantFrom("z" as const, "offset" as const, "basic" as const))
  .map(([raw, style]) => new EventCommand(raw, style));

describe("transition against an independent model", () => {
  it("agrees on status, keys, responses, timestamps and outcomes over random event sequences", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, 0, 1000, 100_000),
        fc.commands([command], { maxCommands: 60, size: "medium" }),
        (ttlMs, cmds) => {
          const created = createTask({ taskId: "task-1", now: iso(0), ttlMs });
          if (!created.ok) throw new Error("createTask refused");
          const model: Model = {
            status: "working",
            outstanding: [],
            used: new Set(),
            pending: [],
            cancelRequested: false,
            ttlMs,
            poll: null,
            message: null,
            luMs: 0,
          };
          fc.modelRun(() => ({ model, real: { state: created.state } }), cmds);
        },
      ),
      // Enough runs that every outcome below shows up, whatever the seed.
      { numRuns: 800 },
    );
    for (const label of [
      "requestInput:changed",
      "requestInput:duplicate_input_key",
      "requestInput:terminal",
      "provideInput:changed",
      "provideInput:same",
      "provideInput:partial",
      "withdrawInput:changed",
      "consumeInput:changed",
      "complete:changed",
      "fail:changed",
      "cancel:changed",
      "cancel:terminal",
      "expire:changed",
      "expire:not_expired",
      "requestCancel:changed",
      "requestCancel:same",
      "update:changed",
      "update:same",
      "update:terminal",
    ]) {
      expect(seen.get(label) ?? 0, label).toBeGreaterThan(0);
    }
  });
});
