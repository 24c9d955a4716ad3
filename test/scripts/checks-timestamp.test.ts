import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderTimestampCheck, timestampPattern } from "../../scripts/codegen/checks-timestamp.js";
import { Timestamp } from "../../generated/checks.js";

/**
 * The generated checks test timestamps with a regex-free fast path for the extended layout before the schema's large
 * `Timestamp` regular expression. On that layout the fast path must give the pattern's verdict, and elsewhere accept
 * nothing, so that the check is exactly the pattern; these tests prove that and show the regular expression is left
 * unexecuted for the extended layout.
 */
const schema = JSON.parse(readFileSync(new URL("../../schema/tasks.schema.json", import.meta.url), "utf8")) as {
  $defs: Record<string, unknown>;
};
const pattern = timestampPattern(schema.$defs)!;
const regex = new RegExp(pattern, "u");
const checksUrl = new URL("../../generated/checks.js", import.meta.url).href;

type Check = (s: string) => boolean;

/** The emitted function compiled from `source`, its fallback replaced by one that rejects: the fast path alone. */
function fastPathOf(source: string): Check {
  return new Function("regex", `${source}\nreturn check;`)({ test: () => false }) as Check;
}

const source = renderTimestampCheck("check", "regex");
const fast = fastPathOf(source);

/** The fast path with one piece of its text replaced, a deliberately broken variant. */
function broken(from: string, to: string): Check {
  expect(source).toContain(from);
  return fastPathOf(source.replace(from, to));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const TIMES = [
  "00:00:00",
  "23:59:59",
  "12:34:56",
  "23:59:60",
  "00:00:60",
  "09:05:07",
  "24:00:00",
  "23:60:00",
  "23:59:61",
  "19:69:00",
];
const SUFFIXES = ["Z", ".5Z", ",123456789Z", ".Z", "z", "+01:00", "Z\n", "0Z", "-23", "+24:00", "+01:60", ".125+01:00"];
/** The extended layout, which the fast path decides alone: four digits and a hyphen. */
const EXTENDED = /^[0-9]{4}-/;

/** Every date of a 400-year cycle (days 01-31 of every month), and days 28-31 of edge years, at a spread of times. */
function* exhaustive(): Generator<string> {
  for (let year = 2000; year < 2400; year++) {
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 31; day++) {
        const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
        for (let t = 0; t < TIMES.length; t++) yield `${date}T${TIMES[t]}${SUFFIXES[(day + t) % SUFFIXES.length]}`;
      }
    }
  }
  for (const year of [0, 1900, 2000, 2100, 9999]) {
    for (let month = 0; month <= 13; month++) {
      for (let day = 28; day <= 32; day++) {
        for (const time of TIMES)
          for (const suffix of SUFFIXES) yield `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${suffix}`;
      }
    }
  }
}

/** The first string the fast path accepts but the pattern does not, or an extended-layout string it wrongly refuses. */
function exhaustiveCounterexample(check: Check): string | undefined {
  for (const s of exhaustive()) {
    const matches = regex.test(s);
    if (check(s) ? !matches : matches && EXTENDED.test(s)) return s;
  }
  return undefined;
}

/** Layouts of the pattern's shapes, fields sometimes past their range, then mutated character by character. */
const field = (max: number, loose: number) => fc.oneof(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: loose }));
const layout = fc
  .record({
    year: fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(0, 1900, 1904, 2000, 2023, 2024, 2100, 2400, 9999),
    ),
    month: fc.oneof(field(12, 19), fc.constant(2)),
    day: fc.oneof(field(31, 39), fc.integer({ min: 28, max: 31 })),
    hour: field(23, 29),
    minute: field(59, 69),
    second: field(60, 69),
    fraction: fc.oneof(fc.constant(""), fc.stringMatching(/^[.,][0-9]{0,10}$/)),
    zone: fc.constantFrom("Z", "Z", "Z", "+01:00", "-0530", "+24", "z"),
    basic: fc.boolean(),
  })
  .map(({ year, month, day, hour, minute, second, fraction, zone, basic }) => {
    const [d, t] = basic ? ["", ""] : ["-", ":"];
    return `${pad(year, 4)}${d}${pad(month)}${d}${pad(day)}T${pad(hour)}${t}${pad(minute)}${t}${pad(second)}${fraction}${zone}`;
  });
const char = fc.oneof(
  fc.constantFrom(..."0123456789"),
  fc.constantFrom(..."-:T.,Z+tz \n", "\uD800", "\uDFFF", "\u0660", "é"),
);
const mutation = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), c: char }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), c: char }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), c: fc.constant("") }),
  fc.record({ kind: fc.constant("append" as const), at: fc.constant(0), c: fc.constantFrom("\n", "\uD800", "Z", "0") }),
);
const mutated = fc.tuple(layout, fc.oneof(fc.constant([]), fc.array(mutation, { maxLength: 3 }))).map(([s, edits]) => {
  for (const { kind, at, c } of edits) {
    const i = at % (s.length + 1);
    s = kind === "append" ? s + c : s.slice(0, i) + c + s.slice(kind === "insert" ? i : i + 1);
  }
  return s;
});

/** A string of the mutated layouts that the fast path accepts and the pattern does not, found by fast-check. */
function propertyCounterexample(check: Check): string | undefined {
  const details = fc.check(
    fc.property(mutated, (s) => (EXTENDED.test(s) ? check(s) === regex.test(s) : !check(s))),
    { numRuns: 50_000 },
  );
  return details.failed ? details.counterexample![0] : undefined;
}

describe("the Timestamp fast path", () => {
  it("guards the schema's Timestamp pattern", () => {
    expect(pattern).toMatch(/\(\?!\\n\)\$$/);
    expect(regex.test("2025-11-25T10:30:00Z") && regex.test("20251125T103000Z")).toBe(true);
  });

  it("accepts every extended-layout timestamp the pattern accepts, and nothing else, over a 400-year cycle", () => {
    expect(exhaustiveCounterexample(fast)).toBeUndefined();
    for (const s of [
      "2025-11-25T10:30:00Z",
      "2025-11-25T10:30:00.120Z",
      "2024-02-29T23:59:60.500Z",
      "0000-02-29T00:00:00Z",
      "2025-11-25T10:30:00.125+01:00",
      "2025-11-25T10:40:00,5-23",
    ])
      expect(fast(s)).toBe(true);
  });

  it("accepts only what the pattern accepts, and the generated check is exactly the pattern, on mutated layouts", () => {
    expect(propertyCounterexample(fast)).toBeUndefined();
    fc.assert(
      fc.property(mutated, (s) => Timestamp(s) === regex.test(s)),
      { numRuns: 20_000 },
    );
    for (const s of exhaustive())
      if (Timestamp(s) !== regex.test(s)) expect.fail(`generated Timestamp check differs on ${JSON.stringify(s)}`);
  });

  it("is caught when broken: every fourth year a leap year, hour 24 accepted, or an offset of 24 hours", () => {
    for (const foil of [
      broken("yy === 0 ? century % 4 === 0 : yy % 4 === 0", "yy % 4 === 0"),
      broken("hour > 23", "hour > 24"),
      broken("zoneHour > 23", "zoneHour > 24"),
    ]) {
      expect(exhaustiveCounterexample(foil)).toBeDefined();
      expect(propertyCounterexample(foil)).toBeDefined();
    }
  });

  it("leaves the regular expression unexecuted for a task in the extended layout, in a fresh process", () => {
    const child = `
      // Once exec is replaced, test (and every other matching method) runs a regular expression through it.
      const calls = [];
      const exec = RegExp.prototype.exec;
      RegExp.prototype.exec = function (s) {
        if (this.source === ${JSON.stringify(regex.source)}) calls.push(s);
        return exec.call(this, s);
      };
      const { GetTaskResult } = await import(${JSON.stringify(checksUrl)});
      const task = (createdAt) => ({ resultType: "complete", taskId: "786512e2", status: "working", createdAt, lastUpdatedAt: "2025-11-25T10:50:00.125Z", ttlMs: 3600000, pollIntervalMs: 5000 });
      const out = [];
      for (const createdAt of ["2025-11-25T10:30:00Z", "20251125T103000Z", "2025-02-29T10:30:00Z", "2025-11-25T10:30:00.5+01:00"]) {
        calls.length = 0;
        out.push({ valid: GetTaskResult(task(createdAt)), regexRanOn: [...calls] });
      }
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", child], {
      encoding: "utf8",
      cwd: fileURLToPath(new URL("..", import.meta.url)),
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([
      { valid: true, regexRanOn: [] },
      { valid: true, regexRanOn: ["20251125T103000Z"] },
      { valid: false, regexRanOn: [] },
      { valid: true, regexRanOn: [] },
    ]);
  });
});
