/** The bounds that keep lint's memory to live tasks: the live-task limit and the ring of tasks the server called gone. */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { GoneTasks, MAX_GONE_TASKS } from "../../../src/cli/lint/gone-tasks.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, result, task } from "./trace.js";

describe("the live-task limit", () => {
  it("is reported once, with the limit the linter was given, when a task beyond it is opened", () => {
    const findings: Finding[] = [];
    const linter = new Linter((f) => findings.push(f), { maxLiveTasks: 2 });
    for (let i = 1; i <= 4; i++) {
      linter.line(JSON.stringify(call(i)), 2 * i - 1);
      linter.line(JSON.stringify(result(i, task(`t${i}`, "working", 0), "task")), 2 * i);
    }
    expect(findings).toEqual([
      {
        line: 6,
        severity: "warning",
        rule: RULES.tasksTrackedLimit.id,
        taskId: "t3",
        message:
          "More than 2 tasks are non-terminal at once; from here lint forgets the oldest one for each new task, so later changes to a forgotten task, and whether it ends, go unchecked.",
        party: null,
      },
    ]);
    expect(linter.held.liveTasks).toBe(2);
  });
});

describe("GoneTasks", () => {
  it("keeps a task marked again when the slot of its older mark is reused", () => {
    const gone = new GoneTasks();
    gone.mark("again", 0);
    gone.mark("again", 1);
    for (let i = 2; i < MAX_GONE_TASKS; i++) gone.mark(`t${i}`, i);
    gone.mark("next", MAX_GONE_TASKS);
    expect(gone.since("again")).toBe(1);
    expect(gone.size).toBe(MAX_GONE_TASKS);
  });
});
