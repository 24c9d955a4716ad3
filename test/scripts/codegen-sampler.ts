/** The sample schema, edge values and random shapes the checks compiler's tests compare with the Ajv validators. */
import fc from "fast-check";

/** A schema that uses every keyword the checks compiler supports, including a recursive reference. */
export const sampler = {
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

export const names = Object.keys(sampler.$defs);

export async function load(code: string): Promise<Record<string, (value: unknown) => boolean>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (value: unknown) => boolean
  >;
}

/** Values that sit on the edges of every keyword above. */
export const probes: unknown[] = [
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
export const shapes = fc.oneof(
  shapeLike,
  fc.record({ body: shapeLike, other: fc.oneof(shapeLike, shapeMember) }, { requiredKeys: [] }),
);
