/**
 * Which tasks the task book stops following: the oldest live one beyond the live-task limit (finished ones in the
 * arrival order are skipped, also after that order is compacted), and the creating tools/call of a task that ended or
 * was forgotten, which a notifications/cancelled then no longer names.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { TaskBook } from "../../../src/cli/lint/task-book.js";
import { at, call, result, task, tasksRequest } from "./trace.js";

/** A linter with a live-task limit, fed objects one per line; `rules` lists the rule ids found so far. */
function linter(maxLiveTasks?: number) {
  const findings: Finding[] = [];
  const lint = new Linter((f) => findings.push(f), { maxLiveTasks });
  let n = 0;
  const feed = (...messages: Record<string, unknown>[]): void => {
    for (const m of messages) lint.line(JSON.stringify(m), ++n);
  };
  return { lint, feed, findings, rules: () => findings.map((f) => f.rule) };
}

/** The tools/call `id` and its CreateTaskResult for task `taskId` in `status`. */
const create = (id: number, taskId: string, status = "working"): Record<string, unknown>[] => [
  call(id),
  result(id, task(taskId, status, 0), "task"),
];

/** A tasks/get for `taskId` and an answer whose createdAt is a minute later than the first snapshot's. */
const movedCreation = (id: number, taskId: string): Record<string, unknown>[] => [
  tasksRequest("tasks/get", id, taskId),
  result(id, task(taskId, "working", 60, { createdAt: at(60) })),
];

const cancelled = (requestId: number): Record<string, unknown> => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId },
});

const CHANGED = RULES.createdAtChanged.id;
const CANCELLED = RULES.cancelledNotification.id;

describe("forgetting the oldest live task", () => {
  it("skips a task that finished, forgetting the oldest one still live", () => {
    const { lint, feed, rules } = linter(2);
    feed(...create(1, "done", "cancelled"), ...create(2, "old"), ...create(3, "mid"), ...create(4, "new"));
    expect(lint.held.liveTasks).toBe(2);
    feed(...movedCreation(5, "mid"));
    expect(rules()).toContain(CHANGED); // "mid" is still followed: the check can fire
    const before = rules().length;
    feed(...movedCreation(6, "old"));
    expect(rules().slice(before)).not.toContain(CHANGED); // "old" was forgotten, so it starts afresh
  });

  it("keeps the live tasks, and their age, when the arrival order is compacted", () => {
    const { feed, rules } = linter(3);
    feed(...create(1, "first"), ...create(2, "second"));
    // Far more finished tasks than live ones: the arrival order is compacted on the way.
    for (let i = 0; i < 1100; i++) feed(...create(10 + i, `done${i}`, "cancelled"));
    feed(...create(2000, "third"), ...create(2001, "fourth")); // one over the limit: "first" is forgotten
    feed(...movedCreation(3000, "third"));
    expect(rules()).toContain(CHANGED);
    const before = rules().length;
    feed(...movedCreation(3001, "first"));
    expect(rules().slice(before)).not.toContain(CHANGED);
  });

  it("counts every task forgotten", () => {
    const book = new TaskBook(1);
    book.open("a", 1);
    book.open("b", 2);
    expect(book.forgotten).toBe(1);
    book.open("c", 3);
    expect(book.forgotten).toBe(2);
  });
});

describe("the tools/call that created a task", () => {
  it("is named by notifications/cancelled while its task is live", () => {
    const { feed, rules } = linter();
    feed(...create(1, "t1"), cancelled(1));
    expect(rules()).toContain(CANCELLED);
  });

  it("is not, once the task has finished", () => {
    const { feed, rules } = linter();
    feed(...create(1, "t1"), tasksRequest("tasks/get", 2, "t1"), result(2, task("t1", "cancelled", 1)), cancelled(1));
    expect(rules()).not.toContain(CANCELLED);
  });

  it("is not, when the task was created finished", () => {
    const { feed, rules } = linter();
    feed(...create(1, "t1", "cancelled"), cancelled(1));
    expect(rules()).not.toContain(CANCELLED);
  });

  it("is not, once the task was forgotten beyond the limit", () => {
    const { feed, rules } = linter(1);
    feed(...create(1, "t1"), ...create(2, "t2"), cancelled(1));
    expect(rules()).not.toContain(CANCELLED);
    feed(cancelled(2));
    expect(rules()).toContain(CANCELLED);
  });
});
