import { describe, it, expect } from "vitest";
import {
  STATUS_GRAPH,
  TASK_STATUSES,
  createTask,
  isTerminal,
  transition,
  type TaskEventType,
  type TaskState,
} from "../../src/machine/index.js";

const NOW = "2026-11-22T10:00:00Z";
const LATER = "2026-11-22T10:00:05Z";

/** A task in each status, reached through the machine itself. */
function taskIn(status: TaskState["status"]): TaskState {
  const born = createTask({ taskId: `t-${status}`, now: NOW, ttlMs: 1_000 });
  if (!born.ok) throw new Error(born.error.message);
  const s = born.state;
  const step = (event: Parameters<typeof transition>[1]) => {
    const r = transition(s, event);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  switch (status) {
    case "working":
      return s;
    case "input_required":
      return step({ type: "requestInput", now: NOW, inputRequests: { k: { method: "roots/list" } } });
    case "completed":
      return step({ type: "complete", now: NOW, result: { content: [], isError: false } });
    case "failed":
      return step({ type: "fail", now: NOW, error: { code: -1, message: "no" } });
    case "cancelled":
      return step({ type: "cancel", now: NOW });
  }
}

/** One valid event of each type, so only the graph decides the outcome. */
const EVENTS: Record<TaskEventType, Parameters<typeof transition>[1]> = {
  requestInput: { type: "requestInput", now: LATER, inputRequests: { fresh: { method: "roots/list" } } },
  provideInput: { type: "provideInput", now: LATER, inputResponses: { k: { roots: [] } } },
  withdrawInput: { type: "withdrawInput", now: LATER, keys: ["k"] },
  consumeInput: { type: "consumeInput", now: LATER },
  complete: { type: "complete", now: LATER, result: { content: [], isError: false } },
  fail: { type: "fail", now: LATER, error: { code: -1, message: "no" } },
  requestCancel: { type: "requestCancel", now: LATER },
  cancel: { type: "cancel", now: LATER },
  expire: { type: "expire", now: "2026-11-22T11:00:00Z" },
  update: { type: "update", now: LATER, statusMessage: "still here" },
};

describe("the status graph as data", () => {
  it("has a row for every status and an entry for every event type, frozen", () => {
    expect(Object.keys(STATUS_GRAPH).sort()).toEqual([...TASK_STATUSES].sort());
    for (const status of TASK_STATUSES) {
      expect(Object.isFrozen(STATUS_GRAPH[status])).toBe(true);
      expect(Object.keys(STATUS_GRAPH[status]).sort()).toEqual(Object.keys(EVENTS).sort());
    }
    expect(Object.isFrozen(STATUS_GRAPH)).toBe(true);
  });

  it("lets a live status apply every event, and a finished one apply none that changes it", () => {
    for (const status of TASK_STATUSES) {
      const applied = Object.values(STATUS_GRAPH[status]).filter((h) => h === "apply").length;
      expect(applied).toBe(isTerminal(status) ? 2 : 10);
    }
  });

  it("is what transition does: a refused entry is refused as terminal, an acknowledged one changes nothing", () => {
    for (const status of TASK_STATUSES) {
      const state = taskIn(status);
      for (const [type, event] of Object.entries(EVENTS) as [TaskEventType, Parameters<typeof transition>[1]][]) {
        const handling = STATUS_GRAPH[status][type];
        const r = transition(state, event);
        if (handling === "refuse") {
          expect(r.ok ? "applied" : r.error.code, `${status} ${type}`).toBe("terminal");
        } else {
          expect(r.ok, `${status} ${type}`).toBe(true);
          if (r.ok && isTerminal(status)) expect(r.state, `${status} ${type}`).toBe(state);
          if (r.ok && handling === "acknowledge") expect(r.changed).toBe(false);
        }
      }
    }
  });

  it("refuses a type the graph does not name, also one named like an Object.prototype member", () => {
    for (const type of ["toString", "__proto__", "constructor", "hasOwnProperty", "nope"]) {
      const r = transition(taskIn("working"), { type, now: LATER } as never);
      expect(r.ok ? "applied" : r.error.code).toBe("invalid_event");
    }
  });
});
