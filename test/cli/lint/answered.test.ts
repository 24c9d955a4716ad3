import { describe, expect, it } from "vitest";
import { AnsweredRequests, MAX_ANSWERED, type AnsweredRequest } from "../../../src/cli/lint/trace/answered.js";
import type { Direction } from "../../../src/cli/lint/trace/entry.js";

/** What every answered-requests index must answer: an index updated on every answer, evicting with its ring. */
interface Index {
  record(dir: Direction, id: string | number, requestLine: number, answerLine: number): void;
  find(dir: Direction, id: string | number): AnsweredRequest | undefined;
  forget(dir: Direction, id: string | number): void;
}

/** The reference: an eager Map per direction, each entry dropped when its ring slot is overwritten. */
function eager(evict = true): Index {
  const slots: Array<{ dir: Direction; id: string | number; lines: AnsweredRequest } | undefined> = [];
  const index = { c2s: new Map<string | number, number>(), s2c: new Map<string | number, number>() };
  let next = 0;
  return {
    record(dir, id, requestLine, answerLine) {
      const old = slots[next];
      if (evict && old !== undefined && index[old.dir].get(old.id) === next) index[old.dir].delete(old.id);
      slots[next] = { dir, id, lines: { requestLine, answerLine } };
      index[dir].set(id, next);
      next = (next + 1) % MAX_ANSWERED;
    },
    find(dir, id) {
      const slot = index[dir].get(id);
      return slot === undefined ? undefined : slots[slot]!.lines;
    },
    forget(dir, id) {
      index[dir].delete(id);
    },
  };
}

/** Runs the same seeded sequence of answers, lookups and forgets through `index`; returns every lookup's answer. */
function run(index: Index, seed: number, steps: number): string[] {
  let state = seed;
  const random = (n: number): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  const seen: string[] = [];
  for (let step = 0; step < steps; step++) {
    const dir: Direction = random(2) === 0 ? "c2s" : "s2c";
    // Few distinct ids, of both JSON types, so that ids are answered again, looked up after eviction, and forgotten.
    const n = random(90_000);
    const id = random(3) === 0 ? String(n) : n;
    const op = random(1000);
    if (op < 3) seen.push(JSON.stringify(index.find(dir, id) ?? null));
    else if (op < 4) index.forget(dir, id);
    else index.record(dir, id, step, step + 1);
    // Long stretches without a lookup: the lazy index then has whole rings to catch up on.
    if (step % 50_000 === 0) seen.push(JSON.stringify(index.find(dir, id) ?? null));
  }
  return seen;
}

describe("AnsweredRequests", () => {
  it("answers every lookup as an index updated on every answer does, across several turns of its ring", () => {
    for (const seed of [1, 2, 3]) {
      const steps = 3 * MAX_ANSWERED + 1000;
      expect(run(new AnsweredRequests(), seed, steps)).toEqual(run(eager(), seed, steps));
    }
  });

  it("the comparison catches an index that keeps answers past the ring (a foil)", () => {
    const steps = 3 * MAX_ANSWERED + 1000;
    expect(run(eager(false), 1, steps)).not.toEqual(run(eager(), 1, steps));
  });

  it("forgets an answer once MAX_ANSWERED later answers overwrote it, even when no lookup came in between", () => {
    const index = new AnsweredRequests();
    index.record("c2s", 1, 10, 11);
    expect(index.find("c2s", 1)).toEqual({ requestLine: 10, answerLine: 11 });
    for (let i = 0; i < MAX_ANSWERED; i++) index.record("s2c", `x${i}`, i, i);
    expect(index.find("c2s", 1)).toBeUndefined();
    expect(index.find("s2c", "x0")).toEqual({ requestLine: 0, answerLine: 0 });
  });

  it("keeps the latest answer to an id answered twice, and 1 apart from '1'", () => {
    const index = new AnsweredRequests();
    index.record("c2s", 1, 1, 2);
    index.record("c2s", 1, 3, 4);
    index.record("c2s", "1", 5, 6);
    expect(index.find("c2s", 1)).toEqual({ requestLine: 3, answerLine: 4 });
    expect(index.find("c2s", "1")).toEqual({ requestLine: 5, answerLine: 6 });
    expect(index.find("s2c", 1)).toBeUndefined();
    index.forget("c2s", 1);
    expect(index.find("c2s", 1)).toBeUndefined();
  });
});
