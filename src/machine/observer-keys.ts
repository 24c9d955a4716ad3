/**
 * Input request key rules of the observer, decided on lastUpdatedAt order rather than arrival order, so that
 * delayed and repeated snapshots never look like violations:
 * - one key, one request: every snapshot carrying a key must carry a request deep-equal to the first one seen;
 * - no reuse: a key must not be absent from a snapshot whose lastUpdatedAt lies strictly between two snapshots
 *   that carry it (seen, then absent, then seen again). Snapshots sharing a lastUpdatedAt are merged (union of
 *   their keys), because their order cannot be known.
 */
import { jsonEqual } from "./entries.js";
import type { KeyRecord, TimelineEntry, Violation } from "./observer-state.js";
import type { InputRequestEntry } from "./state.js";

/** The part of the observer state the key rules read and write. */
export interface KeyLedger {
  readonly requests: readonly KeyRecord[];
  readonly timeline: readonly TimelineEntry[];
  readonly reported: readonly string[];
}

/** Violation code: one key used for two different requests. */
export const KEY_REQUEST_CHANGED = "sep-2663-input-request-key-unique-per-task";
/** Violation code: a key seen, then seen absent, then seen again. */
export const KEY_REUSED = "sep-2663-no-key-reuse-after-response";

/** Inserts or merges the keys seen at `at` into the sorted timeline. */
function record(timeline: readonly TimelineEntry[], at: string, keys: readonly string[]): TimelineEntry[] {
  let lo = 0;
  let hi = timeline.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeline[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  const next = timeline.slice();
  const found = timeline[lo];
  if (found !== undefined && found.at === at) {
    const added = keys.filter((k) => !found.keys.includes(k));
    if (added.length > 0) next[lo] = { at, keys: found.keys.concat(added) };
  } else {
    next.splice(lo, 0, { at, keys: keys.slice() });
  }
  return next;
}

/** Tells whether some snapshot strictly between two instants lacked the key. */
function absentBetween(timeline: readonly TimelineEntry[], key: string, after: string, before: string): boolean {
  for (const entry of timeline) {
    if (entry.at > after && entry.at < before && !entry.keys.includes(key)) return true;
  }
  return false;
}

/** Folds the keys of one snapshot (known key set) at instant `at`; returns the new ledger and any new violations. */
export function foldKeys(
  ledger: KeyLedger,
  at: string,
  entries: readonly InputRequestEntry[],
  taskId: string,
  lastUpdatedAt: string,
): { ledger: KeyLedger; violations: Violation[] } {
  const present = entries.map((e) => e[0]);
  const timeline = record(ledger.timeline, at, present);
  const here = timeline.find((e) => e.at === at)!;
  const violations: Violation[] = [];
  let reported = ledger.reported;
  const report = (code: string, key: string, message: string): void => {
    const id = `${code} ${key}`;
    if (reported.includes(id)) return;
    reported = reported.concat(id);
    violations.push({ code, message, taskId, key, lastUpdatedAt });
  };
  const requests: KeyRecord[] = [];
  for (const rec of ledger.requests) {
    const i = present.indexOf(rec.key);
    if (i < 0) {
      if (!here.keys.includes(rec.key) && rec.firstSeen < at && at < rec.lastSeen) {
        report(KEY_REUSED, rec.key, `input request key ${JSON.stringify(rec.key)} is absent here but present both before and after`);
      }
      requests.push(rec);
      continue;
    }
    if (!jsonEqual(rec.request, entries[i]![1])) {
      report(KEY_REQUEST_CHANGED, rec.key, `input request key ${JSON.stringify(rec.key)} names two different requests`);
    }
    let { firstSeen, lastSeen } = rec;
    if (at < firstSeen) {
      if (absentBetween(timeline, rec.key, at, firstSeen)) report(KEY_REUSED, rec.key, reuseMessage(rec.key));
      firstSeen = at;
    }
    if (at > lastSeen) {
      if (absentBetween(timeline, rec.key, lastSeen, at)) report(KEY_REUSED, rec.key, reuseMessage(rec.key));
      lastSeen = at;
    }
    requests.push(firstSeen === rec.firstSeen && lastSeen === rec.lastSeen ? rec : { ...rec, firstSeen, lastSeen });
  }
  for (const [key, request] of entries) {
    if (!ledger.requests.some((r) => r.key === key) && !requests.some((r) => r.key === key)) {
      requests.push({ key, request, firstSeen: at, lastSeen: at });
    }
  }
  return { ledger: { requests, timeline, reported }, violations };
}

function reuseMessage(key: string): string {
  return `input request key ${JSON.stringify(key)} was seen, then absent, then seen again`;
}
