import { describe, it, expect } from "vitest";
import {
  createObserver,
  observe,
  markAnswered,
  nextPollDelay,
  unansweredInputRequests,
  CHANGE_AFTER_TERMINAL,
  CREATED_AT_CHANGED,
  KEY_REQUEST_CHANGED,
  KEY_REUSED,
  MALFORMED_SNAPSHOT,
  TASK_ID_CHANGED,
  TERMINAL_PAYLOAD_CHANGED,
  TERMINAL_STATUS_CHANGED,
  TERMINAL_TASK_CHANGED,
  UPDATED_BEFORE_CREATED,
  type ObserverState,
  type Observation,
} from "../../src/machine/index.js";

const roots = { method: "roots/list" };
const ask = {
  method: "elicitation/create",
  params: { message: "Name?", requestedSchema: { type: "object", properties: {} } },
};
const at = (s: number): string => `2025-11-25T10:30:${String(s).padStart(2, "0")}Z`;
const snap = (s: number, status: string, extra: object = {}) => ({
  resultType: "complete",
  taskId: "t",
  status,
  createdAt: at(0),
  lastUpdatedAt: at(s),
  ttlMs: 60_000,
  pollIntervalMs: 2000,
  ...extra,
});
const waiting = (s: number, requests: object) => snap(s, "input_required", { inputRequests: requests });
const done = (s: number, extra: object = {}) =>
  snap(s, "completed", { result: { content: [], isError: false }, ...extra });

/** Feeds snapshots in order and returns every observation. */
function feed(snapshots: unknown[], start: ObserverState = createObserver()): Observation[] {
  const out: Observation[] = [];
  let state = start;
  for (const s of snapshots) {
    const o = observe(state, s);
    out.push(o);
    state = o.state;
  }
  return out;
}
const codes = (obs: Observation[]): string[] => obs.flatMap((o) => o.violations.map((v) => v.code));
const last = (obs: Observation[]): Observation => obs[obs.length - 1]!;

describe("observer view and polling", () => {
  it("takes the delay from pollIntervalMs from the very first snapshot, within bounds", () => {
    const created = observe(createObserver(), { ...snap(0, "working"), resultType: "task" });
    expect(created).toMatchObject({ terminal: false, nextPollMs: 2000, stale: false, violations: [] });
    expect(nextPollDelay(createObserver())).toBe(1000);
    expect(observe(createObserver({ maxPollIntervalMs: 500 }), snap(0, "working")).nextPollMs).toBe(500);
    expect(observe(createObserver({ minPollIntervalMs: 3000 }), snap(0, "working")).nextPollMs).toBe(3000);
    const noHint = { ...snap(0, "working") } as Record<string, unknown>;
    delete noHint.pollIntervalMs;
    expect(observe(createObserver({ defaultPollIntervalMs: 750 }), noHint).nextPollMs).toBe(750);
    expect(createObserver({ defaultPollIntervalMs: 9000, maxPollIntervalMs: 1000 }).options.defaultPollIntervalMs).toBe(
      1000,
    );
    expect(createObserver({ defaultPollIntervalMs: -5 }).options.defaultPollIntervalMs).toBe(1000);
  });

  it("never suggests polling sooner than 100 ms by default, even when the server suggests 0", () => {
    expect(observe(createObserver(), snap(0, "working", { pollIntervalMs: 0 })).nextPollMs).toBe(100);
    expect(
      observe(createObserver({ minPollIntervalMs: 0 }), snap(0, "working", { pollIntervalMs: 0 })).nextPollMs,
    ).toBe(0);
  });

  it("keeps the newest view and flags older snapshots as stale", () => {
    const obs = feed([snap(5, "working", { statusMessage: "new" }), snap(3, "working", { statusMessage: "old" })]);
    expect(last(obs)).toMatchObject({ stale: true, violations: [] });
    expect(last(obs).view?.statusMessage).toBe("new");
  });

  it("stops polling once terminal", () => {
    const o = last(feed([snap(1, "working"), done(2)]));
    expect(o).toMatchObject({ terminal: true, nextPollMs: null, violations: [] });
    expect(o.view?.result).toEqual({ content: [], isError: false });
  });

  it("keeps polling a task born terminal until its result is known", () => {
    const { result: _r, ...bare } = done(1) as Record<string, unknown>;
    const obs = feed([{ ...bare, resultType: "task" }, done(1)]);
    expect(obs[0]).toMatchObject({ terminal: true, nextPollMs: 2000 });
    expect(obs[1]).toMatchObject({ terminal: true, nextPollMs: null, violations: [] });
    expect(obs[1]!.view?.result).toEqual({ content: [], isError: false });
    expect(observe(createObserver(), snap(1, "cancelled")).nextPollMs).toBeNull();
  });

  it("unwraps notifications/tasks messages and JSON-RPC responses", () => {
    const { resultType: _r, ...params } = snap(1, "working");
    const viaNote = observe(createObserver(), { jsonrpc: "2.0", method: "notifications/tasks", params });
    expect(viaNote.view?.lastUpdatedAt).toBe(at(1));
    const viaResponse = observe(createObserver(), { jsonrpc: "2.0", id: 3, result: snap(2, "working") });
    expect(viaResponse.view?.lastUpdatedAt).toBe(at(2));
  });
});

describe("observer input requests", () => {
  it("presents each key once across polls, and never a key marked answered", () => {
    const obs = feed([waiting(1, { a: roots }), waiting(1, { a: roots }), waiting(2, { a: roots, b: ask })]);
    expect(obs.map((o) => o.newInputRequests.map((e) => e[0]))).toEqual([["a"], [], ["b"]]);
    const answered = markAnswered(last(obs).state, ["b"]);
    expect(unansweredInputRequests(answered).map((e) => e[0])).toEqual(["a"]);
    const again = observe(answered, waiting(3, { a: roots, b: ask }));
    expect(again).toMatchObject({ newInputRequests: [], violations: [] });
    const early = observe(markAnswered(createObserver(), ["z"]), waiting(1, { z: roots, y: roots }));
    expect(early.newInputRequests.map((e) => e[0])).toEqual(["y"]);
  });

  it("presents nothing from a stale snapshot", () => {
    const obs = feed([snap(5, "working"), waiting(3, { a: roots })]);
    expect(last(obs)).toMatchObject({ stale: true, newInputRequests: [], violations: [] });
  });

  it("learns nothing about keys from an input_required CreateTaskResult without inputRequests", () => {
    const obs = feed([
      { ...snap(1, "input_required"), resultType: "task" },
      waiting(1, { a: roots }),
      snap(2, "working"),
    ]);
    expect(codes(obs)).toEqual([]);
    expect(obs[1]!.newInputRequests.map((e) => e[0])).toEqual(["a"]);
  });

  it("reports one key used for two different requests, once", () => {
    const obs = feed([waiting(1, { a: roots }), waiting(2, { a: ask }), waiting(3, { a: ask })]);
    expect(codes(obs)).toEqual([KEY_REQUEST_CHANGED]);
    expect(obs[1]!.violations[0]).toMatchObject({ key: "a", taskId: "t", lastUpdatedAt: at(2) });
  });

  it("reports a key seen, then absent, then seen again, in any arrival order", () => {
    const a = waiting(1, { a: roots });
    const gone = snap(2, "working");
    const back = waiting(3, { a: roots });
    for (const order of [
      [a, gone, back],
      [back, a, gone],
      [gone, back, a],
      [back, gone, a],
    ]) {
      const obs = feed(order);
      expect(codes(obs), JSON.stringify(order.map((o) => o.lastUpdatedAt))).toEqual([KEY_REUSED]);
    }
  });

  it("does not report an answered key that is still shown, or snapshots sharing a timestamp", () => {
    const s1 = feed([waiting(1, { a: roots })]);
    const state = markAnswered(last(s1).state, ["a"]);
    expect(codes(feed([waiting(2, { a: roots }), waiting(3, { a: roots }), snap(4, "working")], state))).toEqual([]);
    expect(
      codes(feed([waiting(1, { a: roots }), snap(1, "working"), waiting(1, { a: roots }), snap(2, "working")])),
    ).toEqual([]);
  });
});

describe("observer terminal rules", () => {
  it("treats an older non-terminal snapshot after a terminal one as stale", () => {
    const obs = feed([done(5), snap(4, "working")]);
    expect(codes(obs)).toEqual([]);
    expect(last(obs)).toMatchObject({ terminal: true, stale: true });
  });

  it("reports a non-terminal snapshot newer than a terminal one, in either order", () => {
    expect(codes(feed([done(5), snap(6, "working")]))).toEqual([CHANGE_AFTER_TERMINAL]);
    expect(codes(feed([snap(6, "working"), done(5)]))).toEqual([CHANGE_AFTER_TERMINAL]);
    expect(last(feed([done(5), snap(6, "working")])).terminal).toBe(true);
  });

  it("orders snapshots sharing a timestamp by status, terminal last, as the spec's example flow needs", () => {
    expect(codes(feed([done(5), snap(5, "working")]))).toEqual([]);
    expect(codes(feed([snap(5, "working"), done(5)]))).toEqual([]);
    expect(last(feed([done(5), snap(5, "working")]))).toMatchObject({ terminal: true, view: { status: "completed" } });
  });

  it("reports terminal snapshots that differ", () => {
    expect(codes(feed([done(5), snap(5, "failed", { error: { code: 1, message: "x" } })]))).toEqual([
      TERMINAL_STATUS_CHANGED,
    ]);
    expect(codes(feed([done(5), done(5, { result: { content: [], isError: true } })]))).toEqual([
      TERMINAL_PAYLOAD_CHANGED,
    ]);
    expect(codes(feed([done(5), done(5, { statusMessage: "later" })]))).toEqual([TERMINAL_TASK_CHANGED]);
    expect(codes(feed([done(5), done(6)]))).toEqual([TERMINAL_TASK_CHANGED]);
    const { result: _r, ...bare } = done(5) as Record<string, unknown>;
    expect(codes(feed([{ ...bare, resultType: "task" }, done(5), done(5)]))).toEqual([]);
  });
});

describe("observer identity rules", () => {
  it("reports a changed taskId and ignores that snapshot", () => {
    const obs = feed([snap(1, "working"), { ...snap(2, "completed", { result: {} }), taskId: "other" }]);
    expect(codes(obs)).toEqual([TASK_ID_CHANGED]);
    expect(last(obs)).toMatchObject({ terminal: false, view: { lastUpdatedAt: at(1) } });
    expect(codes(feed([snap(1, "working")], createObserver({ taskId: "x" })))).toEqual([TASK_ID_CHANGED]);
  });

  it("reports a createdAt naming another instant, not another notation", () => {
    expect(
      codes(feed([snap(1, "working"), { ...snap(2, "working"), createdAt: "2025-11-25T11:30:00+01:00" }])),
    ).toEqual([]);
    expect(codes(feed([snap(1, "working"), { ...snap(2, "working"), createdAt: at(1) }]))).toEqual([
      CREATED_AT_CHANGED,
    ]);
    expect(codes(feed([{ ...snap(1, "working"), createdAt: at(2) }]))).toEqual([UPDATED_BEFORE_CREATED]);
  });

  it("reports malformed snapshots and leaves the state alone", () => {
    const start = createObserver();
    for (const bad of [
      null,
      5,
      {},
      { ...snap(1, "working"), status: "done" },
      { ...snap(1, "working"), lastUpdatedAt: "soon" },
      { ...snap(1, "working"), taskId: "" },
    ]) {
      const o = observe(start, bad);
      expect(o.violations.map((v) => v.code)).toEqual([MALFORMED_SNAPSHOT]);
      expect(o.state).toBe(start);
    }
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
      },
    );
    expect(observe(start, hostile).violations.map((v) => v.code)).toEqual([MALFORMED_SNAPSHOT]);
    expect(observe(null as never, snap(1, "working")).violations.map((v) => v.code)).toEqual([MALFORMED_SNAPSHOT]);
  });

  it("keeps plain JSON state", () => {
    const obs = feed([waiting(1, { a: roots }), snap(2, "working"), done(3)]);
    const state = last(obs).state;
    expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  });
});
