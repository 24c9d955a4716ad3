import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  createTask,
  toCreateTaskResult,
  toGetTaskResult,
  toTaskStatusNotification,
  transition,
  type TaskEvent,
  type TaskState,
} from "../../../src/machine/index.js";
import { META, at, brief, call, lint, tasksRequest } from "./trace.js";

type Op = "poll" | "input" | "answer" | "message" | "notify";
const ops = fc.array(fc.constantFrom<Op>("poll", "input", "answer", "message", "notify"), { maxLength: 12 });
const ending = fc.constantFrom<"complete" | "fail" | "cancel">("complete", "fail", "cancel");

/** A well-behaved server, driven by the state machine, and a client that polls no faster than asked. */
function trace(plans: { ops: Op[]; end: "complete" | "fail" | "cancel" }[]): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let clock = 0;
  let nextId = 1;
  let nextKey = 1;
  const send = (dir: "c2s" | "s2c", message: Record<string, unknown>): void => {
    clock += 0.01;
    lines.push({ dir, at: at(clock), message });
  };
  const tasks = plans.map((plan, i) => {
    const taskId = `task-${i}`;
    const created = createTask({ taskId, now: at(clock), ttlMs: 600000, pollIntervalMs: 1000 });
    if (!created.ok) throw new Error(created.error.message);
    const id = nextId++;
    send("c2s", call(id));
    send("s2c", { jsonrpc: "2.0", id, result: toCreateTaskResult(created.state) });
    return { taskId, state: created.state as TaskState, plan, step: 0, lastPoll: clock };
  });
  const apply = (t: (typeof tasks)[number], event: TaskEvent): void => {
    const next = transition(t.state, event);
    if (!next.ok) throw new Error(next.error.message);
    t.state = next.state;
  };
  const poll = (t: (typeof tasks)[number]): void => {
    clock = Math.max(clock, t.lastPoll + 1.001);
    const id = nextId++;
    send("c2s", tasksRequest("tasks/get", id, t.taskId));
    t.lastPoll = clock;
    send("s2c", { jsonrpc: "2.0", id, result: toGetTaskResult(t.state) });
  };
  let live = [...tasks];
  let turn = 0;
  while (live.length > 0) {
    const t = live[turn++ % live.length]!;
    const op = t.plan.ops[t.step++];
    const now = (): string => at((clock += 0.01));
    if (op === undefined) {
      const e = t.plan.end;
      apply(
        t,
        e === "complete"
          ? { type: "complete", now: now(), result: { resultType: "complete", content: [] } }
          : e === "fail"
            ? { type: "fail", now: now(), error: { code: -32603, message: "boom" }, statusMessage: "It broke." }
            : { type: "cancel", now: now() },
      );
      poll(t);
      live = live.filter((x) => x !== t);
      continue;
    }
    if (op === "input")
      apply(t, { type: "requestInput", now: now(), inputRequests: { [`k${nextKey++}`]: { method: "roots/list" } } });
    if (op === "answer" && t.state.inputRequests !== null) {
      const inputResponses = Object.fromEntries(t.state.inputRequests.map(([key]) => [key, { roots: [] }]));
      const id = nextId++;
      send("c2s", {
        jsonrpc: "2.0",
        id,
        method: "tasks/update",
        params: { taskId: t.taskId, inputResponses, _meta: META },
      });
      apply(t, { type: "provideInput", now: now(), inputResponses });
      send("s2c", { jsonrpc: "2.0", id, result: { resultType: "complete" } });
    }
    if (op === "message") apply(t, { type: "update", now: now(), statusMessage: `step ${t.step}` });
    if (op === "notify")
      send("s2c", { jsonrpc: "2.0", method: "notifications/tasks", params: toTaskStatusNotification(t.state).params });
    else poll(t);
  }
  return lines;
}

describe("lint on a well-behaved server", () => {
  it("finds nothing in any interleaving of lifecycles the state machine allows", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ ops, end: ending }), { minLength: 1, maxLength: 3 }), (plans) => {
        const { findings, linter } = lint(trace(plans));
        expect(brief(findings)).toEqual([]);
        expect(linter.held).toEqual({ liveTasks: 0, pendingRequests: 0 });
      }),
      { numRuns: 150 },
    );
  });
});
