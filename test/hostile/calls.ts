/**
 * Calls every exported function of every entry point with each hostile value in each argument position, and reports
 * what broke a promise: a throw, a slow answer, or a result that inherits from an object the input planted.
 */
import { ENTRY_POINTS } from "../../scripts/entries.js";
import { HOSTILE, planted } from "./catalogue.js";

/** One broken promise. */
export interface Breach {
  readonly call: string;
  readonly what: string;
}

/** A function export, once, under the first entry that exports it. */
export interface Target {
  readonly entry: string;
  readonly name: string;
  readonly fn: (...args: unknown[]) => unknown;
}

/** Every function export of every entry point, each function once. */
export async function targets(): Promise<Target[]> {
  const seen = new Set<unknown>();
  const out: Target[] = [];
  for (const entry of ENTRY_POINTS) {
    const module = (await import(`../../${entry.source}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== "function" || seen.has(value)) continue;
      seen.add(value);
      out.push({ entry: entry.name, name, fn: value as Target["fn"] });
    }
  }
  return out;
}

const BUILTIN_PROTOTYPES = new Set<unknown>(
  Object.getOwnPropertyNames(globalThis).flatMap((key) => {
    const value = (globalThis as Record<string, unknown>)[key];
    return typeof value === "function" && typeof value.prototype === "object" ? [value.prototype] : [];
  }),
);

/** Finds, without recursion and within a budget, an object in a result whose prototype the input planted. */
export function plantedPrototypeIn(result: unknown): string | null {
  const stack: unknown[] = [result];
  const seen = new Set<unknown>();
  for (let budget = 20_000; stack.length > 0 && budget > 0; budget--) {
    const value = stack.pop();
    if ((typeof value !== "object" && typeof value !== "function") || value === null || seen.has(value)) continue;
    seen.add(value);
    try {
      const proto = Object.getPrototypeOf(value) as unknown;
      if (planted.has(proto as object)) return "a result inherits from an object the input planted";
      if (proto !== null && !BUILTIN_PROTOTYPES.has(proto) && (value as { polluted?: unknown }).polluted === true)
        return "a result inherits a planted key";
      if (typeof value === "function" || !(proto === Object.prototype || proto === null || Array.isArray(value)))
        continue;
      for (const key of Object.keys(value)) stack.push((value as Record<string, unknown>)[key]);
    } catch {
      // A hostile value handed back as it came (validate's ok value, for example) may refuse to be walked.
    }
  }
  return null;
}

/** The argument lists to try for one target: each hostile value in each position, around its base arguments. */
export function* argumentLists(base: readonly unknown[], arity: number): Generator<{ label: string; args: unknown[] }> {
  const positions = Math.min(Math.max(arity, base.length, 1), 4);
  for (let position = 0; position < positions; position++) {
    for (const hostile of HOSTILE) {
      const args = [...base];
      while (args.length < position) args.push(undefined);
      args[position] = hostile.value();
      yield { label: `argument ${position + 1} = ${hostile.name}`, args };
    }
  }
}

/**
 * Runs one call and checks its promises; a promise is awaited up to the time bound (wall time: a hang). The call's own
 * work is bounded in CPU time, so that a machine busy with other work does not charge its waits to the call.
 */
export async function check(
  target: Target,
  label: string,
  args: unknown[],
  boundMs: number,
  mayThrow: boolean,
): Promise<Breach | null> {
  const call = `${target.entry}:${target.name}(${label})`;
  const started = process.cpuUsage();
  let result: unknown;
  try {
    result = target.fn(...args);
    if (result instanceof Promise) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), boundMs)));
      result = await Promise.race([result, late]);
      clearTimeout(timer);
      if (result === TIMED_OUT) return { call, what: `did not settle within ${boundMs} ms` };
    }
  } catch (error) {
    if (!mayThrow) return { call, what: `threw: ${safeText(error)}` };
  }
  const spent = process.cpuUsage(started);
  const took = (spent.user + spent.system) / 1000;
  if (took > boundMs) return { call, what: `took ${Math.round(took)} ms of CPU` };
  const foreign = plantedPrototypeIn(result);
  return foreign === null ? null : { call, what: foreign };
}

const TIMED_OUT = Symbol("timed out");

function safeText(error: unknown): string {
  try {
    return String(error instanceof Error ? error.message : error).slice(0, 200);
  } catch {
    return "(unprintable)";
  }
}
