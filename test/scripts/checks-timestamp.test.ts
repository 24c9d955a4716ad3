import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { renderTimestampScanner, timestampPattern } from "../../scripts/codegen/checks-timestamp.js";
import { renderChecks } from "../../scripts/codegen/checks.js";
import { Timestamp } from "../../generated/checks.js";

/**
 * The generated checks decide the schema's large `Timestamp` pattern with a scanner of character codes and never
 * run the regular expression. The scanner must accept exactly the pattern's language: these tests hold it to the
 * pattern as Ajv compiles it from the schema, over a whole 400-year cycle, on generated and mutated strings of both
 * layouts and on the edge cases, and show deliberately broken variants caught.
 */
const schema = JSON.parse(readFileSync(new URL("../../schema/tasks.schema.json", import.meta.url), "utf8")) as {
  $defs: Record<string, { pattern?: string }>;
};
const pattern = schema.$defs.Timestamp!.pattern!;
const regex = new RegExp(pattern, "u");
const ajv = new Ajv2020({ strict: false });
/** The schema's Timestamp definition as Ajv compiles it: the reference the scanner is held to. */
const reference = ajv.compile({ type: "string", pattern });

type Check = (s: string) => boolean;

/** The emitted scanner compiled from `source`. */
function scannerOf(source: string): Check {
  return new Function(`${source}\nreturn check;`)() as Check;
}

const source = renderTimestampScanner("check");
const fast = scannerOf(source);

/** The scanner with one piece of its text replaced, a deliberately broken variant. */
function broken(from: string, to: string): Check {
  expect(source).toContain(from);
  return scannerOf(source.replace(from, to));
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
const SUFFIXES = [
  "Z",
  ".5Z",
  ",123456789Z",
  ".Z",
  "z",
  "+01:00",
  "Z\n",
  "0Z",
  "-23",
  "+24:00",
  "+01:60",
  ".125+01:00",
  "-0530",
  "+0100",
  "+01:0",
  "+1",
  "",
];

/** The same date and time in the basic layout (no hyphens or colons before the suffix); the suffix is kept. */
const basic = (extended: string) => extended.replace(/^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)/, "$1$2$3T$4$5$6");

/**
 * Every date of a 400-year cycle (days 01-31 of every month), and days 28-31 of edge years, at a spread of times and
 * suffixes, each in the extended and the basic layout.
 */
function* exhaustive(): Generator<string> {
  for (let year = 2000; year < 2400; year++) {
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 31; day++) {
        const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
        for (let t = 0; t < TIMES.length; t++) {
          const s = `${date}T${TIMES[t]}${SUFFIXES[(day + t) % SUFFIXES.length]}`;
          yield s;
          yield basic(s);
        }
      }
    }
  }
  for (const year of [0, 1900, 2000, 2100, 9999]) {
    for (let month = 0; month <= 13; month++) {
      for (let day = 28; day <= 32; day++) {
        for (const time of TIMES)
          for (const suffix of SUFFIXES) {
            const s = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${suffix}`;
            yield s;
            yield basic(s);
          }
      }
    }
  }
}

/** The first string on which the scanner and the pattern disagree. */
function exhaustiveCounterexample(check: Check): string | undefined {
  for (const s of exhaustive()) if (check(s) !== regex.test(s)) return s;
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
    zone: fc.constantFrom("Z", "Z", "Z", "+01:00", "-0530", "+24", "z", "-23:59", "+2359", "-00"),
    basic: fc.boolean(),
  })
  .map(({ year, month, day, hour, minute, second, fraction, zone, basic }) => {
    const [d, t] = basic ? ["", ""] : ["-", ":"];
    return `${pad(year, 4)}${d}${pad(month)}${d}${pad(day)}T${pad(hour)}${t}${pad(minute)}${t}${pad(second)}${fraction}${zone}`;
  });
const char = fc.oneof(
  fc.constantFrom(..."0123456789"),
  fc.constantFrom(..."-:T.,Z+tz /\n", "\uD800", "\uDFFF", "\u0660", "é", "\uFF10"),
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
/** Valid layouts, near-valid mutants of them, and arbitrary short strings. */
const strings = fc.oneof(mutated, mutated, fc.string({ maxLength: 40 }));

/** A string on which the scanner and the schema's pattern (through Ajv) disagree, found by fast-check. */
function propertyCounterexample(check: Check): string | undefined {
  const details = fc.check(
    fc.property(strings, (s) => check(s) === reference(s)),
    { numRuns: 50_000 },
  );
  return details.failed ? details.counterexample![0] : undefined;
}

/** Edge cases, each with the verdict the pattern gives. */
const EDGES: [string, boolean][] = [
  ["2025-11-25T10:30:00Z", true],
  ["20251125T103000Z", true],
  ["2025-11-25T10:30:00.120Z", true],
  ["2025-11-25T10:30:00,5Z", true],
  ["20251125T104500,25-0500", true],
  ["2024-02-29T23:59:60.500Z", true],
  ["2025-11-25T10:30:60Z", true],
  ["2025-11-25T10:30:61Z", false],
  ["0000-02-29T00:00:00Z", true],
  ["2000-02-29T00:00:00Z", true],
  ["2100-02-29T00:00:00Z", false],
  ["2025-02-29T00:00:00Z", false],
  ["2024-02-30T00:00:00Z", false],
  ["2025-04-31T00:00:00Z", false],
  ["2025-12-31T00:00:00Z", true],
  ["2025-11-25T10:30:00.125+01:00", true],
  ["2025-11-25T10:40:00,5-23", true],
  ["2025-11-25T10:30:00+0100", false],
  ["20251125T103000+0100", true],
  ["20251125T103000+01:00", false],
  ["2025-11-25T10:30:00+24:00", false],
  ["2025-11-25T10:30:00+01:60", false],
  ["2025-11-25t10:30:00Z", false],
  ["2025-11-25T10:30:00z", false],
  ["2025-11-25T10:30:00.Z", false],
  ["2025-11-25T10:30:00", false],
  ["2025-11-25T10:30:00Z\n", false],
  ["2025-00-25T10:30:00Z", false],
  ["2025-13-25T10:30:00Z", false],
  ["2025-11-00T10:30:00Z", false],
  ["2025-11-32T10:30:00Z", false],
  ["2025-11-25T24:00:00Z", false],
  ["2025-11-25T23:60:00Z", false],
  ["2025-11-25 10:30:00Z", false],
  ["\u0662025-11-25T10:30:00Z", false],
  ["", false],
];

describe("the Timestamp scanner", () => {
  it("stands in for the schema's Timestamp pattern, and for no other pattern", async () => {
    expect(timestampPattern(schema.$defs)).toBe(pattern);
    expect(timestampPattern({ Timestamp: { type: "string", pattern: `${pattern}x` } })).toBeUndefined();
    // The generated module holds no regular expression for it, so loading it compiles none.
    const checks = readFileSync(new URL("../../generated/checks.js", import.meta.url), "utf8");
    expect(checks).not.toContain("new RegExp");
    // A schema whose pattern differs from the scanned one gets the regular expression back.
    const changed = structuredClone(schema) as Record<string, unknown> & typeof schema;
    changed.$defs.Timestamp!.pattern = pattern.replace("2[0-3]", "2[0-4]");
    expect(await renderChecks(changed, { formatted: false })).toContain("new RegExp");
  });

  it("gives the pattern's verdict on the edge cases", () => {
    for (const [s, verdict] of EDGES) {
      expect([s, reference(s)]).toEqual([s, verdict]);
      expect([s, fast(s)]).toEqual([s, verdict]);
      expect([s, Timestamp(s)]).toEqual([s, verdict]);
    }
  });

  it("agrees with the pattern over a 400-year cycle, in both layouts", () => {
    expect(exhaustiveCounterexample(fast)).toBeUndefined();
    for (const s of exhaustive())
      if (Timestamp(s) !== regex.test(s)) expect.fail(`generated Timestamp check differs on ${JSON.stringify(s)}`);
  });

  it("agrees with the pattern, through Ajv, on generated, near-valid and arbitrary strings", () => {
    expect(propertyCounterexample(fast)).toBeUndefined();
    fc.assert(
      fc.property(strings, (s) => Timestamp(s) === reference(s)),
      { numRuns: 20_000 },
    );
  });

  it("is caught when broken: every fourth year a leap year, hour 24, a 24-hour offset, a colon in basic offsets", () => {
    for (const foil of [
      broken("(yy === 0 ? y0 * 10 + y1 : yy) % 4", "yy % 4"),
      broken("hour0 * 10 + hour1 > 23", "hour0 * 10 + hour1 > 24"),
      broken("zoneHour0 * 10 + zoneHour1 > 23", "zoneHour0 * 10 + zoneHour1 > 24"),
      broken("if (e === 1 && s.charCodeAt(i++) !== 58)", "if (s.charCodeAt(i) === 58 && s.charCodeAt(i++) !== 58)"),
    ]) {
      expect(exhaustiveCounterexample(foil)).toBeDefined();
      expect(propertyCounterexample(foil)).toBeDefined();
    }
  });
});
