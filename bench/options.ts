/**
 * Section "options": why our validators cost what they do. Times the shipped fast checks alone, variations of the
 * checks codegen (and of the schema), and the Ajv validators that explain failures, on the corpus beside the shipped
 * guards, so codegen choices can be weighed with numbers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync, constants } from "node:zlib";
import { transformSync } from "esbuild";
import { schema } from "mcp-tasks";
import { AJV_OPTIONS } from "../scripts/codegen/validators.js";
import { renderChecks } from "../scripts/codegen/checks.js";
import { INLINE_LIMIT } from "../scripts/codegen/checks-emit.js";
import * as shippedChecks from "../generated/checks.js";
import * as shippedAjv from "../generated/validators.js";
import { loadCorpus, corpusNames, type CorpusEntry } from "./corpus.js";
import { buildCompetitors, type Competitor } from "./competitors.js";
import { invalidCorpus } from "./invalid.js";
import { makeHandwritten } from "./handwritten.js";
import { measure, type Samples } from "./harness.js";
import { fmt, median, ratios } from "./stats.js";
import { table, type Section } from "./report.js";
import { root } from "./dist.js";
import type { RunOptions } from "./validators.js";

type Json = Record<string, unknown>;
type Defs = Record<string, Json>;

function canonical(): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

/** The schema with the Timestamp pattern removed. */
function withoutPattern(): Json {
  const s = canonical();
  delete (s.$defs as Defs).Timestamp!.pattern;
  return s;
}

/** Checks by corpus name, picked from a module of checks or validators. */
function pick(module: Record<string, unknown>): Competitor["checks"] {
  const checks = {} as Competitor["checks"];
  for (const name of corpusNames) {
    const check = module[name] as (v: unknown) => boolean;
    checks[name] = (v) => check(v);
  }
  return checks;
}

/** Gzip sizes (level 9) of the modules behind each variant, by variant id. */
const gzipSizes = new Map<string, number>();

/** Gzip bytes of a module minified as the build minifies the generated modules (they are committed formatted). */
function gzipOf(code: string): number {
  const minified = transformSync(code, { format: "esm", minify: true, legalComments: "none" }).code;
  return gzipSync(minified, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The checks codegen run on `doc` in process and loaded as a module. */
async function renderAndLoad(id: string, doc: Json, inlineLimit = INLINE_LIMIT): Promise<Competitor["checks"]> {
  const code = await renderChecks(doc, { inlineLimit, formatted: false });
  gzipSizes.set(id, gzipOf(code));
  return pick((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>);
}

/** A shipped module loaded for timing, its size noted. */
function shipped(id: string, file: string, module: Record<string, unknown>): Competitor["checks"] {
  gzipSizes.set(id, gzipOf(readFileSync(join(root, file), "utf8")));
  return pick(module);
}

const VARIANTS: ReadonlyArray<[string, string, () => Competitor["checks"] | Promise<Competitor["checks"]>]> = [
  [
    "checks",
    "shipped fast checks alone (generated/checks.js)",
    () => shipped("checks", "generated/checks.js", shippedChecks as unknown as Record<string, unknown>),
  ],
  [
    "checks-rendered",
    `fast checks rendered in process (inline limit ${INLINE_LIMIT})`,
    () => renderAndLoad("checks-rendered", canonical()),
  ],
  [
    "checks-calls",
    "fast checks, a call per reference (inline limit 0)",
    () => renderAndLoad("checks-calls", canonical(), 0),
  ],
  [
    "checks-inline",
    "fast checks, every reference inlined (no size limit)",
    () => renderAndLoad("checks-inline", canonical(), Number.POSITIVE_INFINITY),
  ],
  [
    "checks-no-pattern",
    "fast checks, schema without the Timestamp pattern",
    () => renderAndLoad("checks-no-pattern", withoutPattern()),
  ],
  [
    "ajv",
    "shipped Ajv validators alone (generated/validators.js, explain failures)",
    () => shipped("ajv", "generated/validators.js", shippedAjv as unknown as Record<string, unknown>),
  ],
];

/** Which valid messages a variant rejects and which invalid ones it accepts, as a short note ("" when exact). */
function exactness(checks: Competitor["checks"], corpus: readonly CorpusEntry[]): string {
  const rejected = corpus.filter((e) => !checks[e.name](e.value)).length;
  const accepted = invalidCorpus(corpus)
    .filter((e) => checks[e.name](e.value))
    .map((e) => e.rule);
  const notes = [
    rejected > 0 ? `rejects ${rejected} valid` : "",
    accepted.length > 0 ? `accepts: ${accepted.join("; ")}` : "",
  ];
  return notes.filter(Boolean).join("; ") || "exact";
}

function ops(checks: Competitor["checks"], corpus: readonly CorpusEntry[]): Array<() => boolean> {
  return corpus.map((e) => {
    const check = checks[e.name];
    const v = e.value;
    return () => check(v);
  });
}

/** Runs the codegen-option comparison and renders its section. */
export async function runOptions(options: RunOptions): Promise<Section> {
  const corpus = loadCorpus();
  const references = buildCompetitors().filter((c) => ["validate", "guard", "typebox", "handwritten"].includes(c.id));
  const pattern = new RegExp((schema.$defs as unknown as Defs).Timestamp!.pattern as string, "u");
  references.push({
    id: "handwritten-pattern",
    label: "hand-written guard + the Timestamp pattern",
    checks: makeHandwritten(pattern),
  });
  // V8 now and then leaves one compiled instance in a slower state for a whole run; two independently compiled
  // instances of each variant are timed and the faster kept, with a mark when they disagree.
  const variants: Competitor[] = [];
  for (const [id, label, make] of VARIANTS)
    for (const k of [1, 2]) variants.push({ id: `${id}#${k}`, label, checks: await make() });
  const all = [...references, ...variants];
  const notes = new Map(all.map((v) => [v.id, exactness(v.checks, corpus)]));
  const rounds = options.quick ? 10 : 40;
  console.log(`options: ${all.length} subjects x ${rounds} rounds`);
  const samples = measure(
    all.map((c) => ({ id: c.id, label: c.label, ops: ops(c.checks, corpus) })),
    { rounds, batchMs: options.quick ? 3 : 5, warmupMs: options.quick ? 500 : 2500 },
  );
  const base = samples.find((s) => s.id === "guard")!;
  const relative = (s: Samples) => median(ratios(s.nsPerOp, base.nsPerOp));
  const size = (s: Samples) => gzipSizes.get(s.id.split("#")[0]!);
  const row = (s: Samples, mark = "") => [
    s.label + mark,
    fmt(median(s.nsPerOp)),
    fmt(relative(s)),
    size(s) === undefined ? "–" : fmt(size(s)!),
    notes.get(s.id)!,
  ];
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
    "`validate()` and the guards run a fast check first (generated/checks.js, compiled from the schema by",
    "scripts/codegen/checks.ts) and run the Ajv validator only when it fails, to explain why. Below: the fast checks",
    "alone, variations of their codegen and of the schema (rendered in this process), and the Ajv validators alone",
    `(shipped options \`${JSON.stringify(AJV_OPTIONS)}\`), timed on the same corpus beside the shipped guards.`,
    "Lower is faster. Each variant is loaded twice and the faster instance is shown.",
    "",
    table(
      [
        "Validator",
        "ns/message (median)",
        "time vs shipped guards",
        "module gzip (bytes)",
        `exactness (${corpus.length} valid, ${invalidCorpus(corpus).length} invalid)`,
      ],
      rows,
    ),
    ...(disagreed ? ["", "† The two instances of this variant differed by more than 25% in this run."] : []),
  ];
  return {
    id: "options",
    title: "Validators: where the time goes (codegen options)",
    body: body.join("\n"),
    targets: [],
  };
}
