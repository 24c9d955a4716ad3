/**
 * Every violation `observe` reports, whole: its code, the sentence a client logs or shows, the task, the key at fault
 * and the lastUpdatedAt of the snapshot that broke the rule. A client files these against a server, so a violation
 * that names the wrong snapshot or says nothing is a bug even when its code is right.
 */
import { describe, it, expect } from "vitest";
import {
  createObserver,
  observe,
  VIOLATION_CODES,
  type ObserverState,
  type Violation,
} from "../../src/machine/index.js";
import { at, snapshotAt } from "./steps.js";

const roots = { method: "roots/list" };
const ask = { method: "elicitation/create", params: { message: "Name?", requestedSchema: { type: "object" } } };
const snap = (s: number, status: string, extra: object = {}) =>
  snapshotAt(s, status, { ttlMs: 60_000, pollIntervalMs: 2000, ...extra });
const done = (s: number, extra: object = {}) => snap(s, "completed", { result: { content: [] }, ...extra });
const waiting = (s: number, requests: object) => snap(s, "input_required", { inputRequests: requests });

/** The violations of each snapshot, fed in order. */
function violationsOf(snapshots: unknown[], start: ObserverState = createObserver()): (readonly Violation[])[] {
  let state = start;
  return snapshots.map((s) => {
    const o = observe(state, s);
    state = o.state;
    return o.violations;
  });
}
const lastViolations = (snapshots: unknown[]): readonly Violation[] => violationsOf(snapshots).at(-1)!;

describe("violations observe reports", () => {
  it("say why a snapshot is unusable", () => {
    const malformed = (message: string) => [{ code: VIOLATION_CODES.malformedSnapshot, message, taskId: null }];
    const cases: [unknown, string][] = [
      [[snap(1, "working")], "the snapshot is not a task object"],
      [{ ...snap(1, "working"), taskId: 5 }, "the snapshot has no taskId"],
      [{ ...snap(1, "working"), status: "done" }, "the snapshot has no valid status"],
      [
        { ...snap(1, "working"), createdAt: "today" },
        "the snapshot's createdAt or lastUpdatedAt is not an ISO 8601 timestamp",
      ],
      [
        { ...snap(1, "working"), lastUpdatedAt: null },
        "the snapshot's createdAt or lastUpdatedAt is not an ISO 8601 timestamp",
      ],
    ];
    for (const [bad, message] of cases) expect(observe(createObserver(), bad).violations).toEqual(malformed(message));
    // A snapshot of a known task is malformed for the task it claims, and keeps the observer's task id.
    const known = observe(createObserver(), snap(1, "working")).state;
    expect(observe(known, { ...snap(2, "working"), status: 1 }).violations).toEqual([
      { code: VIOLATION_CODES.malformedSnapshot, message: "the snapshot has no valid status", taskId: "t" },
    ]);
    expect(observe({} as ObserverState, snap(1, "working")).violations).toEqual(
      malformed("the observer state is not one createObserver or observe made"),
    );
    const unreadable = new Proxy(snap(1, "working"), {
      get: (o, k) => {
        if (k === "createdAt") throw new Error("no");
        return Reflect.get(o, k);
      },
    });
    expect(observe(createObserver(), unreadable).violations).toEqual(
      malformed("the snapshot or the observer state could not be read"),
    );
  });

  it("name the other task, the other createdAt, and the snapshot updated before it was created", () => {
    expect(lastViolations([snap(1, "working"), { ...snap(2, "working"), taskId: "u" }])).toEqual([
      {
        code: VIOLATION_CODES.taskIdChanged,
        message: 'a snapshot of task "u" arrived for task "t"',
        taskId: "u",
        lastUpdatedAt: at(2),
      },
    ]);
    expect(lastViolations([snap(1, "working"), { ...snap(3, "working"), createdAt: at(1) }])).toEqual([
      {
        code: VIOLATION_CODES.createdAtChanged,
        message: `createdAt changed from ${at(0)} to ${at(1)}`,
        taskId: "t",
        lastUpdatedAt: at(3),
      },
    ]);
    expect(lastViolations([{ ...snap(1, "working"), createdAt: at(2) }])).toEqual([
      {
        code: VIOLATION_CODES.updatedBeforeCreated,
        message: "lastUpdatedAt is earlier than createdAt",
        taskId: "t",
        lastUpdatedAt: at(1),
      },
    ]);
  });

  it("name the snapshots that break the terminal rules", () => {
    expect(lastViolations([done(5), snap(6, "input_required")])).toEqual([
      {
        code: VIOLATION_CODES.changeAfterTerminal,
        message: "this input_required snapshot is newer than a terminal one",
        taskId: "t",
        lastUpdatedAt: at(6),
      },
    ]);
    expect(lastViolations([snap(6, "working"), snap(5, "cancelled")])).toEqual([
      {
        code: VIOLATION_CODES.changeAfterTerminal,
        message: "a non-terminal snapshot is newer than this cancelled one",
        taskId: "t",
        lastUpdatedAt: at(5),
      },
    ]);
    expect(lastViolations([done(5), snap(5, "failed", { error: { code: 1, message: "x" } })])).toEqual([
      {
        code: VIOLATION_CODES.terminalStatusChanged,
        message: "the task was completed and is now failed",
        taskId: "t",
        lastUpdatedAt: at(5),
      },
    ]);
    expect(lastViolations([done(5), done(5, { result: { content: [1] } })])).toEqual([
      {
        code: VIOLATION_CODES.terminalPayloadChanged,
        message: "the result of the completed task changed",
        taskId: "t",
        lastUpdatedAt: at(5),
      },
    ]);
    const failed = (s: number, code: number, extra: object = {}) =>
      snap(s, "failed", { error: { code, message: "x" }, ...extra });
    expect(lastViolations([failed(5, 1), failed(5, 2)])).toEqual([
      {
        code: VIOLATION_CODES.terminalPayloadChanged,
        message: "the error of the failed task changed",
        taskId: "t",
        lastUpdatedAt: at(5),
      },
    ]);
    expect(lastViolations([failed(5, 1), failed(6, 1, { statusMessage: "m", ttlMs: 1, pollIntervalMs: 3 })])).toEqual([
      {
        code: VIOLATION_CODES.terminalTaskChanged,
        message: "the failed task changed after it landed: statusMessage, lastUpdatedAt, ttlMs, pollIntervalMs",
        taskId: "t",
        lastUpdatedAt: at(6),
      },
    ]);
    for (const [field, value] of [
      ["statusMessage", "m"],
      ["ttlMs", 5],
      ["pollIntervalMs", 5],
    ] as const) {
      expect(lastViolations([done(5), done(5, { [field]: value })])).toEqual([
        {
          code: VIOLATION_CODES.terminalTaskChanged,
          message: `the completed task changed after it landed: ${field}`,
          taskId: "t",
          lastUpdatedAt: at(5),
        },
      ]);
    }
  });

  it("name the key at fault, and how it was reused", () => {
    expect(lastViolations([waiting(1, { a: roots }), waiting(2, { a: ask })])).toEqual([
      {
        code: VIOLATION_CODES.keyRequestChanged,
        message: 'input request key "a" names two different requests',
        taskId: "t",
        key: "a",
        lastUpdatedAt: at(2),
      },
    ]);
    expect(lastViolations([waiting(1, { a: roots }), snap(2, "working"), waiting(3, { a: roots })])).toEqual([
      {
        code: VIOLATION_CODES.keyReused,
        message: 'input request key "a" was seen, then absent, then seen again',
        taskId: "t",
        key: "a",
        lastUpdatedAt: at(3),
      },
    ]);
    expect(lastViolations([waiting(1, { a: roots }), waiting(3, { a: roots }), snap(2, "working")])).toEqual([
      {
        code: VIOLATION_CODES.keyReused,
        message: 'input request key "a" is absent here but present both before and after',
        taskId: "t",
        key: "a",
        lastUpdatedAt: at(2),
      },
    ]);
  });
});
