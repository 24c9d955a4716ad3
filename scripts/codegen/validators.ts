/** Compiles the canonical schema into self-contained standalone validators. */
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import { build } from "esbuild";
import { formatted, root } from "./format.js";

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/**
 * The Ajv options the validators are compiled with: strict, every issue reported, dispatch on discriminators,
 * a function per reference rather than inlined copies (these validators run only to explain a value the fast checks
 * refused, so size matters more than speed), and no message strings, since issues are worded from each error's
 * keyword and params (src/validate/issues.ts).
 */
export const AJV_OPTIONS = {
  strict: true,
  allowUnionTypes: true,
  discriminator: true,
  allErrors: true,
  inlineRefs: false,
  messages: false,
  code: { source: true, esm: true, optimize: true },
} as const;

/** Keywords whose checking needs Ajv to track which properties and items were evaluated. */
const TRACKED = new Set([
  "unevaluatedProperties",
  "unevaluatedItems",
  "$dynamicRef",
  "$dynamicAnchor",
  "$recursiveRef",
  "$recursiveAnchor",
]);

/**
 * Whether any object in the schema has a key that needs evaluation tracking. Ajv2020 tracks always, which adds an
 * `evaluated` record to every validator; a schema without these keywords (the canonical one) does without it. A
 * property that merely shares such a name keeps the tracking on, which costs size, never correctness.
 */
export function needsEvaluationTracking(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(needsEvaluationTracking);
  if (node === null || typeof node !== "object") return false;
  return Object.entries(node).some(([key, value]) => TRACKED.has(key) || needsEvaluationTracking(value));
}

/** Renders `generated/validators.js`: one exported validator per definition, with Ajv's runtime helpers bundled in. */
export async function renderValidators(schema: Record<string, unknown>): Promise<string> {
  const ajv = new Ajv2020(AJV_OPTIONS);
  if (!needsEvaluationTracking(schema)) {
    ajv.opts.unevaluated = false;
    ajv.opts.dynamicRef = false;
  }
  ajv.addSchema(schema);
  const id = schema.$id as string;
  const names = Object.keys(schema.$defs as object);
  const refs = Object.fromEntries(names.map((name) => [name, `${id}#/$defs/${name}`]));
  const unbundled = namedForDefinitions(appendErrorsInPlace(standaloneModule.default(ajv, refs)));
  const result = await build({
    stdin: { contents: unbundled, resolveDir: root, loader: "js", sourcefile: "validators.js" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    legalComments: "none",
    // Module paths appear in the readable output: node_modules as the repository sees it, wherever it really lives.
    preserveSymlinks: true,
    write: false,
    banner: { js: BANNER },
  });
  // A bundled CommonJS module is keyed by its path, which only names it; its base name is enough, and shorter.
  const code = result.outputFiles[0]!.text.replace(/^( *)"node_modules\/[^"]*\/([\w.-]+)\.js"\(/gm, '$1"$2"(');
  if (/\bnew Function\b|\beval\(|[^"'.\w]require\(/.test(code)) {
    throw new Error("codegen: the bundled validators still call eval, new Function or require");
  }
  return formatted(code);
}

/**
 * Names each definition's validator after it (`validate_Task` for `#/$defs/Task`) in place of Ajv's numbers, so that
 * the committed module reads like the schema and a schema change shows in its diff where it belongs.
 */
function namedForDefinitions(source: string): string {
  const exported = [...source.matchAll(/export const (\w+) = (validate\d+);/g)];
  if (exported.length === 0) throw new Error("codegen: no exported validators found; review namedForDefinitions");
  const names = new Map(exported.map(([, name, fn]) => [fn!, `validate_${name}`]));
  return source.replace(/\bvalidate\d+\b/g, (fn) => names.get(fn) ?? fn);
}

/**
 * Ajv merges a referenced validator's errors with `vErrors.concat(...)`, which copies the growing list on every
 * failing reference and so takes quadratic time on a value with many errors (a map of 40,000 bad entries takes
 * seconds). Appending in place keeps validation linear in the number of errors.
 */
function appendErrorsInPlace(source: string): string {
  const merge = /vErrors = vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\);/g;
  const count = source.match(merge)?.length ?? 0;
  if (count === 0) throw new Error("codegen: Ajv's error-merging statement was not found; review appendErrorsInPlace");
  const rewritten = source.replace(merge, "vErrors = appendErrors(vErrors, $1.errors);");
  if (rewritten.includes(".concat(")) throw new Error("codegen: an error-merging statement was left unrewritten");
  const helper =
    "function appendErrors(target, source) { if (target === null) return source.slice(); for (let i = 0; i < source.length; i++) target.push(source[i]); return target; }\n";
  return helper + rewritten;
}

/** Renders `generated/validators.d.ts`, typing each validator as a guard for its generated type. */
export function renderValidatorTypes(schema: Record<string, unknown>): string {
  const names = Object.keys(schema.$defs as object);
  const lines = [
    BANNER,
    'import type * as T from "./types.js";',
    "",
    "/** An error as the compiled validators report it. */",
    "export interface CompiledError {",
    "  instancePath: string;",
    "  schemaPath: string;",
    "  keyword: string;",
    "  params: Record<string, unknown>;",
    "  message?: string;",
    "}",
    "",
    "/** A compiled validator: a type guard that leaves its errors on `errors` after a failed call. */",
    "export interface CompiledValidator<V> {",
    "  (data: unknown): data is V;",
    "  errors?: CompiledError[] | null;",
    "}",
    "",
  ];
  for (const name of names) {
    lines.push(`/** Validates a value against \`#/$defs/${name}\`. */`);
    lines.push(`export declare const ${name}: CompiledValidator<T.${name}>;`);
  }
  lines.push("", "/** Maps each definition name to its generated type. */", "export interface DefinitionTypes {");
  for (const name of names) lines.push(`  ${name}: T.${name};`);
  lines.push("}");
  return lines.join("\n") + "\n";
}
