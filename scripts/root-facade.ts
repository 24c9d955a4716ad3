/**
 * The root entry as Node loads it: `dist/index.cjs` and `dist/index.node.js`, which Node's `import` reads through the
 * CommonJS file, so that both module systems share one copy. Every name of the package is there, but a process pays
 * only for the parts it calls: the validators load with the root (the package's main use), and the machine, store,
 * codec and host load the first time one of their functions is called. Their constants are written into the file.
 */
import { build } from "esbuild";
import { createRequire } from "node:module";
import { join } from "node:path";
import { moduleExportsOf, splitExports, type ExportPair } from "./esm-exports.js";

/** The entry loaded with the root: its names are the same objects as `mcp-tasks/validate`'s. */
const EAGER = "validate";
/** The entries loaded on first use, cheapest first: a name several of them export is taken from the first. */
const ON_DEMAND = ["machine", "store", "codec", "host"] as const;

/** JavaScript text for a constant: a JSON value, with the same frozenness and prototypes, or a build error. */
export function literalOf(value: unknown, path: string): string {
  if (value === null || typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0)) throw new Error(`${path}: ${String(value)} has no JSON literal`);
    return JSON.stringify(value);
  }
  if (typeof value !== "object") throw new Error(`${path}: a ${typeof value} cannot be written into the root file`);
  const proto = Object.getPrototypeOf(value);
  let text: string;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) throw new Error(`${path}: an array with another prototype`);
    text = `[${value.map((v, i) => literalOf(v, `${path}/${i}`)).join(",")}]`;
  } else {
    if (proto !== Object.prototype && proto !== null) throw new Error(`${path}: an object that is not plain`);
    const keys = Object.getOwnPropertyNames(value);
    if (Object.getOwnPropertySymbols(value).length > 0 || keys.includes("__proto__")) throw new Error(`${path}: a key a literal cannot hold`);
    const members = keys.map((k) => {
      const d = Object.getOwnPropertyDescriptor(value, k)!;
      if (!("value" in d) || !d.enumerable) throw new Error(`${path}/${k}: an accessor or hidden property`);
      return `${JSON.stringify(k)}:${literalOf(d.value, `${path}/${k}`)}`;
    });
    text = proto === null ? `Object.assign(Object.create(null),{${members.join(",")}})` : `{${members.join(",")}}`;
  }
  return Object.isFrozen(value) ? `Object.freeze(${text})` : text;
}

/** The parameter list of a stub: as many parameters as the function it stands for, so that its length is the same. */
function paramsOf(name: string, fn: Function): string {
  const extra = Object.getOwnPropertyNames(fn).filter((k) => !["length", "name", "prototype"].includes(k));
  if (extra.length > 0) throw new Error(`${name} carries properties (${extra.join(", ")}) a stub would not`);
  return Array.from({ length: fn.length }, (_, i) => `p${i}`).join(",");
}

/** One name of the root: taken from the validators, written as a constant, or a function that loads its entry. */
type Member = { name: string; eager: true } | { name: string; constant: string } | { name: string; params: string; entry: string };

/** The code of the root's own names (those no other entry exports), bundled from the sources. */
async function ownCode(root: string, names: readonly string[]): Promise<{ body: string; pairs: ExportPair[] }> {
  if (names.length === 0) return { body: "", pairs: [] };
  const out = await build({
    stdin: { contents: `export { ${names.join(", ")} } from "./index.js";`, resolveDir: join(root, "src"), loader: "ts" },
    bundle: true,
    platform: "neutral",
    format: "esm",
    target: "es2022",
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    metafile: true,
  });
  const { body, pairs } = splitExports(out.outputFiles[0]!.text);
  const inputs = Object.values(out.metafile.outputs)[0]!.inputs;
  const heavy = Object.keys(inputs).filter((i) => inputs[i]!.bytesInOutput > 0 && !i.endsWith("src/result.ts"));
  if (heavy.length > 0) throw new Error(`the root's own names (${names.join(", ")}) would bring in ${heavy.join(", ")}`);
  return { body, pairs };
}

/** Sorts the root's names into the kinds of Member, reading the built entries in `dist`; the rest are the root's own. */
function membersOf(dist: string, names: readonly string[]): { members: Member[]; own: string[] } {
  const load = createRequire(join(dist, "index.cjs"));
  const eager = load(`./${EAGER}.cjs`) as Record<string, unknown>;
  const lazy = ON_DEMAND.map((entry) => ({ entry, exports: load(`./${entry}.cjs`) as Record<string, unknown> }));
  const members: Member[] = [];
  const own: string[] = [];
  for (const name of names) {
    const from = lazy.find((l) => Object.hasOwn(l.exports, name));
    const value = from?.exports[name];
    if (Object.hasOwn(eager, name)) members.push({ name, eager: true });
    else if (from === undefined) own.push(name);
    else if (typeof value === "function") members.push({ name, params: paramsOf(name, value), entry: from.entry });
    else members.push({ name, constant: literalOf(value, name) });
  }
  return { members, own };
}

/** The loaders of the entries the stubs call: each requires its entry's CommonJS file once, on the first call. */
function loadersOf(members: readonly Member[], require: string): string[] {
  const used = ON_DEMAND.filter((e) => members.some((m) => "entry" in m && m.entry === e));
  return ["const $loaded={};", ...used.map((e) => `const $${e}=()=>$loaded.${e}??=${require}("./${e}.cjs");`)];
}

const call = (m: { name: string; params: string; entry: string }) => `function ${m.name}(${m.params}){return $${m.entry}().${m.name}.apply(void 0,arguments)}`;

/** Writes the root's Node files from the built entries in `dist` and the names the root exports. */
export async function renderRootFacade(root: string, dist: string, names: readonly string[]): Promise<{ cjs: string; esm: string }> {
  const { members, own } = membersOf(dist, names);
  const mine = await ownCode(root, own);
  const cjsMember = (m: Member) => `${JSON.stringify(m.name)}:${"eager" in m ? `$${EAGER}.${m.name}` : "constant" in m ? m.constant : call(m)}`;
  const cjs = [
    '"use strict";',
    `const $${EAGER}=require("./${EAGER}.cjs");`,
    ...loadersOf(members, "require"),
    mine.body.trim(),
    moduleExportsOf([...members.map(cjsMember), ...mine.pairs.map(({ local, name }) => `${JSON.stringify(name)}:${local}`)]),
  ].join("\n");
  // Node's import gets ES modules throughout, since the first require of a process that began as ESM starts Node's
  // CommonJS loader, which costs more than the validators: only the first call of a stub pays for it.
  const esm = [
    'import{createRequire}from"node:module";',
    `export{${members.filter((m) => "eager" in m).map((m) => m.name).join(",")}}from"./${EAGER}.node.js";`,
    ...loadersOf(members, "createRequire(import.meta.url)"),
    ...members.map((m) => ("constant" in m ? `export const ${m.name}=${m.constant};` : "entry" in m ? `export ${call(m)}` : "")).filter((l) => l !== ""),
    mine.body.trim(),
    `export{${mine.pairs.map(({ local, name }) => (local === name ? name : `${local} as ${name}`)).join(",")}};`,
    "",
  ].join("\n");
  return { cjs, esm };
}
