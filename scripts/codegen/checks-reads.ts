/**
 * How the checks compiler reads an object's members: each into a constant named by its path, once per scope, with the
 * object's prototype test made right after its first read.
 */
import type { Facts } from "./checks-facts.js";

/**
 * Owes the prototype test of an object whose fields the check reads, once per value in scope: Object's prototype or
 * none, as JSON.parse builds objects, so that no verdict rests on a field the value only inherits. The test is made
 * right after the first read of a field (`owedPlain`), where V8 already knows the object's shape when a site sees few
 * shapes, and then finds its prototype without a call; a read before the test decides nothing on its own, since
 * the check answers true only after the test passed. Anything that needs the test first (listing keys, returning)
 * makes it.
 */
export function plainObject(data: string, facts: Facts): void {
  if (!facts.hasPassed(data, PLAIN)) facts.defer(data);
}

/** The type test `object`, for a value not yet known to be an object, and its prototype test owed. */
export function plainRecord(data: string, fail: string, facts: Facts): string {
  plainObject(data, facts);
  return recordTest(data, fail);
}

/**
 * The type test `object` (not null, not an array), written out at each site rather than called: a helper shared by
 * every check is not inlined into the larger ones, and its Array.isArray then sees every shape.
 */
export function recordTest(data: string, fail: string): string {
  return `if (typeof ${data} !== "object" || ${data} === null || Array.isArray(${data})) ${fail}\n`;
}

/**
 * The prototype test owed on `data`, made here; nothing when none is owed. `afterRead` says a field of `data` was
 * just read; otherwise the test is preceded by a read of the shape probe (`shapeRead`).
 */
export function owedPlain(data: string, fail: string, facts: Facts, afterRead = false): string {
  if (!facts.owes(data, PLAIN)) return "";
  facts.knowPassed(data, PLAIN);
  return `${afterRead ? "" : shapeRead(data)}if (!isPlainObject(${data})) ${fail}\n`;
}

/**
 * A read of a symbol that no value holds, before the prototype test of an object or array whose fields the check
 * has not read: where a site sees few shapes, V8 then knows the value's shape and its prototype, and the test needs
 * no call into the runtime (about 5 ns each). The value read is never used, so it decides nothing.
 */
export function shapeRead(data: string): string {
  return `${data}[shapeProbe]; // the shape probe (top of this module)\n`;
}

/** The fact name under which a value's prototype is known to have been checked. */
export const PLAIN = "#plain";

/** The constant that holds property `name` of `data`: `data$name`, or an escaped form for a name that is no identifier. */
export function memberName(data: string, name: string): string {
  if (/^[A-Za-z0-9_]{1,40}$/.test(name)) return `${data}$${name}`;
  // Letters and digits stay as they are, any other character becomes `_hex_`: readable, and one name per key.
  const escaped = [...name].map((c) => (/[A-Za-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join("");
  return `${data}$$x${escaped}`;
}

/**
 * Reads property `name` of `data` into its constant, unless that constant is already in scope, then makes the
 * prototype test owed on `data`, if any.
 */
export function readMember(data: string, name: string, fail: string, facts: Facts): string {
  const value = memberName(data, name);
  if (facts.isDeclared(value)) return "";
  facts.declare(value);
  return `const ${value} = ${data}[${JSON.stringify(name)}];\n${owedPlain(data, fail, facts, true)}`;
}
