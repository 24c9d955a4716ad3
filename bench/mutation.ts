/**
 * The mutation-score section of RESULTS.md: reads the per-layer table of bench/MUTATION.md (written from
 * `npm run mutate` runs) and holds each layer to its target. It runs no mutation testing: that takes far too long.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./dist.js";
import type { Section, Target } from "./report.js";

/** The least mutation score each layer is held to, in percent (issue 29). */
export const MUTATION_TARGETS: Readonly<Record<string, number>> = {
  machine: 90,
  codec: 90,
  store: 90,
  validate: 90,
  host: 80,
  lint: 80,
};

/** One row of MUTATION.md's "Layer scores" table. */
export interface LayerScore {
  layer: string;
  date: string;
  scope: string;
  score: number;
  cells: string[];
}

/** Reads the rows of the table under `## Layer scores`; a row whose score is not a number is left out. */
export function readLayerScores(markdown: string): { head: string[]; rows: LayerScore[] } {
  const at = markdown.indexOf("\n## Layer scores");
  if (at < 0) return { head: [], rows: [] };
  const lines = markdown.slice(at).split("\n").slice(2);
  const table = lines.slice(lines.findIndex((l) => l.startsWith("|")));
  const end = table.findIndex((l) => !l.startsWith("|"));
  const rows = (end < 0 ? table : table.slice(0, end)).map((l) =>
    l
      .slice(1, -1)
      .split("|")
      .map((c) => c.trim()),
  );
  const head = rows[0] ?? [];
  const col = (name: string) => head.findIndex((h) => h.toLowerCase() === name);
  const [layerAt, dateAt, scopeAt, scoreAt] = [col("layer"), col("date"), col("scope"), col("score")];
  const scores = rows.slice(2).flatMap((cells) => {
    const score = Number.parseFloat(cells[scoreAt] ?? "");
    if (!Number.isFinite(score)) return [];
    return [{ layer: cells[layerAt] ?? "", date: cells[dateAt] ?? "", scope: cells[scopeAt] ?? "", score, cells }];
  });
  return { head, rows: scores };
}

/** Builds the section from bench/MUTATION.md: the layer table as recorded, and a verdict per layer. */
export function runMutation(): Section {
  const { head, rows } = readLayerScores(readFileSync(join(root, "bench/MUTATION.md"), "utf8"));
  // One verdict per layer: its newest whole-layer score, or a miss that says how many partial runs there are.
  const targets: Target[] = Object.entries(MUTATION_TARGETS).map(([layer, goal]) => {
    const whole = rows.find((r) => r.layer === layer && r.scope === "whole layer");
    const partial = rows.filter((r) => r.layer === layer && r.scope !== "whole layer").length;
    return {
      target: `${layer} mutation score`,
      goal: `>= ${goal}%`,
      measured:
        whole === undefined
          ? `not scored whole (${partial} scored partial run${partial === 1 ? "" : "s"}; stopped runs count in none)`
          : `${whole.score.toFixed(2)}% (${whole.date})`,
      pass: whole !== undefined && whole.score >= goal,
    };
  });
  const table = [head, head.map(() => "---"), ...rows.map((r) => r.cells)].map((c) => `| ${c.join(" | ")} |`);
  const body = [
    "Read from [MUTATION.md](MUTATION.md), which records each `npm run mutate -- <layer>` run with its own date,",
    "machine and survivors; this section runs no mutation testing. A layer not scored whole does not pass.",
    "",
    ...(rows.length === 0 ? ["No layer scores recorded yet."] : table),
  ].join("\n");
  return { id: "mutation", title: "Mutation scores", body, targets };
}
