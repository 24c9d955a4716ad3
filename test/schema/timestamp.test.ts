import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";
import { groupsOf, nestedQuantifiers } from "./regex-shape.js";
import { rawSchema } from "./typebox.js";
import { daysInMonth } from "../../src/machine/time/calendar.js";
import { isTimestamp } from "../../src/machine/time/timestamp.js";

const pattern = (rawSchema.$defs.Timestamp as { pattern: string }).pattern;
const N = 100_000;

/** Strings built to make a backtracking matcher explore many paths; none is a valid timestamp. */
const adversarial: Record<string, string> = {
  "valid prefix then 100k zeros": "2025-01-01T00:00:00" + "0".repeat(N),
  "100k ones": "1".repeat(N),
  "100k digits then Z": "9".repeat(N) + "Z",
  "fraction of 100k digits without a zone": "2025-01-01T00:00:00." + "0".repeat(N),
  "fraction of 100k digits then a bad zone": "2025-01-01T00:00:00," + "5".repeat(N) + "+2",
  "basic fraction of 100k digits then a newline": "20250101T000000." + "0".repeat(N) + "Z\n",
  "100k repeated dates": "2025-01-01T".repeat(N / 10),
  "100k colons": ":".repeat(N),
};

describe("the Timestamp pattern", () => {
  it.each(Object.entries(adversarial))("rejects a 100 KB adversarial string: %s", (_name, input) => {
    expect(input.length).toBeGreaterThanOrEqual(N);
    const result = validate("Timestamp", input);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([
        {
          path: "",
          keyword: "pattern",
          message: "must be an ISO 8601 date-time with a time zone, on a date that exists",
        },
      ]);
    expect(new RegExp(pattern, "u").test(input)).toBe(false);
  });

  it("accepts a 100 KB fraction, which is long but valid", () => {
    expect(validate("Timestamp", "2025-01-01T00:00:00." + "0".repeat(N) + "Z").ok).toBe(true);
  });

  it("has no group that repeats more than once around a quantifier", () => {
    expect(nestedQuantifiers(pattern)).toEqual([]);
    // Every quantified group is optional at most once.
    expect(
      groupsOf(pattern)
        .filter((g) => g.quantifier !== "")
        .every((g) => g.quantifier === "?"),
    ).toBe(true);
  });

  it("accepts exactly the days each month has, leap years included, in both formats, as the machine does", () => {
    const regex = new RegExp(pattern, "u");
    const pad = (n: number, width: number): string => String(n).padStart(width, "0");
    // One whole 400-year cycle of the Gregorian calendar, and the centuries and edges around it.
    const years = [
      ...Array.from({ length: 400 }, (_, i) => 1800 + i),
      0,
      4,
      100,
      400,
      1600,
      1700,
      1900,
      2000,
      2100,
      2400,
      9996,
      9999,
    ];
    let refused = 0;
    for (const year of years) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const real = day <= daysInMonth(year, month);
          if (!real) refused++;
          const date = [pad(year, 4), pad(month, 2), pad(day, 2)];
          for (const text of [
            `${date.join("-")}T10:30:00Z`,
            `${date.join("")}T103000+0100`,
            `${date.join("-")}T10:30:00.120Z`,
          ]) {
            if (regex.test(text) !== real || isTimestamp(text) !== real)
              expect({ text, schema: regex.test(text), machine: isTimestamp(text) }).toEqual({
                text,
                schema: real,
                machine: real,
              });
          }
        }
      }
    }
    // 6 missing days a year (30 and 31 February; 31 April, June, September and November), and 29 February in common years.
    expect(refused).toBeGreaterThan(years.length * 6);
  });

  it("is anchored at both ends and refuses a final newline", () => {
    expect(pattern.startsWith("^")).toBe(true);
    expect(pattern.endsWith("(?!\\n)$")).toBe(true);
    expect(pattern).not.toMatch(/\\d/);
  });
});

describe("the nested-quantifier check", () => {
  it("flags the classic catastrophic shapes", () => {
    expect(nestedQuantifiers("^(a+)+$").map((g) => g.source)).toEqual(["(a+)"]);
    expect(nestedQuantifiers("^(?:[0-9]{2}|x)*$").length).toBe(1);
    expect(nestedQuantifiers("^((ab)*c)+$").map((g) => g.source)).toEqual(["((ab)*c)"]);
  });

  it("lets optional groups and quantifiers in character classes or escapes pass", () => {
    expect(nestedQuantifiers("^(?:[.,][0-9]+)?$")).toEqual([]);
    expect(nestedQuantifiers("^(?:[+*]\\+)+$")).toEqual([]);
  });
});

/** Collects the JSON Pointer of every `pattern` keyword in a schema, skipping property names and literal values. */
function patternLocations(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => patternLocations(item, `${at}/${i}`));
  if (typeof node !== "object" || node === null) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const here = `${at}/${key}`;
    if (key === "const" || key === "enum" || key === "default" || key === "examples") continue;
    if (key === "pattern") out.push(here);
    else if (key === "properties" || key === "$defs" || key === "patternProperties" || key === "dependentSchemas") {
      for (const [name, sub] of Object.entries(value as object)) out.push(...patternLocations(sub, `${here}/${name}`));
    } else out.push(...patternLocations(value, here));
  }
  return out;
}

describe("pattern keywords in the schema", () => {
  it("appear only in Timestamp (issue messages for `pattern` rely on it)", () => {
    expect(patternLocations(rawSchema, "")).toEqual(["/$defs/Timestamp/pattern"]);
  });

  it("are found by the walk wherever they sit", () => {
    const probe = { properties: { pattern: { type: "string" } }, items: { anyOf: [{ pattern: "x" }] } };
    expect(patternLocations(probe, "")).toEqual(["/items/anyOf/0/pattern"]);
  });
});
