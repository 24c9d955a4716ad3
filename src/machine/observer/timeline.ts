/**
 * The key timeline of the observer: which input request keys the snapshots of each instant carried, kept as
 * stretches of consecutive instants sharing one key set, so that it grows with key set changes, never with polls.
 *
 * Only the two ends of a stretch are remembered as instants seen. At a remembered instant, snapshots merge (the
 * union of their keys, since their order cannot be known); any other instant is taken as new, even one that fell
 * inside a stretch before. That only ever reports more: a snapshot lacking a key while snapshots strictly before and
 * after it carry the key is a reuse whatever shares its instant, since lastUpdatedAt never moves backwards.
 *
 * A key is reused exactly when the stretches carrying it stop being neighbours: a stretch without it lies between
 * two with it. Each reused key is returned once and then left out of the timeline for good.
 */
import type { TimelineEntry } from "./state.js";

const NONE: readonly string[] = Object.freeze([]);

/**
 * The timeline after one snapshot, and the keys it revealed as reused.
 *
 * @internal
 */
export interface Placed {
  readonly timeline: readonly TimelineEntry[];
  readonly reused: readonly string[];
}

/**
 * Tells whether two sorted key lists are equal.
 *
 * @internal
 */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isSubset(a: readonly string[], of: readonly string[]): boolean {
  if (a.length === 0) return true;
  const all = new Set(of);
  for (const k of a) if (!all.has(k)) return false;
  return true;
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const all = new Set(a);
  return a.concat(b.filter((k) => !all.has(k))).sort();
}

const point = (at: string, keys: readonly string[]): TimelineEntry => ({ from: at, to: at, keys });

/** Index of the first stretch ending at or after `at`, or the length. */
function locate(timeline: readonly TimelineEntry[], at: string): number {
  const n = timeline.length;
  if (n === 0 || timeline[n - 1]!.to < at) return n;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeline[mid]!.to < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function replaced(timeline: readonly TimelineEntry[], i: number, entry: TimelineEntry): TimelineEntry[] {
  const next = timeline.slice();
  next[i] = entry;
  return next;
}

/** A copy of the timeline, sized exactly, with `count` stretches from `i` on replaced by `pieces` (concat is slower). */
function spliced(
  timeline: readonly TimelineEntry[],
  i: number,
  count: number,
  pieces: readonly TimelineEntry[],
): TimelineEntry[] {
  const next = new Array<TimelineEntry>(timeline.length - count + pieces.length);
  let n = 0;
  for (let j = 0; j < i; j++) next[n++] = timeline[j]!;
  for (const piece of pieces) next[n++] = piece;
  for (let j = i + count; j < timeline.length; j++) next[n++] = timeline[j]!;
  return next;
}

/**
 * Records a snapshot at instant `at` carrying `keys` (sorted, distinct, none already reported as reused).
 * Returns the same timeline when nothing changed.
 *
 * @internal
 */
export function place(timeline: readonly TimelineEntry[], at: string, keys: readonly string[]): Placed {
  const i = locate(timeline, at);
  const run = timeline[i];
  if (run !== undefined && run.from <= at) {
    const edge = run.from === at || run.to === at;
    if (edge ? isSubset(keys, run.keys) : sameKeys(keys, run.keys)) return { timeline, reused: NONE };
    const pieces: TimelineEntry[] = [];
    if (run.from < at) pieces.push(point(run.from, run.keys));
    pieces.push(point(at, edge ? union(run.keys, keys) : keys));
    if (at < run.to) pieces.push(point(run.to, run.keys));
    return settle(spliced(timeline, i, 1, pieces));
  }
  const before = timeline[i - 1];
  if (before !== undefined && sameKeys(before.keys, keys))
    return { timeline: replaced(timeline, i - 1, { from: before.from, to: at, keys: before.keys }), reused: NONE };
  if (run !== undefined && sameKeys(run.keys, keys))
    return { timeline: replaced(timeline, i, { from: at, to: run.to, keys: run.keys }), reused: NONE };
  return settle(spliced(timeline, i, 0, [point(at, keys)]));
}

/**
 * `place(timeline, at, [])` for the usual snapshot: no keys, at an instant later than any in the timeline, whose last
 * stretch carries no keys either (or which is empty). That stretch now ends at `at`; null when the case is another.
 *
 * @internal
 */
export function extendedTimeline(timeline: readonly TimelineEntry[], at: string): readonly TimelineEntry[] | null {
  const n = timeline.length;
  if (n === 0) return [point(at, NONE)];
  const last = timeline[n - 1]!;
  if (last.keys.length !== 0 || !(last.to < at)) return null;
  const entry: TimelineEntry = { from: last.from, to: at, keys: last.keys };
  if (n === 1) return [entry];
  const next = timeline.slice();
  next[n - 1] = entry;
  return next;
}

/** Joins neighbouring stretches with equal keys (dropping `drop` first); the joined ends are no longer remembered. */
function joined(timeline: readonly TimelineEntry[], drop: ReadonlySet<string> | null): readonly TimelineEntry[] {
  if (drop === null && !hasEqualNeighbours(timeline)) return timeline;
  const out: TimelineEntry[] = [];
  for (const entry of timeline) {
    const keys = drop === null ? entry.keys : entry.keys.filter((k) => !drop.has(k));
    const last = out[out.length - 1];
    if (last !== undefined && sameKeys(last.keys, keys))
      out[out.length - 1] = { from: last.from, to: entry.to, keys: last.keys };
    else out.push(keys === entry.keys ? entry : { from: entry.from, to: entry.to, keys });
  }
  return out;
}

function hasEqualNeighbours(timeline: readonly TimelineEntry[]): boolean {
  for (let i = 1; i < timeline.length; i++) if (sameKeys(timeline[i - 1]!.keys, timeline[i]!.keys)) return true;
  return false;
}

/** After a change of shape: finds the keys whose stretches are no longer neighbours and leaves them out. */
function settle(changed: readonly TimelineEntry[]): Placed {
  const timeline = joined(changed, null);
  if (timeline.length <= SHORT_TIMELINE && !hasSplitKey(timeline)) return { timeline, reused: NONE };
  const reused = splitKeys(timeline);
  if (reused.size === 0) return { timeline, reused: NONE };
  return { timeline: joined(timeline, reused), reused: [...reused] };
}

/**
 * The keys carried by two stretches with a stretch without them in between.
 *
 * @internal
 */
export function splitKeys(timeline: readonly TimelineEntry[]): Set<string> {
  const lastAt = new Map<string, number>();
  const split = new Set<string>();
  timeline.forEach((entry, i) => {
    for (const k of entry.keys) {
      const seen = lastAt.get(k);
      if (seen !== undefined && seen !== i - 1) split.add(k);
      lastAt.set(k, i);
    }
  });
  return split;
}

/** Longest timeline that hasSplitKey scans pairwise; longer ones go through splitKeys. */
const SHORT_TIMELINE = 8;

/**
 * Whether splitKeys finds any key; the short timelines of most tasks are scanned without allocating.
 *
 * @internal
 */
export function hasSplitKey(timeline: readonly TimelineEntry[]): boolean {
  if (timeline.length > SHORT_TIMELINE || timeline.some((entry) => entry.keys.length > SHORT_TIMELINE))
    return splitKeys(timeline).size > 0;
  for (let i = 0; i < timeline.length; i++) {
    const keys = timeline[i]!.keys;
    for (let p = 0; p < keys.length; p++) {
      const k = keys[p]!;
      // A key listed twice in one stretch counts as split, as it does for splitKeys.
      if (keys.indexOf(k) !== p) return true;
      if (i < 2 || timeline[i - 1]!.keys.includes(k)) continue;
      for (let j = 0; j < i - 1; j++) if (timeline[j]!.keys.includes(k)) return true;
    }
  }
  return false;
}
