/**
 * Runs the fuzz plan outside the test suite: `npx tsx test/fuzz/run.ts [count]` (default 1,000,000). Prints the
 * count and the slowest input time; exits non-zero on any throw, broken invariant, or input consistently over 50 ms.
 */
import { fuzz, getCorpus, SLOW_MS, type FuzzReport } from "./harness.js";
import { plan } from "./plan.js";

const requested = Number(process.argv[2] ?? 1_000_000);
const total = Number.isSafeInteger(requested) && requested > 0 ? requested : 1_000_000;
const started = Date.now();
getCorpus();
const reports: FuzzReport[] = [];
for (const chunk of plan(total, 100_000)) {
  const report = fuzz(chunk.source, chunk.count, chunk.seed);
  reports.push(report);
  process.stdout.write(
    `${chunk.source.padEnd(8)} seed ${String(chunk.seed).padStart(3)}: ${report.count} inputs, slowest ${report.maxMs.toFixed(2)} ms\n`,
  );
}
const count = reports.reduce((n, r) => n + r.count, 0);
const slowestReport = reports.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
const slowest = slowestReport.maxMs;
const failures = reports.flatMap((r) => r.failures);
const slow = reports.flatMap((r) => r.slow);
process.stdout.write(
  `\ninputs: ${count}\nslowest input: ${slowest.toFixed(2)} ms (first run; inputs over ${SLOW_MS} ms are retried)\n`,
);
process.stdout.write(`  it was: ${slowestReport.slowestInput.slice(0, 200)}\n`);
process.stdout.write(
  `failures: ${failures.length}\nconsistently slow: ${slow.length}\ntime: ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
for (const line of [...failures, ...slow]) process.stdout.write(`  ${line}\n`);
process.exit(failures.length > 0 || slow.length > 0 ? 1 : 0);
