import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { KEY_REUSED, foldKeys, type KeyLedger } from "../../src/machine/observer/keys.js";
import type { TimelineEntry } from "../../src/machine/observer/state.js";
import { place } from "../../src/machine/observer/timeline.js";
import { createObserver, observe } from "../../src/machine/index.js";
import { instantKey } from "../../src/machine/time/timestamp.js";

/** The general path of foldKeys for a snapshot without keys: place nothing at `at`, then report each reused key once. */
function generalNoKeys(
  ledger: KeyLedger,
  at: string,
  taskId: string,
  lastUpdatedAt: string,
): ReturnType<typeof foldKeys> {
  const placed = place(ledger.timeline, at, []);
  let reported = ledger.reported;
  const violations = [];
  for (const key of placed.reused) {
    const id = `${KEY_REUSED} ${key}`;
    if (reported.includes(id)) continue;
    reported = [...reported, id];
    const message = `input request key ${JSON.stringify(key)} is absent here but present both before and after`;
    violations.push({ code: KEY_REUSED, message, taskId, key, lastUpdatedAt });
  }
  const same = placed.timeline === ledger.timeline && reported === ledger.reported;
  return {
    ledger: same ? ledger : { requests: ledger.requests, timeline: placed.timeline, reported },
    violations,
    entries: [],
  };
}

/** A timeline built the way the observer builds one: snapshots placed at two-digit instants with keys from a small set. */
const timeline = fc
  .array(fc.tuple(fc.integer({ min: 10, max: 40 }), fc.subarray(["a", "b", "c"])), { maxLength: 12 })
  .map((shots) => {
    let t: readonly TimelineEntry[] = [];
    for (const [at, keys] of shots) t = place(t, String(at), keys).timeline;
    return t;
  });

describe("foldKeys on a snapshot without keys", () => {
  it("gives the general path's timeline, reports and ledger identity", () => {
    fc.assert(
      fc.property(
        timeline,
        fc.integer({ min: 5, max: 45 }),
        fc.subarray([`${KEY_REUSED} a`, `${KEY_REUSED} b`]),
        (t, at, reported) => {
          const ledger: KeyLedger = { requests: [], timeline: t, reported };
          const entries: readonly [string, never][] = [];
          const fast = foldKeys(ledger, String(at), entries, "task", "2026-08-21T10:00:00Z");
          const general = generalNoKeys(ledger, String(at), "task", "2026-08-21T10:00:00Z");
          expect(fast.ledger).toEqual(general.ledger);
          expect(fast.ledger === ledger).toBe(general.ledger === ledger);
          expect(fast.violations).toEqual(general.violations);
          expect(fast.entries).toBe(entries);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reports a key reused by a snapshot placed between two stretches carrying it", () => {
    const t = place(place([], "10", ["a"]).timeline, "30", ["a"]).timeline;
    const folded = foldKeys({ requests: [], timeline: t, reported: [] }, "20", [], "task", "2026-08-21T10:00:00Z");
    expect(folded.violations.map((v) => v.key)).toEqual(["a"]);
    expect(folded.ledger.reported).toEqual([`${KEY_REUSED} a`]);
  });
});

describe("the first snapshot's createdAt key", () => {
  it("is the instant key of createdAt, whether or not lastUpdatedAt is written the same way", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.boolean(),
        (ms, later, same) => {
          const createdAt = new Date(ms).toISOString();
          const lastUpdatedAt = same ? createdAt : new Date(ms + later).toISOString().replace(".000Z", "Z");
          const state = observe(createObserver(), {
            taskId: "t",
            status: "working",
            createdAt,
            lastUpdatedAt,
            ttlMs: null,
          }).state;
          expect(state.createdAtKey).toBe(instantKey(createdAt));
        },
      ),
      { numRuns: 500 },
    );
  });
});
