/**
 * What the checks compiler knows to hold at one point of the generated code: the JSON type of a value, or the value
 * a property was already found to have (a discriminator case, a required `const`). Checks that these facts already
 * decide are left out of the generated code, which is where the compiler beats a plain keyword-by-keyword rendering.
 */
import { ANNOTATIONS, type Schema } from "./checks-keywords.js";

/** Facts known at one point of the generated code, keyed by the identifier that holds the value. */
export class Facts {
  private constructor(
    private readonly types: Map<string, string>,
    private readonly values: Map<string, { value: unknown }>,
    private readonly declared: Set<string>,
    private readonly passed: Set<string>,
    private readonly ifDefined: Map<string, Facts>,
    private readonly deferred: Set<string>,
  ) {}

  /** Set once the code reached here always fails: anything emitted after it could never run. */
  unreachable = false;

  /** No facts: the start of a generated function. */
  static none(): Facts {
    return new Facts(new Map(), new Map(), new Set(), new Set(), new Map(), new Set());
  }

  /** A copy for a block that runs only sometimes: what is learned inside does not hold after it. */
  branch(): Facts {
    return new Facts(
      new Map(this.types),
      new Map(this.values),
      new Set(this.declared),
      new Set(this.passed),
      new Map(this.ifDefined),
      new Set(this.deferred),
    );
  }

  /** Takes over everything `other` (a branch of these facts) knows, once its block is known to run. */
  adopt(other: Facts): void {
    for (const [data, type] of other.types) this.types.set(data, type);
    for (const [key, box] of other.values) this.values.set(key, box);
    for (const name of other.declared) this.declared.add(name);
    for (const key of other.passed) this.passed.add(key);
    for (const [name, facts] of other.ifDefined) this.ifDefined.set(name, facts);
    for (const data of other.deferred) this.deferred.add(data);
    this.unreachable ||= other.unreachable;
  }

  /**
   * Keeps what the check of an optional value (`if (value !== undefined) {...}`) learned, to hold again wherever
   * the value is later known to be present.
   */
  knowIfDefined(value: string, learned: Facts): void {
    this.ifDefined.set(value, learned);
  }

  /**
   * Marks `value` as present: what its optional check learned now holds here. Its constants stay behind, since
   * they were declared in the block of that check.
   */
  promote(value: string): void {
    const learned = this.ifDefined.get(value);
    if (learned === undefined) return;
    for (const [data, type] of learned.types) this.types.set(data, type);
    for (const [key, box] of learned.values) this.values.set(key, box);
    for (const key of learned.passed) this.passed.add(key);
  }

  /** Tells whether a constant of this name is in scope here. */
  isDeclared(name: string): boolean {
    return this.declared.has(name);
  }

  /** Records that a constant of this name is in scope from here on. */
  declare(name: string): void {
    this.declared.add(name);
  }

  /** Records that `data` has the given JSON type from here on. */
  knowType(data: string, type: string): void {
    this.types.set(data, type);
  }

  /** The value property `name` of `data` is known to hold, boxed so that a known `null` is told from nothing. */
  valueOf(data: string, name: string): { value: unknown } | undefined {
    return this.values.get(`${data}\u0000${name}`);
  }

  /** Records that property `name` of `data` holds `value` from here on. */
  knowValue(data: string, name: string, value: unknown): void {
    this.values.set(`${data}\u0000${name}`, { value });
  }

  /** Tells whether `data` is known to have passed the definition `ref` names. */
  hasPassed(data: string, ref: string): boolean {
    return this.passed.has(`${data}\u0000${ref}`);
  }

  /** Records that `data` passed the definition `ref` names, from here on. */
  knowPassed(data: string, ref: string): void {
    this.passed.add(`${data}\u0000${ref}`);
  }

  /**
   * Records that a test on `data` (its prototype) is owed: it is made right after the first read of one of its fields,
   * or before the code that needs it, whichever comes first. It is owed until `data` passes `test`.
   */
  defer(data: string): void {
    this.deferred.add(data);
  }

  /** Tells whether a test deferred on `data` is still owed, `test` naming what it proves. */
  owes(data: string, test: string): boolean {
    return this.deferred.has(data) && !this.hasPassed(data, test);
  }

  /** Tells whether `data` has a type known to satisfy `type` (an integer is also a number). */
  hasType(data: string, type: string): boolean {
    const known = this.types.get(data);
    return known === type || (known === "integer" && type === "number");
  }

  /** Tells whether nothing is known of `value`, nor would be once it is found present: no type, value or test. */
  knowsNothingOf(value: string): boolean {
    const prefix = `${value}\u0000`;
    return (
      !this.types.has(value) &&
      !this.ifDefined.has(value) &&
      !this.deferred.has(value) &&
      ![...this.values.keys(), ...this.passed].some((key) => key.startsWith(prefix))
    );
  }

  /** A stable description of everything known about `data`, so compiled code can be reused for equal facts. */
  describe(data: string): string {
    const prefix = `${data}\u0000`;
    const values = [...this.values]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, box]) => `${key.slice(prefix.length)}=${JSON.stringify(box.value)}`);
    return `${this.types.get(data) ?? ""}|${values.sort().join(",")}`;
  }
}

/** Keywords that `decide` evaluates; a schema with any other (assertion) keyword is left to run time. */
const DECIDABLE: ReadonlySet<string> = new Set(["type", "const", "enum", "$ref", ...ANNOTATIONS]);

/**
 * Decides at compile time whether a known primitive `value` matches `schema`: true or false when the schema asserts
 * only `type`, `const`, `enum` and `$ref` (followed through `resolve`), and undefined when the answer needs run time.
 */
export function decide(
  schema: Schema,
  value: unknown,
  resolve: (ref: string) => Schema,
  depth = 0,
): boolean | undefined {
  if (typeof schema === "boolean") return schema;
  if (depth > 32 || (value !== null && typeof value === "object")) return undefined;
  if (!Object.keys(schema).every((key) => DECIDABLE.has(key))) return undefined;
  if (schema.type !== undefined && !([] as unknown[]).concat(schema.type).some((type) => hasJsonType(value, type)))
    return false;
  if ("const" in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof schema.$ref === "string") return decide(resolve(schema.$ref), value, resolve, depth + 1);
  return true;
}

/** The primitive a schema pins its value to with `const` (or a one-value `enum`), following `$ref`. */
export function pinned(schema: Schema, resolve: (ref: string) => Schema, depth = 0): { value: unknown } | undefined {
  if (typeof schema === "boolean" || depth > 32) return undefined;
  if ("const" in schema && (schema.const === null || typeof schema.const !== "object")) return { value: schema.const };
  if (
    Array.isArray(schema.enum) &&
    schema.enum.length === 1 &&
    (schema.enum[0] === null || typeof schema.enum[0] !== "object")
  )
    return { value: schema.enum[0] };
  if (typeof schema.$ref === "string") return pinned(resolve(schema.$ref), resolve, depth + 1);
  return undefined;
}

/** Whether a primitive has a JSON Schema type, by the same tests the generated code makes. */
function hasJsonType(value: unknown, type: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    default:
      return false;
  }
}
