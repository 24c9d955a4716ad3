/**
 * The root entry as Node loads it (`dist/index.node.cjs` for `require`, `dist/index.node.js` for `import`): every name
 * of the package, but a process pays only for the parts it calls. Each file holds a copy of the validators (the
 * package's main use), the names no other entry exports, and the other entries' constants; each function of the
 * machine, store, codec or host is a stub that requires that entry's CommonJS file on its first call, and calls
 * through it from then on. Browsers and bundlers keep self-contained files, so that a bundle holds each module once.
 */
import { build, type BuildOptions } from "esbuild";
import ts from "typescript";
import { createRequire } from "node:module";
import { join } from "node:path";
import { moduleExportsOf, splitExports, type ExportPair } from "./esm-exports.js";

/** The entry whose code the root's files hold: the validators. */
const EAGER = "validate";
/** The entries loaded on first use, cheapest first: a name several of them export is taken from the first. */
const ON_DEMAND = ["machine", "store", "codec", "host", "client"] as const;

/**
 * The statements that rebuild the constants `values` as `$constants`: one JSON text, cheaper for a fresh process to
 * read than object literals, then the prototypes and frozenness of every part restored. Anything that is not a JSON
 * value of plain objects and arrays is a build error.
 */
export function constantsOf(values: Record<string, unknown>): string {
  const fixes: string[] = [];
  const visit = (value: unknown, at: string, path: string): void => {
    if (value === null || typeof value === "string" || typeof value === "boolean") return;
    if (typeof value === "number") {
      if (!Number.isFinite(value) || Object.is(value, -0))
        throw new Error(`${path}: ${String(value)} has no JSON text`);
      return;
    }
    if (typeof value !== "object") throw new Error(`${path}: a ${typeof value} cannot be written into the root file`);
    const proto = Object.getPrototypeOf(value);
    if (Array.isArray(value) ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
      throw new Error(`${path}: an object that is not plain`);
    const keys = Object.getOwnPropertyNames(value).filter((k) => !Array.isArray(value) || k !== "length");
    if (Object.getOwnPropertySymbols(value).length > 0 || keys.includes("__proto__"))
      throw new Error(`${path}: a key JSON cannot hold`);
    for (const k of keys) {
      const d = Object.getOwnPropertyDescriptor(value, k)!;
      if (!("value" in d) || !d.enumerable) throw new Error(`${path}/${k}: an accessor or hidden property`);
      visit(d.value, `${at}[${JSON.stringify(k)}]`, `${path}/${k}`);
    }
    if (proto === null) fixes.push(`Object.setPrototypeOf(${at},null);`);
    if (Object.isFrozen(value)) fixes.push(`Object.freeze(${at});`);
  };
  for (const [name, value] of Object.entries(values)) visit(value, `$constants[${JSON.stringify(name)}]`, name);
  return `const $constants=JSON.parse(${JSON.stringify(JSON.stringify(values))});${fixes.join("")}`;
}

/** The length of a function a stub stands for, checked to carry nothing else a stub would lack. */
function lengthOf(name: string, fn: (...args: never) => unknown): number {
  const extra = Object.getOwnPropertyNames(fn).filter((k) => !["length", "name", "prototype"].includes(k));
  if (extra.length > 0) throw new Error(`${name} carries properties (${extra.join(", ")}) a stub would not`);
  return fn.length;
}

/** A name of an entry loaded on demand: written as a constant, or a function that loads its entry. */
type Member = { name: string; constant: unknown } | { name: string; length: number; entry: string };

/** The names a bundled ESM text declares at its top level. */
export function topLevelNames(code: string): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) bind(e.name);
  };
  for (const statement of ts.createSourceFile("bundle.js", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
    .statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.add(statement.name.text);
    else if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) bind(d.name);
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const c = statement.importClause;
      if (c.name) names.add(c.name.text);
      const bindings = c.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else if (bindings) for (const e of bindings.elements) names.add(e.name.text);
    }
  }
  return names;
}

/**
 * The code of the names the root holds itself, `validators` and `own` (those no other entry exports), bundled from
 * the sources with `options` (the explaining validators on demand, as each module system loads them), as ESM text.
 */
async function inlineCode(
  root: string,
  validators: readonly string[],
  own: readonly string[],
  options: BuildOptions,
): Promise<{ body: string; pairs: ExportPair[] }> {
  const out = await build({
    ...options,
    stdin: {
      contents: `export { ${validators.join(", ")} } from "./${EAGER}/index.js";\nexport { ${own.join(", ")} } from "./index.js";`,
      resolveDir: join(root, "src"),
      loader: "ts",
    },
    format: "esm",
    write: false,
    metafile: true,
  });
  const inputs = Object.values(out.metafile.outputs)[0]!.inputs;
  const heavy = Object.keys(inputs).filter(
    (i) => inputs[i]!.bytesInOutput > 0 && new RegExp(`src/(${ON_DEMAND.join("|")})/`).test(i),
  );
  if (heavy.length > 0) throw new Error(`the root's own names (${own.join(", ")}) would bring in ${heavy.join(", ")}`);
  return splitExports(out.outputFiles[0]!.text);
}

/** The exports of a built entry's CommonJS file. */
function loadEntry(root: string, entry: string): Record<string, unknown> {
  return createRequire(join(root, "dist", "index.cjs"))(`./${entry}.cjs`) as Record<string, unknown>;
}

/** Sorts the root's names: constants and stubs of the entries loaded on demand, the validators, and its own. */
function membersOf(root: string, names: readonly string[]): { members: Member[]; validators: string[]; own: string[] } {
  const eager = loadEntry(root, EAGER);
  const lazy = ON_DEMAND.map((entry) => ({ entry, exports: loadEntry(root, entry) }));
  const members: Member[] = [];
  const validators: string[] = [];
  const own: string[] = [];
  for (const name of names) {
    const from = lazy.find((l) => Object.hasOwn(l.exports, name));
    const value = from?.exports[name];
    if (Object.hasOwn(eager, name)) validators.push(name);
    else if (from === undefined) own.push(name);
    else if (typeof value === "function")
      members.push({ name, length: lengthOf(name, value as (...args: never) => unknown), entry: from.entry });
    else members.push({ name, constant: value });
  }
  return { members, validators, own };
}

/** The loaders of the entries the stubs call: each requires its entry's CommonJS file once, on the first call. */
function loadersOf(members: readonly Member[]): string[] {
  const used = ON_DEMAND.filter((e) => members.some((m) => "entry" in m && m.entry === e));
  return ["const $loaded={};", ...used.map((e) => `const $${e}=()=>$loaded.${e}??=$require("./${e}.cjs");`)];
}

/** A stub: a function of the same name and length as the one it stands for, which loads its entry and calls it. */
function stubOf(m: { name: string; length: number; entry: string }): string {
  const params = Array.from({ length: m.length }, (_, i) => `p${i}`).join(",");
  return `function ${m.name}(${params}){return $${m.entry}().${m.name}.apply(void 0,arguments)}`;
}

/** The names the root's files declare beside the bundled code, besides the constants and stubs. */
const ADDED = ["$constants", "$loaded", "$require", "$createRequire", ...ON_DEMAND.map((e) => `$${e}`)];

/** Fails the build if the bundled code declares a name the root's files declare beside it. */
function checkNames(body: string, added: readonly string[]): void {
  const declared = topLevelNames(body);
  const clashes = added.filter((n) => declared.has(n));
  if (clashes.length > 0)
    throw new Error(`the root's bundled code already declares ${clashes.join(", ")}, which the root's files add`);
}

/**
 * Writes the root's Node files from the names the root exports, the built entries in `<root>/dist`, and the build
 * options of each module system's bundles. Constants and stubs are declared as plain bindings, and CommonJS closes
 * with `module.exports = { name, ... }`, the shape Node reads named exports from when an ES module imports the file.
 */
export async function renderRootFacade(
  root: string,
  names: readonly string[],
  options: { cjs: BuildOptions; esm: BuildOptions },
): Promise<{ cjs: string; esm: string }> {
  const { members, validators, own } = membersOf(root, names);
  const [cjsCode, esmCode] = await Promise.all([
    inlineCode(root, validators, own, options.cjs),
    inlineCode(root, validators, own, options.esm),
  ]);
  const stubs = members.filter((m) => "entry" in m);
  const constants = members.filter((m) => "constant" in m);
  const added = [...ADDED, ...members.map((m) => m.name)];
  checkNames(cjsCode.body, added);
  checkNames(esmCode.body, added);
  const declarations = [
    constantsOf(Object.fromEntries(constants.map((m) => [m.name, m.constant]))),
    `const{${constants.map((m) => m.name).join(",")}}=$constants;`,
    ...loadersOf(members),
    ...stubs.map(stubOf),
  ];
  const exported = [...cjsCode.pairs, ...members.map((m) => ({ local: m.name, name: m.name }))].sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  const cjs = [
    '"use strict";',
    cjsCode.body.trim(),
    "const $require=require;",
    ...declarations,
    moduleExportsOf(exported.map(({ local, name }) => (local === name ? name : `${name}:${local}`))),
  ].join("\n");
  const esm = [
    'import{createRequire as $createRequire}from"node:module";',
    esmCode.body.trim(),
    "const $require=(id)=>$createRequire(import.meta.url)(id);",
    ...declarations,
    `export{${[...esmCode.pairs, ...members.map((m) => ({ local: m.name, name: m.name }))].map(({ local, name }) => (local === name ? name : `${local} as ${name}`)).join(",")}};`,
    "",
  ].join("\n");
  return { cjs, esm };
}
