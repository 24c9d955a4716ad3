/**
 * Input request key rules of the observer, decided on lastUpdatedAt order rather than arrival order, so that
 * delayed and repeated snapshots never look like violations:
 * - one key, one request: every snapshot carrying a key must carry a request deep-equal to the first one seen;
 * - no reuse: a key must not be absent from a snapshot whose lastUpdatedAt lies strictly between two snapshots
 *   that carry it (seen, then absent, then seen again); see observer-timeline.ts for how instants are kept.
 */
import { appended, jsonEqual } from "./entries.js";
import type { KeyRecord, TimelineEntry, Violation } from "./observer-state.js";
import { place, type Placed } from "./observer-timeline.js";
import type { InputRequestEntry } from "./state.js";

/** The part of the observer state the key rules read and write. */
export interface KeyLedger {
  readonly requests: readonly KeyRecord[];
  readonly timeline: readonly TimelineEntry[];
  readonly reported: readonly string[];
}

/** What one snapshot's keys did to the ledger. */
export interface FoldedKeys {
  /** The same ledger object when nothing changed. */
  readonly ledger: KeyLedger;
  readonly violations: readonly Violation[];
  /**
   * The snapshot's entries with every request deep-equal to the first one seen under its key replaced by that
   * first one, so that later comparisons are cheap; the same array when nothing was replaced.
   */
  readonly entries: readonly InputRequestEntry[];
}

/** Violation code: one key used for two different requests. */
export const KEY_REQUEST_CHANGED = "sep-2663-input-request-key-unique-per-task";
/** Violation code: a key seen, then seen absent, then seen again. */
export const KEY_REUSED = "sep-2663-no-key-reuse-after-response";

const NO_VIOLATIONS: readonly Violation[] = Object.freeze([]);
/** The key list of a snapshot without keys; never mutated, so every stretch without keys can share it. */
const NO_KEYS: readonly string[] = Object.freeze([]);

function recordOf(requests: readonly KeyRecord[], key: string): KeyRecord | undefined {
  for (let i = requests.length - 1; i >= 0; i--) if (requests[i]!.key === key) return requests[i];
  return undefined;
}

/** Key violations found while folding one snapshot. */
interface Found {
  reported: readonly string[];
  violations: Violation[] | null;
  readonly taskId: string;
  readonly lastUpdatedAt: string;
}

/** Reports a key violation unless it was reported before. */
function report(found: Found, code: string, key: string, message: string): void {
  const id = `${code} ${key}`;
  if (found.reported.includes(id)) return;
  found.reported = appended(found.reported, [id]);
  (found.violations ??= []).push({ code, message, taskId: found.taskId, key, lastUpdatedAt: found.lastUpdatedAt });
}

function isFirst(entries: readonly InputRequestEntry[], i: number): boolean {
  const key = entries[i]![0];
  for (let j = 0; j < i; j++) if (entries[j]![0] === key) return false;
  return true;
}

/** Folds the keys of one snapshot (known key set) at instant `at`. */
export function foldKeys(
  ledger: KeyLedger,
  at: string,
  entries: readonly InputRequestEntry[],
  taskId: string,
  lastUpdatedAt: string,
): FoldedKeys {
  if (entries.length === 0) return foldNoKeys(ledger, at, entries, taskId, lastUpdatedAt);
  let requests = ledger.requests;
  const found: Found = { reported: ledger.reported, violations: null, taskId, lastUpdatedAt };
  let canonical = entries;
  const keys: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (!isFirst(entries, i)) continue;
    const [key, request] = entries[i]!;
    const rec = recordOf(requests, key);
    if (rec === undefined) {
      requests = appended(requests, [{ key, request }]);
    } else if (rec.request !== request) {
      if (jsonEqual(rec.request, request)) {
        if (canonical === entries) canonical = entries.slice();
        (canonical as InputRequestEntry[])[i] = [key, rec.request];
      } else {
        report(found, KEY_REQUEST_CHANGED, key, `input request key ${JSON.stringify(key)} names two different requests`);
      }
    }
    if (found.reported.length === 0 || !found.reported.includes(`${KEY_REUSED} ${key}`)) keys.push(key);
  }
  if (keys.length > 1) keys.sort();
  // The timeline may keep these keys for the life of the task: a copy sized exactly, not the array push grew.
  const placed = place(ledger.timeline, at, keys.length === 0 ? keys : keys.slice());
  return settleKeys(ledger, requests, placed, found, keys, canonical);
}

/** foldKeys for a snapshot that carries no keys, which is most of them: nothing to record, only the instant to place. */
function foldNoKeys(ledger: KeyLedger, at: string, entries: readonly InputRequestEntry[], taskId: string, lastUpdatedAt: string): FoldedKeys {
  const keys = NO_KEYS;
  const placed = place(ledger.timeline, at, keys);
  if (placed.reused.length > 0) {
    return settleKeys(ledger, ledger.requests, placed, { reported: ledger.reported, violations: null, taskId, lastUpdatedAt }, keys, entries);
  }
  if (placed.timeline === ledger.timeline) return { ledger, violations: NO_VIOLATIONS, entries };
  return { ledger: { requests: ledger.requests, timeline: placed.timeline, reported: ledger.reported }, violations: NO_VIOLATIONS, entries };
}

/** Reports the keys placing revealed as reused, and builds the ledger and the result of foldKeys. */
function settleKeys(
  ledger: KeyLedger,
  requests: readonly KeyRecord[],
  placed: Placed,
  found: Found,
  keys: readonly string[],
  canonical: readonly InputRequestEntry[],
): FoldedKeys {
  for (let i = 0; i < placed.reused.length; i++) {
    const key = placed.reused[i]!;
    const message = keys.includes(key)
      ? `input request key ${JSON.stringify(key)} was seen, then absent, then seen again`
      : `input request key ${JSON.stringify(key)} is absent here but present both before and after`;
    report(found, KEY_REUSED, key, message);
  }
  const { reported, violations } = found;
  const same = requests === ledger.requests && placed.timeline === ledger.timeline && reported === ledger.reported;
  return { ledger: same ? ledger : { requests, timeline: placed.timeline, reported }, violations: violations ?? NO_VIOLATIONS, entries: canonical };
}
