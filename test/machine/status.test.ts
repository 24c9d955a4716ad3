import { describe, it, expect } from "vitest";
import { TASK_STATUSES, TERMINAL_STATUSES, canTransition, isTaskStatus, isTerminal } from "../../src/machine/index.js";

describe("status graph", () => {
  it("lists the terminal statuses", () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(["cancelled", "completed", "failed"]);
    expect(TASK_STATUSES).toHaveLength(5);
    for (const s of TASK_STATUSES) expect(isTerminal(s)).toBe(TERMINAL_STATUSES.includes(s));
  });

  it("follows the SEP-2663 state diagram", () => {
    const allowed: Record<string, string[]> = {
      working: ["working", "input_required", "completed", "failed", "cancelled"],
      input_required: ["working", "input_required", "completed", "failed", "cancelled"],
      completed: [],
      failed: [],
      cancelled: [],
    };
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES)
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed[from]!.includes(to));
    }
  });

  it("keeps a non-terminal status but never a terminal one", () => {
    expect(canTransition("working", "working")).toBe(true);
    expect(canTransition("input_required", "input_required")).toBe(true);
    for (const s of TERMINAL_STATUSES) expect(canTransition(s, s)).toBe(false);
  });

  it("rejects values that are not statuses", () => {
    expect(isTaskStatus("done")).toBe(false);
    expect(isTerminal(undefined)).toBe(false);
    expect(canTransition("working", "done")).toBe(false);
    expect(canTransition({}, "working")).toBe(false);
  });
});
