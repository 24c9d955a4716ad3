/**
 * Section "validators": our validators against the official schemas (`@modelcontextprotocol/ext-tasks/core/v2`), zod
 * schemas written here, Ajv on the upstream schema, TypeBox, a hand-written guard and JSON.parse.
 */
import { loadCorpus, type CorpusEntry } from "./corpus.js";
import { buildCompetitors, type Competitor } from "./competitors.js";
import { invalidCorpus } from "./invalid.js";
import { measure, type Samples, type Subject } from "./harness.js";
import { fmt, median, quantile, ratios } from "./stats.js";
import { table, type Section, type Target } from "./report.js";
import { perMessage } from "./per-message.js";

/** Options of one run: `quick` trades precision for time. */
export interface RunOptions {
  quick: boolean;
}

function subjectOf(c: Competitor, corpus: readonly CorpusEntry[]): Subject {
  return {
    id: c.id,
    label: c.label,
    ops: corpus.map((e) => {
      const check = c.checks[e.name];
      const v = e.value;
      return () => check(v);
    }),
  };
}

/** JSON.parse of each message's text, as a subject timed beside the validators. */
export function parseSubject(corpus: readonly CorpusEntry[]): Subject {
  return {
    id: "json-parse",
    label: "`JSON.parse` of the same text",
    ops: corpus.map((e) => {
      const t = e.text;
      return () => JSON.parse(t) !== undefined;
    }),
  };
}

/** Checks that every competitor accepts the whole corpus, and counts the invalid messages each one rejects. */
function strictness(competitors: readonly Competitor[], corpus: readonly CorpusEntry[]): Map<string, string[]> {
  const invalid = invalidCorpus(corpus);
  const missed = new Map<string, string[]>();
  for (const c of competitors) {
    const rejected = corpus.filter((e) => !c.checks[e.name](e.value));
    if (rejected.length > 0)
      throw new Error(`${c.id} rejects valid corpus messages: ${rejected.map((e) => e.label).join("; ")}`);
    missed.set(
      c.id,
      invalid.filter((e) => c.checks[e.name](e.value)).map((e) => e.rule),
    );
  }
  for (const id of ["validate", "guard"]) {
    if (missed.get(id)!.length > 0) throw new Error(`${id} accepts invalid messages: ${missed.get(id)!.join("; ")}`);
  }
  return missed;
}

/** Median over rounds of (time of `slow`) / (time of `fast`): how many times faster `fast` is. */
function speedup(fast: Samples, slow: Samples): number {
  return median(ratios(slow.nsPerOp, fast.nsPerOp));
}

function targets(by: Map<string, Samples>, missed: Map<string, string[]>, invalidCount: number): Target[] {
  const out: Target[] = [];
  for (const id of ["validate", "guard"]) {
    const ours = by.get(id)!;
    const who = id === "validate" ? "`validate()`" : "type guards";
    const vsOfficial = speedup(ours, by.get("official")!);
    const vsHand = speedup(ours, by.get("handwritten")!);
    const vsParse = 1 / speedup(ours, by.get("json-parse")!);
    const rejected = invalidCount - missed.get(id)!.length;
    out.push({
      target: `${who} vs the official schemas`,
      goal: ">= 15x their ops/s, every invalid message rejected",
      measured: `${fmt(vsOfficial)}x, ${rejected}/${invalidCount} rejected`,
      pass: vsOfficial >= 15 && rejected === invalidCount,
    });
    out.push({
      target: `${who} vs hand-written guard`,
      goal: "<= 2.5x its time (>= 40% of its ops/s)",
      measured: `${fmt(1 / vsHand)}x its time (${fmt(vsHand * 100)}%)`,
      pass: vsHand >= 0.4,
    });
    out.push({
      target: `${who} vs JSON.parse`,
      goal: "time(validate) <= 0.10 x time(JSON.parse)",
      measured: `${fmt(vsParse)}x`,
      pass: vsParse <= 0.1,
    });
  }
  return out;
}

/** Runs the validator comparison and renders its section. */
export async function runValidators(options: RunOptions): Promise<Section> {
  const corpus = loadCorpus();
  const competitors = buildCompetitors();
  const missed = strictness(competitors, corpus);
  const subjects = [...competitors.map((c) => subjectOf(c, corpus)), parseSubject(corpus)];
  const rounds = options.quick ? 10 : 60;
  console.log(`validators: ${subjects.length} subjects x ${rounds} rounds over ${corpus.length} messages`);
  const samples = measure(subjects, { rounds, batchMs: options.quick ? 3 : 5, warmupMs: options.quick ? 500 : 2000 });
  const by = new Map(samples.map((s) => [s.id, s]));
  const ours = by.get("validate")!;
  const invalidCount = invalidCorpus(corpus).length;

  const rows = samples.map((s) => [
    s.label,
    fmt(1e9 / median(s.nsPerOp)),
    fmt(median(s.nsPerOp)),
    `${fmt(quantile(s.nsPerOp, 0.25))}–${fmt(quantile(s.nsPerOp, 0.75))}`,
    s.id === "validate" ? "1" : fmt(speedup(ours, s)),
    s.id === "json-parse" ? "–" : `${invalidCount - missed.get(s.id)!.length}/${invalidCount}`,
  ]);
  const bytes = corpus.reduce((n, e) => n + e.text.length, 0);
  const lenient = [...missed]
    .filter(([, rules]) => rules.length > 0)
    .map(([id, rules]) => `- ${by.get(id)!.label} accepts: ${rules.join("; ")}.`);
  const body = [
    `Corpus: ${corpus.length} valid messages (${[...new Set(corpus.map((e) => e.name))].join(", ")}), every task status, ` +
      `${fmt(bytes / corpus.length)} bytes of JSON on average. One operation = one message checked; ${rounds} interleaved rounds.`,
    "",
    table(["Subject", "ops/s (median)", "ns/op", "ns/op p25–p75", "time vs `validate()`", "invalid rejected"], rows),
    "",
    '"time vs `validate()`" is the median per-round ratio of the subject\'s time to ours: above 1 means slower than ours.',
    `"invalid rejected" counts ${invalidCount} messages that each break one rule of the schema (bench/invalid.ts).`,
    ...(lenient.length > 0 ? ["", ...lenient] : []),
    "",
    `To meet the three targets on this corpus, a check would have to take at most ${fmt(median(by.get("official")!.nsPerOp) / 15)} ns per message ` +
      `(the official schemas / 15), ${fmt(median(by.get("handwritten")!.nsPerOp) * 2.5)} ns (2.5 x hand-written) and ${fmt(median(by.get("json-parse")!.nsPerOp) / 10)} ns ` +
      `(JSON.parse / 10), against ${fmt(median(ours.nsPerOp))} ns for \`validate()\` today.`,
    "",
    "Interpretation of the JSON.parse target: validating a parsed message must take at most a tenth of the time",
    "`JSON.parse` takes to produce it (the figure is validate time / parse time, per message, medians over rounds).",
    "",
    "### Per message (type guards)",
    "",
    perMessage(corpus, competitors, options.quick),
  ];
  return {
    id: "validators",
    title: "Validators: mixed corpus",
    body: body.join("\n"),
    targets: targets(by, missed, invalidCount),
  };
}
