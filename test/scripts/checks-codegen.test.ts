import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { renderChecks } from "../../scripts/codegen/checks.js";
import { renderValidators } from "../../scripts/codegen/validators.js";
import { deplanted } from "../arbitraries/deplanted.js";
import { load, names, probes, sampler, shapes } from "./codegen-sampler.js";

describe("checks codegen", () => {
  it("agrees with the Ajv validators on every keyword it supports", async () => {
    const checks = await load(await renderChecks(sampler));
    const ajv = await load(await renderValidators(sampler));
    const differ: string[] = [];
    let accepted = 0;
    for (const name of names) {
      for (const value of probes) {
        const verdict = checks[name]!(value);
        if (verdict) accepted++;
        if (verdict !== ajv[name]!(deplanted(value))) differ.push(`${name}: ${String(JSON.stringify(value))}`);
      }
    }
    expect(differ).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(names.length * probes.length - 100);
  });

  it("agrees with the Ajv validators on random values", async () => {
    const checks = await load(await renderChecks(sampler));
    const ajv = await load(await renderValidators(sampler));
    const value = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
      fc.constantFrom(...probes),
      shapes,
    );
    fc.assert(
      fc.property(fc.constantFrom(...names), value, (name, v) => checks[name]!(v) === ajv[name]!(deplanted(v))),
      { numRuns: 5_000, seed: 7 },
    );
  });

  it("refuses an object or array it reads whose fields are not its own, and ignores one it does not read", async () => {
    const code = await renderChecks(sampler);
    const checks = await load(code);
    // The foil: the same checks with every prototype taken to be the plain one.
    const foil = await load(
      code.replaceAll("Object.getPrototypeOf(", "((v) => (Array.isArray(v) ? arrayPrototype : objectPrototype))("),
    );
    class Box {
      id = "a";
    }
    class List extends Array {}
    const notOwn: Array<[string, unknown]> = [
      ["Node", Object.create({ id: "a" })],
      ["Node", new Box()],
      ["Node", { id: "a", children: List.from([{ id: "b" }]) }],
      ["Node", { id: "a", children: [Object.create({ id: "b" })] }],
      ["Pet", Object.create({ kind: "cat" })],
      ["Map", Object.create({ fixed: "s", n: 1 })],
    ];
    for (const [name, value] of notOwn) {
      expect(checks[name]!(value), name).toBe(false);
      expect(foil[name]!(value), name).toBe(true);
    }
    const unread: Array<[string, unknown]> = [
      ["Node", { id: "a", extra: new Map(), more: Object.create({ x: 1 }) }],
      ["Node", Object.assign(Object.create(null) as object, { id: "a", children: [] })],
      ["Anything", new Date(0)],
    ];
    for (const [name, value] of unread) expect(checks[name]!(value), name).toBe(true);
  });

  it("applies a type-specific keyword only to values of that type when the schema declares no type", async () => {
    const loose = { $defs: { Loose: { minimum: 1, minLength: 1, items: { type: "boolean" }, required: ["x"] } } };
    const { Loose: check } = await load(await renderChecks(loose));
    const verdicts = [1, 0, "a", "", [true], [1], { x: 0 }, {}, null, true].map((v) => check!(v));
    expect(verdicts).toEqual([true, false, true, false, true, false, true, false, true, true]);
  });

  it("compiles to plain code: no eval, no new Function, no require", async () => {
    const code = await renderChecks(sampler);
    expect(code).not.toMatch(/\bnew Function\b|\beval\(|[^"'.\w]require\(/);
  });
});
