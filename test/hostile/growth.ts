/**
 * Growth of CPU time with input size, as a ratio measured in one process, never as a timeout. A case runs at size n
 * and at 100·n: linear work grows about 100×, quadratic work about 10,000×, and the bound is 3,000×. Linear work
 * grows more than 100× once its working set leaves the CPU's caches: on one 2-core AMD EPYC machine, a bare
 * `new Set(Object.keys(o))` grew 590–1,090× from 200 to 20,000 keys, and 45× from 2,000 to 20,000, where quadratic
 * work grows 100×. So a 10× step cannot tell the two apart on every machine, and a 100× step can: the quadratic foil
 * of linearity.test.ts grew 5,600–8,000× from 100 to 10,000 keys on the same machine.
 */

/** How much larger the large input is than the small one. */
export const STEP = 100;
/** The largest growth allowed from n to STEP·n: 30 times linear growth, a third of quadratic growth. */
export const MAX_GROWTH = STEP * 30;

/**
 * The CPU time this process has spent (user and system), in milliseconds. Not wall time: on a machine shared with
 * other work, the time a test waits for a core is not its cost, and would land on whichever side of a ratio ran then.
 */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** The best of `times` timings of `runs` back-to-back calls of `run`, in CPU milliseconds per call. */
export function bestTime(run: () => unknown, runs = 1, times = 5): number {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const started = cpuMs();
    for (let r = 0; r < runs; r++) run();
    fastest = Math.min(fastest, (cpuMs() - started) / runs);
  }
  return Math.max(fastest, 1e-4);
}

/**
 * The growth of `make(n)`'s run time from n to STEP·n. The small case is timed over STEP calls, so both timings span
 * about the same time when the work is linear, well above the timer's resolution.
 */
export function growth(n: number, make: (n: number) => () => unknown): number {
  const small = make(n);
  const large = make(STEP * n);
  small();
  large();
  return bestTime(large) / bestTime(small, STEP);
}
