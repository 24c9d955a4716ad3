/** Writes bench/RESULTS.md from named sections, keeping the sections of modules that did not run this time. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** One goal a benchmark is held to, and where the run landed. */
export interface Target {
  target: string;
  goal: string;
  measured: string;
  pass: boolean;
}

/** A named part of RESULTS.md, produced by one benchmark module. */
export interface Section {
  /** Stable identifier, also the name that selects the module on the command line. */
  id: string;
  title: string;
  /** Markdown body, without the heading. */
  body: string;
  targets: Target[];
}

const HEADER = `# Benchmarks

Written by \`npm run bench\` (\`npx tsx bench/run.ts [section ...]\` re-runs some sections and keeps the others).
The machine is small and shared, so every comparison is made between subjects measured in the same process,
in interleaved rounds (each round runs every subject once, in a rotating order), and reported as medians over
rounds; ratios are medians of per-round ratios. Absolute numbers vary from run to run; ratios are steadier. The
in-process timings (validators, codegen options, state machine) count the process's CPU time, not wall time, so
that time spent waiting for a core shared with other work is charged to no subject.
Each section names the machine and date it was measured on. Mutation scores per layer (\`npm run mutate\`)
are in [MUTATION.md](MUTATION.md).
`;

const SECTION = /<!-- section:([\w-]+) -->\n([\s\S]*?)<!-- \/section:\1 -->/g;
const TARGETS = /<!-- targets:(.*) -->/;

/** A section as stored in the file: its id and full text between the markers. */
interface Stored {
  id: string;
  text: string;
}

function render(section: Section, runLine: string): string {
  const lines = [`## ${section.title}`, "", `_Measured ${runLine}._`, "", section.body.trim(), ""];
  lines.push(`<!-- targets:${JSON.stringify(section.targets)} -->`, "");
  return lines.join("\n");
}

function readStored(file: string): Stored[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(SECTION)].map((m) => ({ id: m[1]!, text: m[2]! }));
}

function targetsOf(stored: Stored): Target[] {
  const match = TARGETS.exec(stored.text);
  if (!match) return [];
  try {
    return JSON.parse(match[1]!) as Target[];
  } catch {
    return [];
  }
}

function titleOf(stored: Stored): string {
  return /^## (.*)$/m.exec(stored.text)?.[1] ?? stored.id;
}

function summary(stored: readonly Stored[]): string {
  const rows = stored.flatMap((s) => targetsOf(s).map((t) => ({ ...t, section: titleOf(s) })));
  if (rows.length === 0) return "";
  const lines = ["## Targets", "", "| Section | Target | Goal | Measured | Verdict |", "|---|---|---|---|---|"];
  for (const r of rows)
    lines.push(`| ${r.section} | ${r.target} | ${r.goal} | ${r.measured} | ${r.pass ? "PASS" : "**MISS**"} |`);
  return lines.join("\n") + "\n";
}

/** Merges `sections` into the results file: same-id sections are replaced in place, new ones appended. */
export function writeResults(file: string, sections: readonly Section[], runLine: string): void {
  const stored = readStored(file);
  for (const section of sections) {
    const entry = { id: section.id, text: render(section, runLine) };
    const at = stored.findIndex((s) => s.id === section.id);
    if (at >= 0) stored[at] = entry;
    else stored.push(entry);
  }
  const parts = [HEADER, summary(stored)];
  for (const s of stored) parts.push(`<!-- section:${s.id} -->\n${s.text}<!-- /section:${s.id} -->\n`);
  writeFileSync(file, parts.filter((p) => p !== "").join("\n"));
}

/** Renders a markdown table from a header row and body rows. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
