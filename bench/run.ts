/** Runs the benchmarks and (re)writes bench/RESULTS.md: `tsx bench/run.ts [section ...] [--quick] [--build]`. */
import { join } from "node:path";
import { ensureDist, root } from "./dist.js";
import { describeHost, hostLine } from "./host.js";
import { percentDown } from "./stats.js";
import { writeResults, type Section } from "./report.js";

/** A benchmark module: produces one section of RESULTS.md. */
interface Module {
  id: string;
  run: (options: { quick: boolean }) => Promise<Section>;
}

// Modules are imported lazily so that running one section does not load the others' dependencies.
const modules: Module[] = [
  { id: "validators", run: async (o) => (await import("./validators.js")).runValidators(o) },
  { id: "options", run: async (o) => (await import("./options.js")).runOptions(o) },
  { id: "cold-start", run: async (o) => (await import("./cold-start.js")).runColdStart(o) },
  { id: "size", run: async () => (await import("./size.js")).runSize() },
  { id: "machine", run: async (o) => (await import("./machine.js")).runMachine(o) },
  {
    id: "lint",
    run: async (o) =>
      toSection(await (await import("./lint-throughput.js")).lintThroughput(o.quick ? { megabytes: 20 } : {})),
  },
  { id: "lint-memory", run: async (o) => (await import("./lint-memory.js")).runLintMemory(o) },
  { id: "proxy", run: async (o) => (await import("./proxy.js")).runProxy(o) },
  { id: "report", run: async (o) => (await import("./report-scale.js")).runReportScale(o) },
  { id: "host", run: async (o) => (await import("./host-throughput.js")).runHostThroughput(o) },
  { id: "store", run: async (o) => (await import("./store.js")).runStore(o) },
  // Reads bench/MUTATION.md only: mutation runs are `npm run mutate`, far too slow for a benchmark run.
  { id: "mutation", run: async () => (await import("./mutation.js")).runMutation() },
];

/** Adapts the lint throughput measurement to a results section, with its target when it reports a ratio. */
function toSection(result: { title: string; markdown: string; ratio?: number }): Section {
  const targets =
    result.ratio === undefined
      ? []
      : [
          {
            target: "lint vs bare JSON.parse loop",
            goal: ">= 50% of its MB/s",
            measured: `${percentDown(result.ratio)}%`,
            pass: result.ratio >= 0.5,
          },
        ];
  return { id: "lint", title: result.title, body: result.markdown, targets };
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const wanted = args.filter((a) => !a.startsWith("--"));
const unknown = wanted.filter((id) => !modules.some((m) => m.id === id));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(", ")}; known: ${modules.map((m) => m.id).join(", ")}`);
  process.exit(2);
}

const warning = ensureDist(flags.has("--build"));
if (warning) console.warn(`warning: ${warning}`);
const host = describeHost();
const selected = wanted.length === 0 ? modules : modules.filter((m) => wanted.includes(m.id));
const sections: Section[] = [];
const started = Date.now();
for (const module of selected) {
  const t0 = Date.now();
  const section = await module.run({ quick: flags.has("--quick") });
  if (warning) section.body = `> Warning: ${warning}.\n\n${section.body}`;
  sections.push(section);
  console.log(`${module.id}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
const file = join(root, "bench/RESULTS.md");
writeResults(file, sections, hostLine(host) + (flags.has("--quick") ? " · quick run" : ""));
console.log(`wrote ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const s of sections)
  for (const t of s.targets)
    console.log(`${t.pass ? "PASS" : "MISS"}  ${s.id}: ${t.target}: ${t.measured} (goal ${t.goal})`);
