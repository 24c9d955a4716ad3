/**
 * Section "options": why our validators cost what they do. Recompiles the canonical schema in process with Ajv
 * under the shipped codegen options and variations of them (and of the schema), and times each on the corpus
 * beside the shipped guards, so the lead can weigh codegen choices with numbers.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { schema } from "mcp-tasks";
import { AJV_OPTIONS } from "../scripts/codegen/validators.js";
import { loadCorpus, corpusNames, type CorpusEntry } from "./corpus.js";
import { buildCompetitors, type Competitor } from "./competitors.js";
import { invalidCorpus } from "./invalid.js";
import { makeHandwritten } from "./handwritten.js";
import { measure, type Samples } from "./harness.js";
import { fmt, median, ratios } from "./stats.js";
import { table, type Section } from "./report.js";
import type { RunOptions } from "./validators.js";

type Json = Record<string, unknown>;
type Defs = Record<string, Json>;

/** The options the shipped validators are compiled with, read from the code generator so the two cannot drift. */
const SHIPPED = AJV_OPTIONS;
const FIRST_ISSUE = { ...SHIPPED, allErrors: false };

function canonical(): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

/** The schema with the Timestamp pattern removed. */
function withoutPattern(): Json {
  const s = canonical();
  delete (s.$defs as Defs).Timestamp!.pattern;
  return s;
}

function compile(options: object, doc: Json): Competitor["checks"] {
  const ajv = new Ajv2020(options);
  ajv.addSchema(doc);
  const checks = {} as Competitor["checks"];
  for (const name of corpusNames) {
    const validator = ajv.getSchema(`${doc.$id as string}#/$defs/${name}`)!;
    checks[name] = (v) => validator(v) as boolean;
  }
  return checks;
}

const VARIANTS: ReadonlyArray<[string, string, () => Competitor["checks"]]> = [
  ["shipped", "shipped options, compiled in process", () => compile(SHIPPED, canonical())],
  ["first-issue", "allErrors: false (first issue only)", () => compile(FIRST_ISSUE, canonical())],
  ["calls", "inlineRefs: false (a call per reference)", () => compile({ ...SHIPPED, inlineRefs: false }, canonical())],
  ["no-pattern", "shipped options, schema without the Timestamp pattern", () => compile(SHIPPED, withoutPattern())],
];

/** Which valid messages a variant rejects and which invalid ones it accepts, as a short note ("" when exact). */
function exactness(checks: Competitor["checks"], corpus: readonly CorpusEntry[]): string {
  const rejected = corpus.filter((e) => !checks[e.name](e.value)).length;
  const accepted = invalidCorpus(corpus).filter((e) => checks[e.name](e.value)).map((e) => e.rule);
  const notes = [rejected > 0 ? `rejects ${rejected} valid` : "", accepted.length > 0 ? `accepts: ${accepted.join("; ")}` : ""];
  return notes.filter(Boolean).join("; ") || "exact";
}

function ops(checks: Competitor["checks"], corpus: readonly CorpusEntry[]): Array<() => boolean> {
  return corpus.map((e) => { const check = checks[e.name]; const v = e.value; return () => check(v); });
}

/** Runs the codegen-option comparison and renders its section. */
export async function runOptions(options: RunOptions): Promise<Section> {
  const corpus = loadCorpus();
  const references = buildCompetitors().filter((c) => ["validate", "guard", "typebox", "handwritten"].includes(c.id));
  const pattern = new RegExp((schema.$defs as unknown as Defs).Timestamp!.pattern as string, "u");
  references.push({ id: "handwritten-pattern", label: "hand-written guard + the Timestamp pattern", checks: makeHandwritten(pattern) });
  // V8 now and then leaves one compiled instance in a slower state for a whole run; two independently compiled
  // instances of each variant are timed and the faster kept, with a mark when they disagree.
  const variants = VARIANTS.flatMap(([id, label, make]) => [1, 2].map((k) => ({ id: `${id}#${k}`, label, checks: make() })));
  const all = [...references, ...variants];
  const notes = new Map(all.map((v) => [v.id, exactness(v.checks, corpus)]));
  const rounds = options.quick ? 10 : 40;
  console.log(`options: ${all.length} subjects x ${rounds} rounds`);
  const samples = measure(all.map((c) => ({ id: c.id, label: c.label, ops: ops(c.checks, corpus) })), { rounds, batchMs: options.quick ? 3 : 5, warmupMs: options.quick ? 500 : 2500 });
  const base = samples.find((s) => s.id === "guard")!;
  const relative = (s: Samples) => median(ratios(s.nsPerOp, base.nsPerOp));
  const row = (s: Samples, mark = "") => [s.label + mark, fmt(median(s.nsPerOp)), fmt(relative(s)), notes.get(s.id)!];
  const rows = samples.filter((s) => !s.id.includes("#")).map((s) => row(s));
  let disagreed = false;
  for (const [id] of VARIANTS) {
    const [a, b] = [samples.find((s) => s.id === `${id}#1`)!, samples.find((s) => s.id === `${id}#2`)!];
    const [fast, slow] = median(a.nsPerOp) <= median(b.nsPerOp) ? [a, b] : [b, a];
    const split = median(slow.nsPerOp) / median(fast.nsPerOp) > 1.25;
    disagreed ||= split;
    rows.push(row(fast, split ? ` † (other instance ${fmt(median(slow.nsPerOp))} ns)` : ""));
  }
  const body = [
    `The canonical schema recompiled in this process with Ajv 8 under the shipped codegen options (\`${JSON.stringify(AJV_OPTIONS)}\`) and variations,`,
    "timed on the same corpus beside the shipped guards (in-process compilation emits the same code as the",
    "standalone build, so the \"shipped options\" row should match the shipped guards). Lower is faster.",
    "Each variant is compiled twice and the faster instance is shown.",
    "",
    table(["Validator", "ns/message (median)", "time vs shipped guards", `exactness (${corpus.length} valid, ${invalidCorpus(corpus).length} invalid)`], rows),
    ...(disagreed ? ["", "† The two instances of this variant differed by more than 25% in this run."] : []),
  ];
  return { id: "options", title: "Validators: where the time goes (codegen options)", body: body.join("\n"), targets: [] };
}
