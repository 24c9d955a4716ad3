import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { renderChecks } from "../../scripts/codegen/checks.js";
import { renderValidators } from "../../scripts/codegen/validators.js";
import { deplanted } from "../arbitraries/deplanted.js";

/** A schema that uses every keyword the checks compiler supports, including a recursive reference. */
const sampler = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-tasks:test:sampler",
  $defs: {
    Kind: { enum: ["a", "b", 3, null] },
    Id: { type: "string", minLength: 1, pattern: "^[a-z]+[0-9]?$" },
    Count: { type: ["integer", "null"], minimum: 0, maximum: 10 },
    Size: { type: "number", minimum: -1.5, maximum: 2.5 },
    Node: {
      type: "object",
      required: ["id"],
      properties: { id: { $ref: "#/$defs/Id" }, children: { type: "array", items: { $ref: "#/$defs/Node" } } },
    },
    Closed: {
      type: "object",
      properties: { a: { const: 1 }, gone: false },
      additionalProperties: false,
      minProperties: 1,
    },
    Map: { type: "object", properties: { fixed: { type: "string" } }, additionalProperties: { $ref: "#/$defs/Count" } },
    Either: { anyOf: [{ type: "string" }, { type: "object", required: ["s"], properties: { s: { type: "number" } } }] },
    Exactly: { oneOf: [{ type: "integer" }, { type: "number", minimum: 5 }] },
    Both: {
      allOf: [
        { type: "object", required: ["p"], properties: { p: true } },
        { type: "object", properties: { p: { type: "boolean" } } },
      ],
    },
    Paid: {
      type: "object",
      required: ["state"],
      properties: { state: { enum: ["open", "paid"] } },
      dependentSchemas: { receipt: { properties: { state: { const: "paid" } } } },
    },
    Cat: {
      type: "object",
      required: ["kind"],
      properties: { kind: { const: "cat" }, lives: { $ref: "#/$defs/Count" } },
    },
    Dog: {
      type: "object",
      required: ["kind"],
      properties: { kind: { enum: ["dog", "puppy"] }, good: { type: "boolean" } },
    },
    Pet: {
      type: "object",
      discriminator: { propertyName: "kind" },
      oneOf: [{ $ref: "#/$defs/Cat" }, { $ref: "#/$defs/Dog" }],
    },
    Anything: true,
    Nothing: false,
    Square: {
      type: "object",
      required: ["kind", "side-length"],
      properties: { kind: { const: "sq" }, "side-length": { type: "number" } },
    },
    Circle: {
      type: "object",
      required: ["kind"],
      properties: { kind: { const: "ci" }, radius: { $ref: "#/$defs/Count" } },
    },
    Shape: {
      type: "object",
      discriminator: { propertyName: "kind" },
      oneOf: [{ $ref: "#/$defs/Square" }, { $ref: "#/$defs/Circle" }],
    },
    Coupled: {
      type: "object",
      required: ["kind"],
      properties: {
        kind: { enum: ["sq", "ci"] },
        "side-length": { type: "number", minimum: 0 },
        radius: { $ref: "#/$defs/Count" },
        box: { type: "object", properties: { w: { type: "number" } } },
      },
      dependentSchemas: {
        box: {
          properties: { box: { type: "object", required: ["w"], properties: { w: { type: "number", minimum: 1 } } } },
        },
        "side-length": { properties: { kind: { const: "sq" } } },
        radius: { properties: { kind: { const: "ci" }, radius: { $ref: "#/$defs/Count" } } },
      },
    },
    Tagged: {
      allOf: [{ $ref: "#/$defs/Shape" }, { $ref: "#/$defs/Coupled" }],
      type: "object",
      required: ["v"],
      properties: {
        v: { const: 2 },
        note: { anyOf: [{ type: "string" }, { type: "null" }] },
        "x y": { anyOf: [{ type: "integer" }, { type: "boolean" }] },
      },
    },
    Envelope: {
      type: "object",
      required: ["body"],
      properties: { body: { $ref: "#/$defs/Tagged" }, other: { $ref: "#/$defs/Tagged" } },
    },
  },
};

const names = Object.keys(sampler.$defs);

async function load(code: string): Promise<Record<string, (value: unknown) => boolean>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (value: unknown) => boolean
  >;
}

/** Values that sit on the edges of every keyword above. */
const probes: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  1,
  3,
  5,
  5.5,
  10,
  11,
  -1,
  -1.5,
  -2,
  2.5,
  2.6,
  1e308 * 10,
  -Infinity,
  NaN,
  "",
  "a",
  "ab1",
  "ab12",
  "A",
  "\u{1F600}",
  [],
  [true],
  [1],
  {},
  { x: 1 },
  { a: 1 },
  { a: 2 },
  { gone: 1 },
  { a: 1, b: 2 },
  { fixed: "f" },
  { fixed: 1 },
  { n: 3 },
  { n: -1 },
  { n: null },
  { n: undefined },
  { s: 1 },
  { p: true },
  { p: 1 },
  { state: "open" },
  { state: "open", receipt: 1 },
  { state: "paid", receipt: 1 },
  { state: "open", receipt: undefined },
  { kind: "cat" },
  { kind: "cat", lives: 11 },
  { kind: "dog", good: true },
  { kind: "puppy", good: 1 },
  { kind: "cow" },
  { kind: 1 },
  { id: "ab" },
  { id: "ab", children: [{ id: "c" }, { id: "d", children: [] }] },
  { id: "ab", children: [{ id: "" }] },
  Object.create({ x: 1 }),
  Object.create({ kind: "cat" }),
  Object.assign(Object.create({ extra: 1 }), { a: 1 }),
  new Date(0),
  { kind: "sq", "side-length": 1, v: 2 },
  { kind: "sq", "side-length": -1, v: 2 },
  { kind: "sq", v: 2 },
  { kind: "ci", v: 2 },
  { kind: "ci", radius: 3, v: 2, note: null, "x y": true },
  { kind: "ci", radius: 11, v: 2 },
  { kind: "sq", "side-length": 1, radius: 1, v: 2 },
  { kind: "ci", "side-length": 1, v: 2 },
  { kind: "tri", v: 2 },
  { kind: "sq", "side-length": 1, v: 3 },
  { kind: "ci", v: 2, "x y": 1.5 },
  { body: { kind: "ci", v: 2 } },
  { body: { kind: "ci", v: 2 }, other: { kind: "sq", "side-length": 0, v: 2 } },
  { body: { kind: "ci", v: 2 }, other: { kind: "sq", v: 2 } },
  { body: { kind: 1, v: 2 } },
  { other: { kind: "ci", v: 2 } },
  { kind: "ci", v: 2, box: { w: 1 } },
  { kind: "ci", v: 2, box: { w: 0 } },
  { kind: "ci", v: 2, box: {} },
  { kind: "ci", v: 2, box: { w: "1" } },
  { kind: "ci", v: 2, box: 1 },
];

/** Objects built from the members the tagged definitions test, so random cases reach their inner branches. */
const shapeMember = fc.constantFrom("sq", "ci", "tri", 0, 1, -1, 1.5, 2, 3, 11, null, true, "s", undefined);
const boxLike = fc.dictionary(fc.constantFrom("w", "h"), shapeMember, { maxKeys: 2 });
const shapeLike = fc.dictionary(
  fc.constantFrom("kind", "side-length", "radius", "v", "note", "x y", "box"),
  fc.oneof(shapeMember, boxLike),
  { maxKeys: 7 },
);
const shapes = fc.oneof(
  shapeLike,
  fc.record({ body: shapeLike, other: fc.oneof(shapeLike, shapeMember) }, { requiredKeys: [] }),
);

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
