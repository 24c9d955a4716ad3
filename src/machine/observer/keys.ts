/**
 * Input request key rules of the observer, decided on lastUpdatedAt order rather than arrival order, so that
 * delayed and repeated snapshots never look like violations:
 * - one key, one request: every snapshot carrying a key must carry a request deep-equal to the first one seen;
 * - no reuse: a key must not be absent from a snapshot whose lastUpdatedAt lies strictly between two snapshots
 *   that carry it (seen, then absent, then seen again); see timeline.ts for how instants are kept.
 */
import { appended, jsonEqual } from "../entries.js";
import type { KeyRecord, TimelineEntry, Violation } from "./state.js";
import { place, type Placed } from "./timeline.js";
import type { InputRequestEntry } from "../state.js";

/**
 * The part of the observer state the key rules read and write.
 *
 * @internal
 */
export interface KeyLedger {
  readonly requests: readonly KeyRecord[];
  readonly timeline: readonly TimelineEntry[];
  readonly reported: readonly string[];
}

/**
 * What one snapshot's keys did to the ledger.
 *
 * @internal
 */
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

/**
 * Violation code: one key used for two different requests.
 *
 * @internal
 */
export const KEY_REQUEST_CHANGED = "sep-2663-input-request-key-unique-per-task";
/**
 * Violation code: a key seen, then seen absent, then seen again.
 *
 * @internal
 */
export const KEY_REUSED = "sep-2663-no-key-reuse-after-response";

const NO_VIOLATIONS: readonly Violation[] = Object.freeze([]);
/** The key list of a snapshot without keys; never mutated, so every stretch without keys can share it. */
const NO_KEYS: readonly string[] = Object.freeze([]);

/** Below this many lookups times records, a linear search beats building an index. */
const SMALL = 64;

/**
 * A lookup of the first record of each key: a linear search for the few keys most tasks have, an index built once
 * per snapshot when there are many, so that folding stays linear in the number of keys.
 */
function recordLookup(requests: readonly KeyRecord[], lookups: number): (key: string) => KeyRecord | undefined {
  if (requests.length * lookups <= SMALL) {
    return (key) => {
      for (let i = 0; i < requests.length; i++) if (requests[i]!.key === key) return requests[i];
      return undefined;
    };
  }
  const index = new Map<string, KeyRecord>();
  for (let i = 0; i < requests.length; i++) if (!index.has(requests[i]!.key)) index.set(requests[i]!.key, requests[i]!);
  return (key) => index.get(key);
}

/** Key violations found while folding one snapshot. */
interface Found {
  /** The violations reported before, as a set, built on first need. */
  known: Set<string> | null;
  readonly before: readonly string[];
  readonly added: string[];
  violations: Violation[] | null;
  readonly taskId: string;
  readonly lastUpdatedAt: string;
}

function found(before: readonly string[], taskId: string, lastUpdatedAt: string): Found {
  return { known: null, before, added: [], violations: null, taskId, lastUpdatedAt };
}

/** Tells whether a violation id was reported, before or while folding this snapshot. */
function wasReported(found: Found, id: string): boolean {
  if (found.before.length === 0 && found.added.length === 0) return false;
  return (found.known ??= new Set(found.before)).has(id);
}

/** Reports a key violation unless it was reported before. */
function report(found: Found, code: string, key: string, message: string): void {
  const id = `${code} ${key}`;
  if (wasReported(found, id)) return;
  found.added.push(id);
  (found.known ??= new Set(found.before)).add(id);
  (found.violations ??= []).push({ code, message, taskId: found.taskId, key, lastUpdatedAt: found.lastUpdatedAt });
}

/**
 * Folds the keys of one snapshot (known key set) at instant `at`.
 *
 * @internal
 */
export function foldKeys(
  ledger: KeyLedger,
  at: string,
  entries: readonly InputRequestEntry[],
  taskId: string,
  lastUpdatedAt: string,
): FoldedKeys {
  if (entries.length === 0) return foldNoKeys(ledger, at, entries, taskId, lastUpdatedAt);
  const recordOf = recordLookup(ledger.requests, entries.length);
  const fresh: KeyRecord[] = [];
  const seen = new Set<string>();
  const ledgerFound = found(ledger.reported, taskId, lastUpdatedAt);
  let canonical = entries;
  const keys: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const [key, request] = entries[i]!;
    if (seen.has(key)) continue;
    seen.add(key);
    const rec = recordOf(key);
    if (rec === undefined) {
      fresh.push({ key, request });
    } else if (rec.request !== request) {
      if (jsonEqual(rec.request, request)) {
        if (canonical === entries) canonical = entries.slice();
        (canonical as InputRequestEntry[])[i] = [key, rec.request];
      } else {
        report(
          ledgerFound,
          KEY_REQUEST_CHANGED,
          key,
          `input request key ${JSON.stringify(key)} names two different requests`,
        );
      }
    }
    if (!wasReported(ledgerFound, `${KEY_REUSED} ${key}`)) keys.push(key);
  }
  const requests = fresh.length === 0 ? ledger.requests : appended(ledger.requests, fresh);
  if (keys.length > 1) keys.sort();
  // The timeline may keep these keys for the life of the task: a copy sized exactly, not the array push grew.
  const placed = place(ledger.timeline, at, keys.length === 0 ? keys : keys.slice());
  return settleKeys(ledger, requests, placed, ledgerFound, keys, canonical);
}

/** foldKeys for a snapshot that carries no keys, which is most of them: nothing to record, only the instant to place. */
function foldNoKeys(
  ledger: KeyLedger,
  at: string,
  entries: readonly InputRequestEntry[],
  taskId: string,
  lastUpdatedAt: string,
): FoldedKeys {
  const keys = NO_KEYS;
  const placed = place(ledger.timeline, at, keys);
  if (placed.reused.length > 0) {
    return settleKeys(ledger, ledger.requests, placed, found(ledger.reported, taskId, lastUpdatedAt), keys, entries);
  }
  if (placed.timeline === ledger.timeline) return { ledger, violations: NO_VIOLATIONS, entries };
  return {
    ledger: { requests: ledger.requests, timeline: placed.timeline, reported: ledger.reported },
    violations: NO_VIOLATIONS,
    entries,
  };
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
  const carried = placed.reused.length === 0 ? null : new Set(keys);
  for (let i = 0; i < placed.reused.length; i++) {
    const key = placed.reused[i]!;
    const message = carried!.has(key)
      ? `input request key ${JSON.stringify(key)} was seen, then absent, then seen again`
      : `input request key ${JSON.stringify(key)} is absent here but present both before and after`;
    report(found, KEY_REUSED, key, message);
  }
  const { violations } = found;
  const reported = found.added.length === 0 ? ledger.reported : appended(ledger.reported, found.added);
  const same = requests === ledger.requests && placed.timeline === ledger.timeline && reported === ledger.reported;
  return {
    ledger: same ? ledger : { requests, timeline: placed.timeline, reported },
    violations: violations ?? NO_VIOLATIONS,
    entries: canonical,
  };
}
