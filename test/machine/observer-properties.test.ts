import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { isTerminal } from "../../src/machine/index.js";
import { delivered, observeAll } from "./legal-run.js";

describe("observer on legal traces", () => {
  it("never reports a violation for delayed, duplicated and reordered snapshots of a legal run", () => {
    const seen = { keys: 0, answered: 0, sharedTimestamp: 0, terminal: 0, stale: 0 };
    fc.assert(
      fc.property(delivered([]), ([states, order, extra, forms, inline, answers]) => {
        const { violations, presented, observer } = observeAll(states, [...order, ...extra], forms, inline, answers);
        if (states.some((s) => s.inputRequests !== null)) seen.keys++;
        if (states.some((s) => s.retiredKeys !== null)) seen.answered++;
        if (states.some((s, i) => i > 0 && s.lastUpdatedAt === states[i - 1]!.lastUpdatedAt)) seen.sharedTimestamp++;
        if (isTerminal(states[states.length - 1]!.status)) seen.terminal++;
        if (order.some((v, i) => i > 0 && v < order[i - 1]!)) seen.stale++;
        expect(violations).toEqual([]);
        expect(new Set(presented).size).toBe(presented.length);
        expect(observer.view !== null && isTerminal(observer.view.status)).toBe(
          isTerminal(states[states.length - 1]!.status),
        );
      }),
      { numRuns: 800 },
    );
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(20);
  });
});
