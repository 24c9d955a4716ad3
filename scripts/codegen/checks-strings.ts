/** The string keywords of the checks compiler: `minLength`, and `pattern` through a fast path or a hoisted RegExp. */

/**
 * The pattern tests of one module, declared once each at module level: a pattern's fast path (a function that
 * decides it in place of `regex.test`), or its regular expression.
 */
export class PatternTable {
  /** The module-level declarations, in the order the patterns were first met. */
  readonly declarations: string[] = [];
  private readonly tests = new Map<string, string>();

  /** `fastPaths` maps a pattern to the renderer of a function `name(s)` that decides it in place of `regex.test(s)`. */
  constructor(private readonly fastPaths: ReadonlyMap<string, (name: string) => string>) {}

  /** The expression that tests a string against `source`, declaring it on first use. */
  test(source: string): string {
    let test = this.tests.get(source);
    if (test === undefined) {
      const name = `pattern${this.tests.size}`;
      const fast = this.fastPaths.get(source);
      this.declarations.push(
        fast === undefined ? `const ${name} = new RegExp(${JSON.stringify(source)}, "u");` : fast(`${name}Test`),
      );
      test = fast === undefined ? `${name}.test` : `${name}Test`;
      this.tests.set(source, test);
    }
    return test;
  }
}

/** Statements for `minLength` (at most 1, which needs no code-point counting) and `pattern`, on a known string. */
export function stringKeywords(
  patterns: PatternTable,
  schema: Record<string, unknown>,
  data: string,
  fail: string,
): string {
  let out = "";
  if (typeof schema.minLength === "number") {
    if (schema.minLength > 1) throw new Error("checks codegen: minLength above 1 needs code-point counting");
    out += `if (${data}.length < ${schema.minLength}) ${fail}\n`;
  }
  if (typeof schema.pattern === "string") out += `if (!${patterns.test(schema.pattern)}(${data})) ${fail}\n`;
  return out;
}
