/**
 * The value the fast checks are held to, for values JSON cannot produce: every object or array that is not plain
 * data (a class instance, a boxed primitive, an object that inherits its fields, an Array subclass) becomes a symbol,
 * which no JSON Schema type matches. The Ajv validators on the result give the verdict a fast check must give on the
 * original: a check refuses such an object wherever the schema reads it, and ignores it wherever the schema does not.
 */
export function deplanted(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth > 200) throw new Error("deplanted: value too deep for a test");
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (prototype !== Array.prototype) return Symbol("not plain");
    // map keeps the holes of a sparse array.
    return value.map((item) => deplanted(item, depth + 1));
  }
  if (prototype !== Object.prototype && prototype !== null) return Symbol("not plain");
  const copy = Object.create(prototype) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    const field = deplanted((value as Record<string, unknown>)[key], depth + 1);
    Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
