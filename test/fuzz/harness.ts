/** Runs fuzz inputs through every codec entry point, timing each input and catching anything thrown. */
import { performance } from "node:perf_hooks";
import * as codec from "../../src/codec/index.js";
import { validate, isDefinitionName } from "../../src/validate/index.js";
import { buildCorpus, type Seed } from "./corpus.js";
import { mutateText, mutateValue } from "./mutate.js";
import { Rng, STRINGS, randomBytes, randomJson, randomString } from "./random.js";

/** Where the inputs of a run come from. */
export type Source = "bytes" | "json" | "mutated";

/** The per-input time above which an input counts as a hang, once it is slow on every retry. */
export const SLOW_MS = 50;

/** What a fuzz run found. */
export interface FuzzReport {
  source: Source;
  count: number;
  /** The slowest time any input took on its first run, in milliseconds. */
  maxMs: number;
  /** That slowest input, described. */
  slowestInput: string;
  /** Inputs that threw or broke an invariant, described. */
  failures: string[];
  /** Inputs over SLOW_MS on every one of their retries, described. */
  slow: string[];
}

const METHODS = [
  "tools/call",
  "tasks/get",
  "tasks/update",
  "tasks/cancel",
  "server/discover",
  "prompts/get",
  "x",
] as const;

let corpus: Seed[] | undefined;

/** The shared corpus of valid messages, built on first use. */
export function getCorpus(): Seed[] {
  corpus ??= buildCorpus(60, 2663);
  return corpus;
}

interface Case {
  input: unknown;
  headers: codec.HeadersLike;
  answers: string;
  declared: boolean;
  /** Which entry point besides decode this input also goes through. */
  also: number;
}

function describeInput(input: unknown): string {
  try {
    const text =
      typeof input === "string"
        ? input
        : input instanceof Uint8Array
          ? `bytes ${Buffer.from(input).toString("hex")}`
          : JSON.stringify(input);
    return (text ?? String(input)).slice(0, 3000);
  } catch {
    return "(undescribable input)";
  }
}

/** JSON text for a mutated value; one that made a cycle is fuzzed as a value instead. */
function stringify(value: unknown): unknown {
  try {
    return JSON.stringify(value) ?? value;
  } catch {
    return value;
  }
}

function makeCase(source: Source, rng: Rng): Case {
  const headers: codec.HeadersLike = rng.chance(0.5)
    ? {}
    : {
        "Mcp-Method": rng.pick(STRINGS),
        "mcp-name": rng.chance(0.5) ? rng.pick(STRINGS) : [randomString(rng, 5), "x"],
      };
  const common = { headers, answers: rng.pick(METHODS), declared: rng.chance(0.5), also: rng.int(4) };
  if (source === "bytes") return { input: randomBytes(rng), ...common };
  if (source === "json") {
    const value = randomJson(rng);
    const form = rng.int(3);
    return {
      input:
        form === 0
          ? value
          : form === 1
            ? (JSON.stringify(value) ?? "")
            : new TextEncoder().encode(JSON.stringify(value) ?? ""),
      ...common,
    };
  }
  const seed = rng.pick(getCorpus());
  const answers = seed.answers ?? common.answers;
  const roll = rng.int(8);
  if (roll < 4) return { ...common, input: mutateValue(rng, seed.message), answers };
  if (roll < 6) return { ...common, input: mutateText(rng, seed.text), answers };
  if (roll < 7) return { ...common, input: stringify(mutateValue(rng, seed.message)), answers };
  return { ...common, input: new TextEncoder().encode(mutateText(rng, seed.text)), answers };
}

/**
 * Decodes one input and checks that an accepted message really is valid, then sends it through one more entry point
 * (admitRequest, encode and decode again, decodeResult, or the gate and header check). Exceptions propagate.
 */
function exercise(c: Case): string | null {
  const decoded = codec.decode(c.input);
  const value = decoded.ok ? decoded.value.message : c.input;
  if (decoded.ok && isDefinitionName(decoded.value.kind) && !validate(decoded.value.kind, value).ok)
    return `decode accepted an invalid ${decoded.value.kind}`;
  switch (c.also) {
    case 0:
      codec.admitRequest(c.input, { headers: c.headers });
      return null;
    case 1: {
      if (typeof value !== "object" || value === null) return null;
      const encoded = codec.encode(value);
      // A server accepts (then answers with -32021) a request that does not declare the extension; a sender must not send one.
      const undeclared =
        !encoded.ok &&
        encoded.issues.some(
          (i) =>
            i.code === codec.ISSUE_CODES.undeclaredTasksRequest ||
            i.code === codec.ISSUE_CODES.undeclaredTaskSubscription,
        );
      if (!encoded.ok)
        return decoded.ok && decoded.value.kind !== "JSONRPCResultResponse" && !undeclared
          ? "encode refused a message decode accepted"
          : null;
      const again = codec.decode(encoded.value);
      if (!again.ok || (decoded.ok && again.value.kind !== decoded.value.kind))
        return "encode produced text that decodes differently";
      return null;
    }
    case 2: {
      const result =
        typeof value === "object" && value !== null && "result" in value
          ? (value as { result: unknown }).result
          : value;
      const typed = codec.decodeResult(c.answers, result, { declaresTasks: c.declared });
      if (typed.ok && typed.value.kind !== "Result" && !validate(typed.value.kind, typed.value.result).ok)
        return `decodeResult accepted an invalid ${typed.value.kind}`;
      return null;
    }
    default:
      codec.gateTasksRequest(decoded.ok ? decoded.value : value);
      codec.checkHeaders(c.headers, value);
      return null;
  }
}

/** Runs `count` inputs from one source; deterministic for a given seed. */
export function fuzz(source: Source, count: number, seed: number): FuzzReport {
  const rng = new Rng(seed);
  const report: FuzzReport = { source, count: 0, maxMs: 0, slowestInput: "", failures: [], slow: [] };
  for (let i = 0; i < count; i++) {
    const c = makeCase(source, rng);
    const start = performance.now();
    let broken: string | null;
    try {
      broken = exercise(c);
    } catch (error) {
      broken = `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    }
    const ms = performance.now() - start;
    report.count++;
    if (ms > report.maxMs) {
      report.maxMs = ms;
      report.slowestInput = describeInput(c.input);
    }
    if (broken !== null && report.failures.length < 20) report.failures.push(`${broken}: ${describeInput(c.input)}`);
    if (ms > SLOW_MS && isConsistentlySlow(c) && report.slow.length < 20)
      report.slow.push(`${ms.toFixed(1)} ms: ${describeInput(c.input)}`);
  }
  return report;
}

/** Re-runs a slow input; a pause of the collector or the machine makes one run slow, a hang makes every run slow. */
function isConsistentlySlow(c: Case): boolean {
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = performance.now();
    try {
      exercise(c);
    } catch {
      return true;
    }
    if (performance.now() - start <= SLOW_MS) return false;
  }
  return true;
}
