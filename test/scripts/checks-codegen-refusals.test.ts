import { describe, it, expect } from "vitest";
import { renderChecks } from "../../scripts/codegen/checks.js";
import { load } from "./codegen-sampler.js";

describe("checks codegen: what it refuses, and what it compiles once", () => {
  it("refuses a keyword it does not implement instead of ignoring it", async () => {
    const schema = { $defs: { Odd: { type: "string", format: "email" } } };
    await expect(renderChecks(schema)).rejects.toThrow('unsupported keyword "format"');
  });

  it("refuses a discriminated branch that declares no tag value", async () => {
    const schema = {
      $defs: {
        A: { type: "object" },
        U: { type: "object", discriminator: { propertyName: "k" }, oneOf: [{ $ref: "#/$defs/A" }] },
      },
    };
    await expect(renderChecks(schema)).rejects.toThrow('declares no const or enum for "k"');
  });

  it("treats required names that Object.prototype also has as ordinary names", async () => {
    const schema = {
      $defs: { R: { type: "object", required: ["constructor", "toString"], properties: { a: { type: "string" } } } },
    };
    const { R: check } = await load(await renderChecks(schema));
    expect(check!(Object.create(null))).toBe(false);
    expect(check!({ constructor: undefined, toString: undefined })).toBe(false);
    expect(check!({ constructor: 1, toString: 2 })).toBe(true);
  });

  it("reads an array's length once, as the reference validator does", async () => {
    const schema = { $defs: { L: { type: "array", items: { type: "string" } } } };
    const { L: check } = await load(await renderChecks(schema));
    let reads = 0;
    const shrinking = new Proxy(["a", 42], {
      get: (target, key) => (key === "length" ? (reads++ === 0 ? 2 : 1) : Reflect.get(target, key)),
    });
    expect(check!(shrinking)).toBe(false);
    expect(reads).toBe(1);
  });

  it("refuses a reference to a name only Object.prototype has", async () => {
    await expect(renderChecks({ $defs: { A: { $ref: "#/$defs/constructor" } } })).rejects.toThrow(
      "unresolved reference #/$defs/constructor",
    );
  });

  it("refuses the name __proto__, which the reference validator treats apart", async () => {
    const fromJson = (text: string) => JSON.parse(text) as Record<string, unknown>;
    await expect(
      renderChecks(fromJson('{"$defs":{"P":{"type":"object","properties":{"__proto__":{"type":"string"}}}}}')),
    ).rejects.toThrow('"__proto__"');
    await expect(renderChecks(fromJson('{"$defs":{"P":{"type":"object","required":["__proto__"]}}}'))).rejects.toThrow(
      '"__proto__"',
    );
    await expect(
      renderChecks(fromJson('{"$defs":{"P":{"type":"object","dependentSchemas":{"__proto__":{"required":["a"]}}}}}')),
    ).rejects.toThrow('"__proto__"');
  });

  it("refuses a constant JSON cannot hold", async () => {
    await expect(renderChecks({ $defs: { N: { const: Number.NaN } } })).rejects.toThrow("no JSON number");
    await expect(renderChecks({ $defs: { N: { enum: [1, Number.POSITIVE_INFINITY] } } })).rejects.toThrow(
      "no JSON number",
    );
  });

  it("names its case functions apart from every definition", async () => {
    const schema = {
      $defs: {
        Case0: { type: "string" },
        caseCheck0: { type: "number" },
        A: { type: "object", required: ["k"], properties: { k: { const: "a" } } },
        U: { type: "object", discriminator: { propertyName: "k" }, oneOf: [{ $ref: "#/$defs/A" }] },
      },
    };
    const checks = await load(await renderChecks(schema));
    expect([
      checks.Case0!("s"),
      checks.Case0!(1),
      checks.caseCheck0!(1),
      checks.U!({ k: "a" }),
      checks.U!({ k: "b" }),
    ]).toEqual([true, false, true, true, false]);
  });

  it("skips an anyOf with a branch that accepts everything, as the reference does, so a self-reference cannot recurse", async () => {
    const schema = {
      $defs: {
        D: { anyOf: [{ $ref: "#/$defs/D" }, true] },
        E: { anyOf: [{ $ref: "#/$defs/E" }, { description: "anything" }] },
      },
    };
    const checks = await load(await renderChecks(schema));
    expect([checks.D!(1), checks.D!({ a: [] }), checks.E!(null)]).toEqual([true, true, true]);
  });

  it("compiles the case functions of a hoisted definition once, however many references reach it", async () => {
    const union = (extra: Record<string, unknown>) => ({
      $defs: {
        A: { type: "object", required: ["k"], properties: { k: { const: "a" } } },
        B: { type: "object", required: ["k"], properties: { k: { const: "b" } } },
        U: {
          type: "object",
          discriminator: { propertyName: "k" },
          oneOf: [{ $ref: "#/$defs/A" }, { $ref: "#/$defs/B" }],
        },
        ...extra,
      },
    });
    const sites = (n: number) => ({
      W: {
        type: "object",
        properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { $ref: "#/$defs/U" }])),
      },
    });
    const functions = (code: string) => code.match(/^function /gm)!.length;
    const one = await renderChecks(union(sites(1)), { inlineLimit: Number.POSITIVE_INFINITY });
    const five = await renderChecks(union(sites(5)), { inlineLimit: Number.POSITIVE_INFINITY });
    expect(functions(five)).toBe(functions(one));
    const { W: check } = await load(five);
    expect([check!({ p0: { k: "a" }, p4: { k: "b" } }), check!({ p3: { k: "c" } }), check!({ p2: 1 })]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("refuses references outside the document's $defs", async () => {
    await expect(renderChecks({ $defs: { A: { $ref: "other.json#/x" } } })).rejects.toThrow(
      "only local $defs references",
    );
  });
});
