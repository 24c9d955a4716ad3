/** Interleaved timing: every subject runs once per round, in a rotating order, and medians are taken over rounds. */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { median } from "./stats.js";

// A young-generation collection before each timed batch keeps one subject's garbage from being collected
// in another subject's batch.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options: { type: "minor" | "major" }) => void;
const collect = (): void => gc({ type: "minor" });

/** Something to time: a list of operations, each one call (for example one message validated). */
export interface Subject {
  id: string;
  label: string;
  ops: ReadonlyArray<() => boolean>;
}

/** How long and how often to measure. */
export interface HarnessOptions {
  /** Measured rounds; each round runs every subject once. */
  rounds: number;
  /** Target duration of one subject's batch within a round, in milliseconds. */
  batchMs: number;
  /** Untimed interleaved rounds run first, for at least this long, so every subject reaches optimised code. */
  warmupMs: number;
}

/** The per-round samples of one subject, in nanoseconds per operation. */
export interface Samples {
  id: string;
  label: string;
  nsPerOp: number[];
}

/**
 * Runs `ops` `reps` times over; returns the nanoseconds of CPU the process spent (user and system) and how many calls
 * returned true. CPU time rather than wall time: on a machine shared with other work, the time the process waits
 * for a core is not the subject's cost, and wall time would charge it to whichever subject was running.
 */
function runBatch(ops: ReadonlyArray<() => boolean>, reps: number): { ns: number; passed: number } {
  let passed = 0;
  const start = process.cpuUsage();
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < ops.length; i++) if (ops[i]!()) passed++;
  }
  const spent = process.cpuUsage(start);
  return { ns: (spent.user + spent.system) * 1000, passed };
}

/** Finds how many passes over `ops` fill one batch, warming the code up on the way. */
function calibrate(ops: ReadonlyArray<() => boolean>, batchMs: number): number {
  const target = batchMs * 1e6;
  let reps = 1;
  for (;;) {
    const { ns } = runBatch(ops, reps);
    if (ns >= target / 4 || reps >= 2 ** 24) return Math.max(1, Math.ceil((reps * target) / Math.max(ns, 1)));
    reps *= 2;
  }
}

/** Times every subject in interleaved rounds; each subject's calls must agree with a first untimed pass. */
export function measure(subjects: readonly Subject[], options: HarnessOptions): Samples[] {
  const expected = subjects.map((s) => s.ops.filter((op) => op()).length);
  const reps = subjects.map((s) => calibrate(s.ops, options.batchMs));
  const samples = subjects.map((s) => ({ id: s.id, label: s.label, nsPerOp: [] as number[] }));
  const warmupEnd = Date.now() + options.warmupMs;
  const lastNs = subjects.map(() => 0);
  for (let round = 0; Date.now() < warmupEnd || round < 3; round++) {
    for (let k = 0; k < subjects.length; k++) lastNs[k] = runBatch(subjects[k]!.ops, reps[k]!).ns;
  }
  // Code is faster once optimised, so the batch sizes found cold are scaled to the warm timings.
  for (let k = 0; k < subjects.length; k++)
    reps[k] = Math.max(1, Math.round((reps[k]! * options.batchMs * 1e6) / Math.max(lastNs[k]!, 1)));
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < subjects.length; k++) {
      const index = (k + round) % subjects.length;
      const subject = subjects[index]!;
      collect();
      const { ns, passed } = runBatch(subject.ops, reps[index]!);
      if (passed !== expected[index]! * reps[index]!) {
        throw new Error(
          `${subject.id}: results changed while being timed (${passed} true of ${reps[index]! * subject.ops.length})`,
        );
      }
      samples[index]!.nsPerOp.push(ns / (reps[index]! * subject.ops.length));
    }
  }
  return samples;
}

/** The median operations per second of a subject's samples. */
export function opsPerSecond(samples: Samples): number {
  return 1e9 / median(samples.nsPerOp);
}
