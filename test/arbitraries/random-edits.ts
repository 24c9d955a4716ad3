/** Random single edits of valid messages (replace or remove one node); the schema may accept or reject them. */
import fc from "fast-check";
import { REMOVE, edit, nodePointers } from "./edit.js";
import { arbitraries, type ArbitraryName } from "./messages.js";
import { jsonValueArb } from "./primitives.js";

/** Values that probe type, integer and boundary checks when put in place of any node. */
const probeArb: fc.Arbitrary<unknown> = fc.oneof(
  jsonValueArb,
  fc.constantFrom<unknown>(
    null,
    "",
    0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 53),
    "2.0",
    "working",
    "completed",
    "tasks/get",
    {},
    [],
    true,
  ),
);

/** A valid value of `definition` with one random node replaced by a random JSON value, or removed. */
export function randomEditArb(definition: ArbitraryName): fc.Arbitrary<{ pointer: string; value: unknown }> {
  return (arbitraries[definition] as fc.Arbitrary<unknown>).chain((original) => {
    const pointers = nodePointers(original);
    if (pointers.length === 0) return probeArb.map((value) => ({ pointer: "", value }));
    return fc
      .tuple(fc.constantFrom(...pointers), fc.option(probeArb, { freq: 4, nil: REMOVE }))
      .map(([pointer, replacement]) => ({ pointer, value: edit(original, pointer, replacement) }));
  });
}
