/**
 * The observer's small entry points at their edges: the poll bounds `createObserver` settles on, the states `observe`
 * and the helpers refuse to read, when `nextPollDelay` stops, what `markAnswered` and `unansweredInputRequests`
 * answer, and how `observe` reads a snapshot's fields of the wrong type (as absent, never as a violation).
 */
import { describe, it, expect } from "vitest";
import {
  createObserver,
  isObservedTerminal,
  markAnswered,
  nextPollDelay,
  observe,
  unansweredInputRequests,
  VIOLATION_CODES,
  type ObserverState,
} from "../../src/machine/index.js";
import { at, snapshotAt } from "./steps.js";

const roots = { method: "roots/list" };
const snap = (s: number, status: string, extra: object = {}) =>
  snapshotAt(s, status, { ttlMs: 60_000, pollIntervalMs: 2000, ...extra });
const seen = (...snapshots: unknown[]): ObserverState =>
  snapshots.reduce<ObserverState>((state, s) => observe(state, s).state, createObserver());

describe("createObserver", () => {
  it("settles the poll bounds so that min <= default <= max", () => {
    const options = (o: object) => createObserver(o).options;
    expect(options({})).toEqual({ defaultPollIntervalMs: 1000, minPollIntervalMs: 100, maxPollIntervalMs: 60_000 });
    expect(options({ minPollIntervalMs: 5000, maxPollIntervalMs: 1000 })).toEqual({
      defaultPollIntervalMs: 5000,
      minPollIntervalMs: 5000,
      maxPollIntervalMs: 5000,
    });
    expect(options({ defaultPollIntervalMs: 50 })).toEqual({
      defaultPollIntervalMs: 100,
      minPollIntervalMs: 100,
      maxPollIntervalMs: 60_000,
    });
    expect(options({ defaultPollIntervalMs: 0, minPollIntervalMs: 0, maxPollIntervalMs: 0 })).toEqual({
      defaultPollIntervalMs: 0,
      minPollIntervalMs: 0,
      maxPollIntervalMs: 0,
    });
    expect(options({ minPollIntervalMs: -1, maxPollIntervalMs: 1.5, defaultPollIntervalMs: "5" })).toEqual(options({}));
    expect(Object.isFrozen(options({ minPollIntervalMs: 7 }))).toBe(true);
  });

  it("takes a non-empty string task id only, and falls back to defaults for options it cannot read", () => {
    expect(createObserver({ taskId: "t" }).taskId).toBe("t");
    expect(createObserver({ taskId: "" }).taskId).toBeNull();
    expect(createObserver({ taskId: 5 as never }).taskId).toBeNull();
    for (const odd of [null, "fast", 5]) expect(createObserver(odd as never)).toEqual(createObserver());
    const hostile = new Proxy(
      { taskId: "t", minPollIntervalMs: 1 },
      {
        get: (o, k) => {
          if (k === "maxPollIntervalMs") throw new Error("unreadable");
          return Reflect.get(o, k);
        },
      },
    );
    expect(createObserver(hostile)).toEqual(createObserver());
    // A function carrying the option fields is no options object.
    const fn = Object.assign(() => undefined, { taskId: "t", defaultPollIntervalMs: 5000 });
    expect(createObserver(fn as never)).toEqual(createObserver());
  });

  it("gives each observer its own bounds when only the default or only the maximum differs", () => {
    const defaults = [2000, 3000].map((ms) => createObserver({ defaultPollIntervalMs: ms }).options);
    expect(defaults.map((o) => o.defaultPollIntervalMs)).toEqual([2000, 3000]);
    const maxima = [20_000, 30_000].map((ms) => createObserver({ maxPollIntervalMs: ms }).options);
    expect(maxima.map((o) => o.maxPollIntervalMs)).toEqual([20_000, 30_000]);
  });
});

describe("what observe and the helpers refuse to read", () => {
  it("is anything but a plain object with the observer's lists", () => {
    const good = seen(snap(1, "input_required", { inputRequests: { a: roots } }));
    const broken: unknown[] = [
      null,
      "state",
      [],
      { ...good, options: null },
      { ...good, options: 1 },
      ...["requests", "timeline", "presented", "answered", "reported"].map((list) => ({ ...good, [list]: {} })),
      Object.assign(Object.create({ inherited: true }) as object, good),
      new Proxy(good, {
        getPrototypeOf: () => {
          throw new Error("unreadable");
        },
      }),
    ];
    for (const state of broken) {
      const o = observe(state as ObserverState, snap(2, "working"));
      expect(o).toEqual({
        state: createObserver(),
        view: null,
        stale: false,
        newInputRequests: [],
        terminal: false,
        nextPollMs: null,
        violations: [
          {
            code: VIOLATION_CODES.malformedSnapshot,
            message: "the observer state is not one createObserver or observe made",
            taskId: null,
          },
        ],
      });
      expect(isObservedTerminal(state as ObserverState)).toBe(false);
      expect(nextPollDelay(state as ObserverState)).toBeNull();
      expect(unansweredInputRequests(state as ObserverState)).toEqual([]);
      expect(markAnswered(state as ObserverState, ["a"])).toEqual(createObserver());
    }
    const bare = Object.assign(Object.create(null) as object, good) as ObserverState;
    expect(unansweredInputRequests(bare).map((e) => e[0])).toEqual(["a"]);
    expect(nextPollDelay(bare)).toBe(2000);
  });

  it("answers the fallback when a helper's read throws", () => {
    const good = seen(snap(1, "completed", { result: {} }));
    const throwing = { ...good };
    Object.defineProperty(throwing, "view", {
      enumerable: true,
      get: () => {
        throw new Error("unreadable");
      },
    });
    const state = throwing as ObserverState;
    expect(isObservedTerminal(good)).toBe(true);
    expect(isObservedTerminal(state)).toBe(false);
    expect(nextPollDelay(state)).toBeNull();
    expect(unansweredInputRequests(state)).toEqual([]);
    const o = observe(state, snap(2, "completed", { result: {} }));
    expect(o).toEqual({
      state,
      view: null,
      stale: false,
      newInputRequests: [],
      terminal: false,
      nextPollMs: null,
      violations: [
        {
          code: VIOLATION_CODES.malformedSnapshot,
          message: "the snapshot or the observer state could not be read",
          taskId: null,
        },
      ],
    });
    expect(o.state).toBe(state);
  });
});

describe("nextPollDelay", () => {
  it("stops once the task is terminal and its outcome known: cancelled at once, completed and failed with their payload", () => {
    expect(nextPollDelay(seen(snap(1, "cancelled")))).toBeNull();
    expect(nextPollDelay(seen(snap(1, "completed", { result: {} })))).toBeNull();
    expect(nextPollDelay(seen(snap(1, "failed", { error: { code: 1, message: "x" } })))).toBeNull();
    expect(nextPollDelay(seen(snap(1, "failed")))).toBe(2000);
    expect(nextPollDelay(seen(snap(1, "failed", { error: { code: "1", message: "x" } })))).toBe(2000);
    expect(nextPollDelay(seen(snap(1, "completed", { result: [] })))).toBe(2000);
    expect(nextPollDelay(seen(snap(1, "working")))).toBe(2000);
    expect(nextPollDelay(seen(snap(1, "working", { pollIntervalMs: 90_000 })))).toBe(60_000);
    expect(nextPollDelay(seen(snap(1, "working", { pollIntervalMs: -5 })))).toBe(1000);
  });
});

describe("markAnswered and unansweredInputRequests", () => {
  const waiting = seen(snap(1, "input_required", { inputRequests: { a: roots, b: roots, c: roots } }));

  it("mark each key once, and never present a marked key", () => {
    expect(waiting.presented).toEqual(["a", "b", "c"]);
    const marked = markAnswered(waiting, ["b", "z", "b"]);
    expect(marked.answered).toEqual(["b", "z"]);
    expect(marked.presented).toEqual(["a", "b", "c", "z"]);
    expect(markAnswered(marked, ["z", "b"])).toBe(marked);
    expect(markAnswered(marked, [])).toBe(marked);
    for (const keys of ["b", [1], [, "b"], null]) expect(markAnswered(marked, keys as never)).toBe(marked);
    expect(unansweredInputRequests(marked).map((e) => e[0])).toEqual(["a", "c"]);
    expect(unansweredInputRequests(markAnswered(marked, ["a", "c"]))).toEqual([]);
    const later = observe(marked, snap(2, "input_required", { inputRequests: { a: roots, z: roots, y: roots } }));
    expect(later.newInputRequests.map((e) => e[0])).toEqual(["y"]);
  });

  it("present a key listed twice in one snapshot once, among few keys or many", () => {
    for (const count of [2, 30]) {
      const keys = Array.from({ length: count }, (_, i) => `k${i}`);
      const entries = keys.flatMap((k) => [
        [k, roots],
        [k, roots],
      ]);
      const first = observe(createObserver(), snap(1, "input_required", { inputRequests: entries }));
      expect(first.newInputRequests.map((e) => e[0])).toEqual(keys);
      expect(first.state.presented).toEqual(keys);
      // The second listing is the same key, not a key used again.
      expect(first.violations).toEqual([]);
      expect(first.state.requests.map((r) => r.key)).toEqual(keys);
      const more = [...entries, ["new", roots], ["new", roots]];
      const second = observe(first.state, snap(2, "input_required", { inputRequests: more }));
      expect(second.newInputRequests.map((e) => e[0])).toEqual(["new"]);
      expect(second.violations).toEqual([]);
    }
  });

  it("list nothing outside input_required", () => {
    expect(unansweredInputRequests(createObserver())).toEqual([]);
    expect(unansweredInputRequests(observe(waiting, snap(2, "working")).state)).toEqual([]);
    // A persisted state edited by hand: a working view that still lists requests has none outstanding.
    const edited = { ...waiting, view: { ...waiting.view!, status: "working" as const } };
    expect(edited.view.inputRequests).not.toBeNull();
    expect(unansweredInputRequests(edited)).toEqual([]);
  });
});

describe("how observe reads a snapshot's fields", () => {
  it("reads a field of the wrong type as absent, without a violation", () => {
    const o = observe(
      createObserver(),
      snap(1, "working", {
        statusMessage: 5,
        ttlMs: -1,
        pollIntervalMs: "9",
        result: {},
        error: { code: 1, message: "x" },
      }),
    );
    expect(o.violations).toEqual([]);
    expect(o.view).toEqual({
      taskId: "t",
      status: "working",
      statusMessage: null,
      createdAt: at(0),
      lastUpdatedAt: at(1),
      ttlMs: null,
      pollIntervalMs: null,
      result: null,
      error: null,
      inputRequests: null,
    });
    const failed = observe(
      createObserver(),
      snap(1, "failed", { statusMessage: "gone", error: { code: 2, message: "y" } }),
    );
    expect(failed.view).toMatchObject({
      statusMessage: "gone",
      ttlMs: 60_000,
      pollIntervalMs: 2000,
      error: { code: 2, message: "y" },
    });
  });

  it("checks a createdAt that differs from the known one", () => {
    const known = seen(snap(1, "working"));
    expect(observe(known, { ...snap(2, "working"), createdAt: "today" }).violations.map((v) => v.message)).toEqual([
      "the snapshot's createdAt or lastUpdatedAt is not an ISO 8601 timestamp",
    ]);
  });

  it("learns no keys from inputRequests it cannot read as a map of objects", () => {
    for (const inputRequests of [{}, [], { a: roots, b: "roots/list" }, { a: null }, "a"]) {
      const o = observe(createObserver(), snap(1, "input_required", { inputRequests }));
      expect(o.violations).toEqual([]);
      expect(o.view?.inputRequests).toBeNull();
      expect(o.newInputRequests).toEqual([]);
      expect(o.state.requests).toEqual([]);
    }
    const listed = observe(createObserver(), snap(1, "input_required", { inputRequests: [["a", roots]] }));
    expect(listed.newInputRequests).toEqual([["a", roots]]);
    const working = observe(createObserver(), snap(1, "working", { inputRequests: { a: roots } }));
    expect(working.view?.inputRequests).toBeNull();
    expect(working.state.requests).toEqual([]);
  });

  it("takes an input_required snapshot without inputRequests as silent on keys, not as one without them", () => {
    // A CreateTaskResult may leave inputRequests out; between two snapshots carrying `a`, it is no reuse of `a`.
    const withA = (s: number) => snap(s, "input_required", { inputRequests: { a: roots } });
    let state = observe(createObserver(), withA(1)).state;
    const silent = observe(state, { ...snap(2, "input_required"), resultType: "task" });
    expect(silent.violations).toEqual([]);
    state = silent.state;
    expect(observe(state, withA(3)).violations).toEqual([]);
  });

  it("unwraps only a JSON-RPC 2.0 notification or response that carries a task", () => {
    const task = snap(1, "working");
    expect(
      observe(createObserver(), { jsonrpc: "2.0", method: "notifications/tasks", params: task }).view?.taskId,
    ).toBe("t");
    expect(observe(createObserver(), { jsonrpc: "2.0", id: 0, result: task }).view?.taskId).toBe("t");
    for (const wrapped of [
      { jsonrpc: "1.0", method: "notifications/tasks", params: task },
      { jsonrpc: "2.0", method: "notifications/message", params: task },
      { jsonrpc: "2.0", result: task },
      { jsonrpc: "2.0", id: 1, result: "task" },
    ]) {
      const o = observe(createObserver(), wrapped);
      expect(o.violations.map((v) => v.message)).toEqual(["the snapshot has no taskId"]);
    }
  });
});

describe("two snapshots of one instant", () => {
  const ask = { method: "elicitation/create", params: { message: "?" } };
  const at1 = (inputRequests?: object) =>
    snap(1, "input_required", inputRequests === undefined ? {} : { inputRequests });

  it("leave the view as the later one carries its keys, without a violation", () => {
    const cases: [object | undefined, object | undefined, string[] | null][] = [
      [{ a: roots }, { a: roots, b: roots }, ["a", "b"]],
      [{ a: roots, b: roots }, { b: roots, a: roots }, ["b", "a"]],
      [{ a: roots }, { b: roots }, ["b"]],
      [{ a: roots }, undefined, null],
      [undefined, { a: roots }, ["a"]],
    ];
    for (const [first, second, keys] of cases) {
      const o = observe(seen(at1(first)), at1(second));
      expect(o.violations.filter((v) => v.code === VIOLATION_CODES.malformedSnapshot)).toEqual([]);
      expect(o.view?.inputRequests?.map((e) => e[0]) ?? null, JSON.stringify([first, second])).toEqual(keys);
    }
    const changed = observe(seen(at1({ a: roots })), at1({ a: ask }));
    expect(changed.view?.inputRequests).toEqual([["a", ask]]);
  });
});
