/**
 * Per-message timings: which messages cost the most, for our guards, the official schemas, zod schemas written here,
 * the hand-written guard and JSON.parse.
 */
import type { CorpusEntry } from "./corpus.js";
import type { Competitor } from "./competitors.js";
import { measure } from "./harness.js";
import { fmt, median, ratios } from "./stats.js";
import { table } from "./report.js";

const SHOWN = ["guard", "official", "zod", "handwritten"];

/** Times each message alone, interleaving the compared validators, and renders a table of ns per message. */
export function perMessage(corpus: readonly CorpusEntry[], competitors: readonly Competitor[], quick: boolean): string {
  const chosen = SHOWN.map((id) => competitors.find((c) => c.id === id)!);
  const rows: string[][] = [];
  for (const entry of corpus) {
    const v = entry.value;
    const t = entry.text;
    const subjects = [
      ...chosen.map((c) => ({ id: c.id, label: c.label, ops: [() => c.checks[entry.name](v)] })),
      { id: "json-parse", label: "JSON.parse", ops: [() => JSON.parse(t) !== undefined] },
    ];
    const samples = measure(subjects, { rounds: quick ? 5 : 15, batchMs: 2, warmupMs: quick ? 100 : 300 });
    const ns = samples.map((s) => median(s.nsPerOp));
    const officialRatio = median(ratios(samples[1]!.nsPerOp, samples[0]!.nsPerOp));
    const parseRatio = median(ratios(samples[0]!.nsPerOp, samples[4]!.nsPerOp));
    rows.push([
      entry.label,
      String(entry.text.length),
      ...ns.map((x) => fmt(x)),
      `${fmt(officialRatio)}x`,
      fmt(parseRatio),
    ]);
  }
  return table(
    [
      "Message",
      "bytes",
      "guard ns",
      "official ns",
      "zod (ours) ns",
      "hand-written ns",
      "JSON.parse ns",
      "official / guard",
      "guard / parse",
    ],
    rows,
  );
}
