/**
 * Compiles one JSON Schema node into straight-line JavaScript statements that run `fail` as soon as the value at
 * `data` does not match. Only the keywords the canonical schema uses are supported; any other keyword stops the
 * build, so the checks can never silently ignore a rule. Semantics follow the Ajv validators exactly (a property is
 * present when it is not `undefined`, `for…in` finds extra keys, numbers must be finite), so both agree on every value.
 */
import {
  alwaysPasses,
  ANNOTATIONS,
  SUPPORTED,
  enumTest,
  literal,
  numberKeywords,
  quoted,
  refName,
  typeTest,
  type Schema,
} from "./checks-keywords.js";
import { Facts } from "./checks-facts.js";
import { objectKeywords } from "./checks-object.js";
import { hoistedDiscriminator } from "./checks-discriminator.js";
import { owedPlain, plainObject, plainRecord } from "./checks-reads.js";
import { arrayKeywords } from "./checks-arrays.js";
import { PatternTable, stringKeywords } from "./checks-strings.js";
import { anyOf, oneOf } from "./checks-unions.js";

/**
 * The largest inlined reference, in characters of generated code; a larger one stays a function call. Inlining lets
 * the facts of the calling site (a known status, a known object) remove tests from the inlined copy, but every copy
 * adds to the module's size (bench/RESULTS.md, section "options", weighs the two). Counted in the readable code, with
 * its long constant names, so that the minified module stays within the size target (bench/RESULTS.md, "size").
 */
export const INLINE_LIMIT = 3000;

/**
 * State shared while compiling one module: the definitions, hoisted regular expressions, the case functions of
 * hoisted discriminators, the references being inlined. A value is named by its path (`data$params$taskId`), so a
 * property already read in scope is found by name and not read again.
 */
export class Emitter {
  /** Functions that each check a schema for one value of its hoisted discriminator. */
  readonly caseFunctions: string[] = [];
  private readonly caseNames = new Map<Schema, Map<unknown, string>>();
  private readonly usedCaseNames = new Set<string>();
  /** The definition being compiled, which names the case functions of a union it holds itself. */
  definitionName = "";
  private readonly patternTable: PatternTable;
  private inlining: string[] = [];
  private labelDepth = 0;
  /** References found larger than the inline limit under given facts, so they are not compiled again there. */
  private readonly tooLarge = new Set<string>();
  /** `fastPaths` maps a pattern to the renderer of a function `name(s)` that decides it in place of `regex.test(s)`. */
  constructor(
    private readonly defs: Record<string, Schema>,
    private readonly inlineLimit = INLINE_LIMIT,
    fastPaths: ReadonlyMap<string, (name: string) => string> = new Map(),
  ) {
    this.patternTable = new PatternTable(fastPaths);
  }

  /** The module-level declarations of the pattern tests the compiled definitions use. */
  get patterns(): readonly string[] {
    return this.patternTable.declarations;
  }

  /** Statements for a whole definition, the body of its own function over `data`. */
  definition(name: string, schema: Schema): string {
    this.definitionName = name;
    this.inlining = [refName(`#/$defs/${name}`)];
    this.labelDepth = 0;
    return this.settled(schema, "data", Facts.none());
  }

  /** The body of a function over `data`: its statements, then any prototype test still owed before it answers true. */
  private settled(schema: Schema, data: string, facts: Facts): string {
    const body = this.node(schema, data, "return false;", facts);
    return facts.unreachable ? body : body + owedPlain(data, "return false;", facts);
  }

  /**
   * Statements checking `data` (an identifier) against `schema`, running `fail` on the first mismatch. `facts` holds
   * what is known before these statements run and learns what holds after them.
   */
  node(schema: Schema, data: string, fail: string, facts: Facts): string {
    if (schema === true) return "";
    if (schema === false) {
      facts.unreachable = true;
      return `${fail}\n`;
    }
    for (const key of Object.keys(schema)) {
      if (!SUPPORTED.has(key) && !ANNOTATIONS.has(key)) throw new Error(`checks codegen: unsupported keyword "${key}"`);
    }
    const hoisted = hoistedDiscriminator(this, schema, data, fail, facts);
    if (hoisted !== undefined) return hoisted;
    const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string | string[]);
    const steps: Array<() => string> = [
      () => this.typeKeyword(types, data, fail, facts),
      () => ("const" in schema ? `if (${data} !== ${literal(schema.const)}) ${fail}\n` : ""),
      () => (Array.isArray(schema.enum) ? enumTest(schema.enum, data, fail) : ""),
      () => (typeof schema.$ref === "string" ? this.ref(schema.$ref, data, fail, facts) : ""),
      () => this.byType(types, "string", data, facts, () => stringKeywords(this.patternTable, schema, data, fail)),
      () => this.byType(types, "number", data, facts, () => numberKeywords(schema, data, fail)),
      () => this.byType(types, "array", data, facts, (known) => arrayKeywords(this, schema, data, fail, known)),
      () => this.byType(types, "object", data, facts, (known) => objectKeywords(this, schema, data, fail, known)),
      ...((schema.allOf as Schema[] | undefined) ?? []).map((sub) => () => this.node(sub, data, fail, facts)),
      // A branch that accepts everything makes the whole anyOf pass, and the other branches need not run (nor recurse).
      () =>
        Array.isArray(schema.anyOf) && !schema.anyOf.some(alwaysPasses)
          ? this.union("anyOf", schema.anyOf as Schema[], data, fail, facts)
          : "",
      () =>
        Array.isArray(schema.oneOf) && schema.discriminator === undefined
          ? this.union("oneOf", schema.oneOf as Schema[], data, fail, facts)
          : "",
    ];
    let out = "";
    for (const step of steps) {
      if (facts.unreachable) break;
      out += step();
    }
    return out;
  }

  /** The `type` test, left out when a fact already settles it; a single type becomes a fact. */
  private typeKeyword(types: string[] | undefined, data: string, fail: string, facts: Facts): string {
    if (types === undefined || types.some((t) => facts.hasType(data, t))) return "";
    if (types.length === 1) facts.knowType(data, types[0]!);
    // An object's fields are read next, so its prototype is tested with its type, in one call.
    if (types.length === 1 && types[0] === "object") return plainRecord(data, fail, facts);
    return `if (!(${types.map((t) => typeTest(t, data)).join(" || ")})) ${fail}\n`;
  }

  /**
   * The name of a module-level function checking `schema` on an object whose `property` is `value`, compiled once
   * per schema node and value and shared by every site that hoists the same schema. It is named for the definition
   * (`label`) and the value, as `caseDetailedTask_working`; definitions are `check…`, so it never clashes with one.
   */
  caseFunction(schema: Schema, property: string, value: unknown, label: string): string {
    let byValue = this.caseNames.get(schema);
    if (byValue === undefined) this.caseNames.set(schema, (byValue = new Map()));
    let name = byValue.get(value);
    if (name !== undefined) return name;
    name = `case${label}_${String(value)}`.replace(/[^A-Za-z0-9_]+/g, "_").slice(0, 60);
    for (let n = 2; this.usedCaseNames.has(name); n++) name = `${name.replace(/\$\d+$/, "")}$${n}`;
    this.usedCaseNames.add(name);
    byValue.set(value, name);
    const [inlining, labelDepth] = [this.inlining, this.labelDepth];
    [this.inlining, this.labelDepth] = [[], 0];
    try {
      const facts = Facts.none();
      facts.knowType("data", "object");
      // No hoisting site tests the object's prototype: the case function does, after its first read.
      plainObject("data", facts);
      facts.knowValue("data", property, value);
      const body = this.settled(schema, "data", facts);
      this.caseFunctions.push(
        `// ${quoted(label)}, when ${quoted(property)} is ${quoted(value)}.\nfunction ${name}(data) {\n${body}return true;\n}`,
      );
      return name;
    } finally {
      [this.inlining, this.labelDepth] = [inlining, labelDepth];
    }
  }

  /** The definition a local reference names; an unknown name (even one Object.prototype has) stops the build. */
  definitionOf(ref: string): Schema {
    const name = refName(ref).slice("check".length);
    if (!Object.hasOwn(this.defs, name)) throw new Error(`checks codegen: unresolved reference ${ref}`);
    return this.defs[name]!;
  }

  /**
   * A reference is inlined when its code, compiled under the facts of this site, fits the limit; otherwise, and for
   * a reference back into a definition being inlined (recursion), it becomes a call. A value already checked
   * against the same definition in scope is not checked again.
   */
  private ref(ref: string, data: string, fail: string, facts: Facts): string {
    const name = refName(ref);
    const target = this.definitionOf(ref);
    const call = `if (!${name}(${data})) ${fail}\n`;
    if (facts.hasPassed(data, ref)) return "";
    const memo = `${name}|${facts.describe(data)}`;
    if (this.inlining.includes(name) || this.tooLarge.has(memo)) {
      facts.knowPassed(data, ref);
      return call;
    }
    this.inlining.push(name);
    try {
      const learned = facts.branch();
      const inline = this.node(target, data, fail, learned);
      facts.knowPassed(data, ref);
      // Comments are not code: the limit weighs what the build keeps.
      if (inline.replace(/^\/\/.*\n/gm, "").length > this.inlineLimit) {
        this.tooLarge.add(memo);
        return call;
      }
      facts.adopt(learned);
      return inline;
    } finally {
      this.inlining.pop();
    }
  }

  /**
   * Type-specific keywords, wrapped in a type test unless the schema's own `type` or a known fact already guarantees
   * the type; inside the wrapper the type is a fact.
   */
  private byType(
    types: string[] | undefined,
    kind: string,
    data: string,
    facts: Facts,
    body: (facts: Facts) => string,
  ): string {
    const implied = types?.every((t) => t === kind || (kind === "number" && t === "integer"));
    if (implied || facts.hasType(data, kind)) return body(facts);
    const inner = facts.branch();
    inner.knowType(data, kind);
    const code = body(inner);
    return code === "" ? "" : `if (${typeTest(kind, data)}) {\n${code}}\n`;
  }

  /** Compiles `anyOf` or `oneOf` one label level deeper, so nested unions never reuse an enclosing label. */
  private union(kind: "anyOf" | "oneOf", branches: Schema[], data: string, fail: string, facts: Facts): string {
    const depth = this.labelDepth++;
    try {
      return (kind === "anyOf" ? anyOf : oneOf)(this, branches, data, fail, facts, depth);
    } finally {
      this.labelDepth--;
    }
  }
}
