import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import * as checks from "../../generated/checks.js";
import * as explainers from "../../generated/validators.js";
import { loadFixtures } from "../schema/fixtures.js";
import { generatedCases } from "../schema/generated-cases.js";
import { edit, nodePointers, readAt } from "../arbitraries/edit.js";
import { deplanted } from "../arbitraries/deplanted.js";

/**
 * The fast checks test an object's prototype right after their first read of one of its fields, not before. These
 * tests hold every check to the Ajv validator (each object that is not plain data made a symbol) when any object of
 * any valid fixture or generated message is swapped for a class instance with the same own fields, or for an object that inherits them
 * all, and show the same cases catch a module whose prototype tests were taken out.
 */
type Check = (value: unknown) => boolean;
const reference = explainers as unknown as Record<string, Check>;

class Foreign {}
/** The same own fields under a class prototype; an array becomes an Array subclass instance. */
const reparented = (node: object): object =>
  Array.isArray(node)
    ? (Object.setPrototypeOf([...node], Object.create(Array.prototype)) as object)
    : Object.assign(new Foreign(), node);
/** An object that owns nothing and inherits every field of `node`. */
const inheriting = (node: object): object => Object.create(node) as object;

/** Valid fixtures and generated messages, each with one object (or array) swapped for a variant not plain data. */
function swapped(): { definition: string; value: unknown; where: string }[] {
  const out: { definition: string; value: unknown; where: string }[] = [];
  const generated = generatedCases({ mutable: 20, other: 5 }, 2663)
    .filter((c) => reference[c.definition]!(c.value))
    .map((c, i) => ({ ...c, file: `generated #${i}` }));
  for (const f of [...loadFixtures().filter((x) => x.kind === "valid"), ...generated]) {
    for (const pointer of ["", ...nodePointers(f.value)]) {
      const node = pointer === "" ? f.value : readAt(f.value, pointer);
      if (typeof node !== "object" || node === null) continue;
      for (const variant of [reparented(node), inheriting(node)]) {
        const value = pointer === "" ? variant : edit(f.value, pointer, variant);
        out.push({ definition: f.definition, value, where: `${f.file} ${pointer}` });
      }
    }
  }
  return out;
}

const cases = swapped();

/** The swapped cases on which `fast` and the reference disagree. */
function disagreements(fast: Record<string, Check>): string[] {
  return cases
    .filter((c) => fast[c.definition]!(c.value) !== reference[c.definition]!(deplanted(c.value)))
    .map((c) => `${c.definition}: ${c.where}`);
}

/** The generated module with the prototype tests on values matching `argument` taken out, a broken variant. */
async function withoutTests(argument: RegExp): Promise<Record<string, Check>> {
  const source = readFileSync(new URL("../../generated/checks.js", import.meta.url), "utf8");
  let removed = 0;
  const broken = source.replace(/^\s*if \(!isPlainObject\(([\w$]+)\)\) return false;\n/gm, (line, name: string) => {
    if (!argument.test(name)) return line;
    removed++;
    return "";
  });
  expect(removed).toBeGreaterThan(10);
  return (await import(`data:text/javascript,${encodeURIComponent(broken)}`)) as Record<string, Check>;
}

describe("fast checks on objects that are not plain data, wherever they sit", () => {
  it("agree with the reference when any object of a valid message is swapped for a class instance or an heir", () => {
    expect(cases.length).toBeGreaterThan(5_000);
    const fast = checks as unknown as Record<string, Check>;
    expect(disagreements(fast)).toEqual([]);
    // Most swaps sit where the schema reads, so most of these values must be refused.
    expect(cases.filter((c) => !fast[c.definition]!(c.value)).length).toBeGreaterThan(cases.length / 2);
  });

  it("catch a module without the prototype test of a check's own value, or of a nested one", async () => {
    expect(disagreements(await withoutTests(/^data$/)).length).toBeGreaterThan(100);
    expect(disagreements(await withoutTests(/^data\$/)).length).toBeGreaterThan(100);
  });
});
