/**
 * A live-task flood: a trace that opens tasks and never finishes them. Lint follows at most MAX_LIVE_TASKS at once,
 * says so once when the bound is reached, and its time and memory stay flat past it, where an unbounded book (the
 * foil) runs out of heap.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/cli/lint/findings.js";
import { Linter } from "../../src/cli/lint/linter.js";
import { RULES } from "../../src/cli/lint/rules.js";
import { MAX_LIVE_TASKS } from "../../src/cli/lint/task-book.js";
import { MAX_GROWTH, growth } from "./growth.js";

const created = (i: number): string =>
  `{"jsonrpc":"2.0","id":${i},"result":{"resultType":"task","taskId":"task-${i}","status":"working","createdAt":"2026-08-21T10:00:00Z","lastUpdatedAt":"2026-08-21T10:00:00Z","ttlMs":null}}`;

function flood(n: number, maxLiveTasks?: number): { findings: Finding[]; held: number } {
  const findings: Finding[] = [];
  const linter = new Linter((f) => findings.push(f), maxLiveTasks === undefined ? {} : { maxLiveTasks });
  for (let i = 0; i < n; i++) linter.line(created(i), i + 1);
  const held = linter.held.liveTasks;
  linter.end();
  return { findings, held };
}

describe("a trace of tasks that never finish", () => {
  it("is followed up to the bound exactly, and reaching it is one finding that blames no party", () => {
    const { findings, held } = flood(1_050, 1_000);
    expect(held).toBe(1_000);
    const limit = findings.filter((f) => f.rule === RULES.tasksTrackedLimit.id);
    expect(limit.map((f) => [f.line, f.party, f.severity])).toEqual([[1_001, null, "warning"]]);
    // The forgotten ones are the oldest: the end reports the 1,000 newest still running, and no others.
    const unfinished = findings.filter((f) => f.rule === RULES.clientStoppedFollowing.id);
    expect(unfinished).toHaveLength(1_000);
    expect(unfinished[0]!.taskId).toBe("task-50");
  });

  it("holds every task in an unbounded foil, so the bound is what keeps the count flat", () => {
    expect(flood(1_050, Number.POSITIVE_INFINITY).held).toBe(1_050);
    expect(flood(1_000, 1_000).findings.some((f) => f.rule === RULES.tasksTrackedLimit.id)).toBe(false);
  });

  it("defaults to MAX_LIVE_TASKS", () => {
    expect(MAX_LIVE_TASKS).toBe(100_000);
  });

  it("takes time linear in the number of tasks past the bound (evicting the oldest costs the same each time)", () => {
    const make = (n: number) => {
      const lines = Array.from({ length: n }, (_, i) => created(i));
      return () => {
        const linter = new Linter(() => undefined, { maxLiveTasks: 100 });
        for (let i = 0; i < n; i++) linter.line(lines[i]!, i + 1);
      };
    };
    expect(growth(200, make)).toBeLessThan(MAX_GROWTH);
  }, 60_000);

  it("keeps the heap flat: 120,000 tasks lint in 64 MiB with a bound of 20,000, and the unbounded foil runs out", () => {
    const child = fileURLToPath(new URL("./live-tasks-child.ts", import.meta.url));
    const run = (bound: string) =>
      spawnSync(process.execPath, ["--max-old-space-size=64", "--import", "tsx", child, "120000", bound], {
        encoding: "utf8",
        timeout: 120_000,
      });
    const bounded = run("20000");
    expect(bounded.status, bounded.stderr).toBe(0);
    expect(JSON.parse(bounded.stdout)).toEqual({ held: 20_000, findings: 20_001 });
    const foil = run("none");
    expect(foil.status).not.toBe(0);
    expect(foil.stderr).toMatch(/heap out of memory|Allocation failed/i);
  }, 240_000);
});
