import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  createTask,
  transition,
  isTerminal,
  isTaskState,
  type TaskEvent,
  type TaskState,
  type TransitionResult,
} from "../../src/machine/index.js";
import { deepFreeze, garbageEvent, iso, rawEvent, render, roundTrip, type RawEvent } from "./arbitraries.js";

function born(ttlMs: number | null = 100_000): TaskState {
  const created = createTask({ taskId: "task-1", now: iso(0), ttlMs, pollIntervalMs: 1000 });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

/** Runs raw events from a fresh task and returns every state reached, the first one included. */
function run(
  raws: readonly RawEvent[],
  ttlMs: number | null = 100_000,
): { states: TaskState[]; results: TransitionResult[] } {
  let state = born(ttlMs);
  const states = [state];
  const results: TransitionResult[] = [];
  for (const raw of raws) {
    const r = transition(state, render(raw));
    results.push(r);
    if (r.ok) {
      state = r.state;
      states.push(state);
    }
  }
  return { states, results };
}

const events = fc.array(rawEvent, { maxLength: 40 });
const ttl = fc.constantFrom(null, 0, 1000, 100_000);
const landing = fc.oneof(
  fc.record({ type: fc.constant("complete" as const), at: fc.nat(300_000), isError: fc.boolean() }),
  fc.record({ type: fc.constant("fail" as const), at: fc.nat(300_000), code: fc.integer() }),
  fc.record({ type: fc.constant("cancel" as const), at: fc.nat(300_000) }),
  fc.record({ type: fc.constant("expire" as const), at: fc.constant(400_000) }),
);

describe("terminal absorption", () => {
  it("leaves a terminal state deep-equal under any further events (>= 100,000 events)", () => {
    let total = 0;
    const later = fc.array(
      fc.oneof(
        { weight: 9, arbitrary: rawEvent.map((r) => render(r) as unknown) },
        { weight: 1, arbitrary: garbageEvent },
      ),
      {
        minLength: 100,
        maxLength: 100,
      },
    );
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 8 }), landing, later, (prefix, end, rest) => {
        const { states } = run([...prefix, end]);
        let terminal = states[states.length - 1]!;
        if (!isTerminal(terminal.status)) {
          const r = transition(terminal, { type: "cancel", now: iso(500_000) });
          if (r.ok) terminal = r.state;
        }
        expect(isTerminal(terminal.status)).toBe(true);
        const before = JSON.stringify(terminal);
        let absorbed = true;
        for (const event of rest) {
          total++;
          const r = transition(terminal, event as TaskEvent);
          if (r.ok && (r.state !== terminal || r.changed)) absorbed = false;
        }
        expect(absorbed).toBe(true);
        expect(JSON.stringify(terminal)).toBe(before);
      }),
      { numRuns: 1000 },
    );
    expect(total).toBeGreaterThanOrEqual(100_000);
  });

  it("acknowledges tasks/update and tasks/cancel on a terminal task and refuses every other change", () => {
    const { states } = run([{ type: "complete", at: 5, isError: true }]);
    const done = states[1]!;
    const update = transition(done, {
      type: "provideInput",
      now: iso(6),
      inputResponses: { a: { action: "decline" } },
    });
    expect(update).toEqual({ ok: true, state: done, changed: false, accepted: [], ignored: ["a"] });
    expect(transition(done, { type: "requestCancel", now: iso(7) })).toEqual({ ok: true, state: done, changed: false });
    const refused = transition(done, { type: "update", now: iso(8), statusMessage: "x" });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: "terminal", from: "completed" });
  });
});

describe("input keys", () => {
  it("never accepts one key twice and fulfils partial sets as the spec says", () => {
    fc.assert(
      fc.property(events, (raws) => {
        let state = born();
        const issued = new Set<string>();
        const answered = new Set<string>();
        for (const raw of raws) {
          const r = transition(state, render(raw));
          if (!r.ok) continue;
          if (raw.type === "requestInput" && r.changed) {
            for (const k of r.accepted ?? []) {
              expect(issued.has(k)).toBe(false);
              issued.add(k);
            }
          }
          if (raw.type === "provideInput") {
            for (const k of r.accepted ?? []) {
              expect(answered.has(k)).toBe(false);
              expect(issued.has(k)).toBe(true);
              answered.add(k);
            }
            const outstandingBefore = (state.inputRequests ?? []).map((e) => e[0]);
            const remaining = outstandingBefore.filter((k) => !(r.accepted ?? []).includes(k));
            if (r.changed) {
              expect(r.state.status).toBe(remaining.length > 0 ? "input_required" : "working");
              expect((r.state.inputRequests ?? []).map((e) => e[0])).toEqual(remaining);
            } else {
              expect(r.state).toBe(state);
            }
          }
          state = r.state;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("purity", () => {
  it("gives the same output for deep-frozen inputs, never mutates, never throws", () => {
    const anyEvent = fc.oneof(
      rawEvent.map((r) => render(r) as unknown),
      garbageEvent,
    );
    fc.assert(
      fc.property(events, anyEvent, (raws, event) => {
        const { states } = run(raws);
        const state = states[states.length - 1]!;
        const copy = structuredClone(state);
        const frozenState = deepFreeze(structuredClone(state));
        const frozenEvent = deepFreeze(event);
        const first = transition(frozenState, frozenEvent as TaskEvent);
        const second = transition(frozenState, frozenEvent as TaskEvent);
        expect(second).toEqual(first);
        expect(transition(copy, frozenEvent as TaskEvent)).toEqual(first);
        expect(copy).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on garbage states or events", () => {
    const fields = Object.keys(born());
    const damaged = fc
      .tuple(fc.constantFrom(...fields), fc.anything())
      .map(([field, value]) => ({ ...born(), [field]: value }));
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), damaged),
        fc.oneof(
          garbageEvent,
          rawEvent.map((r) => render(r) as unknown),
        ),
        (state, event) => {
          const r = transition(state as TaskState, event as TaskEvent);
          expect(typeof r.ok).toBe("boolean");
          if (!r.ok) expect(typeof r.error.code).toBe("string");
          expect(createTask(state as never).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("plain JSON state", () => {
  it("passes isTaskState in every reachable state, and fails it once damaged", () => {
    fc.assert(
      fc.property(events, ttl, (raws, ttlMs) => {
        for (const s of run(raws, ttlMs).states) {
          expect(isTaskState(s)).toBe(true);
          expect(isTaskState(roundTrip(s))).toBe(true);
          expect(isTaskState({ ...s, status: "done" })).toBe(false);
          expect(isTaskState({ ...s, lastUpdatedAt: "later" })).toBe(false);
          if (s.inputRequests !== null)
            expect(isTaskState({ ...s, retiredKeys: [s.inputRequests[0]![0]] })).toBe(false);
          if (s.status === "completed") expect(isTaskState({ ...s, result: null })).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("continues identically after JSON.parse(JSON.stringify(state))", () => {
    fc.assert(
      fc.property(events, ttl, (raws, ttlMs) => {
        let state = born(ttlMs);
        for (const raw of raws) {
          expect(roundTrip(state)).toStrictEqual(state);
          const event = render(raw);
          const direct = transition(state, event);
          const reloaded = transition(roundTrip(state), event);
          expect(roundTrip(reloaded)).toStrictEqual(roundTrip(direct));
          if (direct.ok) state = direct.state;
        }
      }),
      { numRuns: 300 },
    );
  });
});
