/**
 * The package's entry points, in one table: scripts/build.ts builds a file set for each, and the `exports` map of
 * package.json is derived from it (`npm run build` writes it; `npm run build -- --check` fails on drift), and so are the
 * API reference's sections (scripts/docs.ts). Adding an entry point is adding one line here, then `npm run build`; the
 * tests then ask for its row in the README's table and for an `@example` in its documentation.
 */

/** One public entry point of the package. */
export interface EntryPoint {
  /** The file stem in dist/ and the subpath after `mcp-tasks/`; "index" is the package root. */
  name: string;
  /** Its module in the sources, relative to the repository root. */
  source: string;
  /**
   * Whether it reaches `validate()`. Such an entry gets a Node-only ESM file (`<name>.node.js`) that, like the
   * CommonJS file, loads the explaining validators (dist/explain.cjs) only once a value fails its fast check.
   */
  validates: boolean;
  /**
   * Whether Node's files load the other entries on first use (the root only, scripts/root-facade.ts): Node's `require`
   * then gets `<name>.node.cjs`, while browsers and bundlers that `require` keep the self-contained `<name>.cjs`.
   */
  loadsOnDemand?: boolean;
  /**
   * Whether it runs on Node only (it spawns processes, listens on a port): it gets one self-contained ESM and one
   * CommonJS file, offered under the `node` condition alone (types under `types`), and the root does not re-export it.
   */
  nodeOnly?: boolean;
}

/** Every entry point. In the files for bundlers, an import of another entry's module becomes an import of its file. */
export const ENTRY_POINTS: readonly EntryPoint[] = [
  { name: "machine", source: "src/machine/index.ts", validates: false },
  { name: "validate", source: "src/validate/index.ts", validates: true },
  { name: "codec", source: "src/codec/index.ts", validates: true },
  { name: "store", source: "src/store/index.ts", validates: false },
  { name: "host", source: "src/host/index.ts", validates: true },
  { name: "client", source: "src/client/index.ts", validates: false },
  { name: "conformance", source: "src/cli/conformance/index.ts", validates: true, nodeOnly: true },
  { name: "index", source: "src/index.ts", validates: true, loadsOnDemand: true },
];

/** The files of one entry's build, relative to the package root. */
export function filesOf(entry: EntryPoint): {
  esm: string;
  node: string;
  cjs: string;
  nodeCjs: string;
  types: string;
  typesCjs: string;
} {
  const types = `./dist/types/${entry.source.replace(/\.ts$/, ".d.ts")}`;
  return {
    esm: `./dist/${entry.name}.js`,
    node: entry.validates && entry.nodeOnly !== true ? `./dist/${entry.name}.node.js` : `./dist/${entry.name}.js`,
    cjs: `./dist/${entry.name}.cjs`,
    nodeCjs: entry.loadsOnDemand === true ? `./dist/${entry.name}.node.cjs` : `./dist/${entry.name}.cjs`,
    types,
    typesCjs: types.replace("./dist/types/", "./dist/types-cjs/").replace(/\.d\.ts$/, ".d.cts"),
  };
}

/** The subpath an entry is imported by: "." for the root, "./machine" for `mcp-tasks/machine`. */
export function subpathOf(entry: EntryPoint): string {
  return entry.name === "index" ? "." : `./${entry.name}`;
}

/**
 * The conditions of one entry. Bundlers (`module`) and browsers (`browser` + `import`) get the one-graph ESM file;
 * Node's `import` gets the on-demand ESM file, and every `require` the on-demand CommonJS file. A Node-only entry is
 * offered to Node alone: its declarations under `types` (so that a type checker in any resolution mode finds them),
 * its files under `node`, and no fallback, so that a bundler for browsers fails to resolve it rather than bundling
 * Node's built-ins.
 */
function conditionsOf(entry: EntryPoint): Record<string, unknown> {
  const f = filesOf(entry);
  if (entry.nodeOnly === true)
    return { types: { import: f.types, require: f.typesCjs }, node: { import: f.node, require: f.nodeCjs } };
  const esm = { types: f.types, default: f.esm };
  const cjs = { types: f.typesCjs, default: f.cjs };
  const node = { types: f.types, default: f.node };
  const nodeCjs = { types: f.typesCjs, default: f.nodeCjs };
  if (!entry.validates) return { module: esm, import: esm, require: cjs };
  return {
    browser: { import: esm, require: cjs },
    module: esm,
    node: { import: node, require: nodeCjs },
    import: esm,
    require: cjs,
  };
}

/** The `exports` map of package.json, derived from the table. */
export function packageExports(): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  const root = ENTRY_POINTS.find((e) => e.name === "index");
  for (const entry of root === undefined ? ENTRY_POINTS : [root, ...ENTRY_POINTS.filter((e) => e !== root)]) {
    map[subpathOf(entry)] = conditionsOf(entry);
  }
  map["./schema/tasks.schema.json"] = "./schema/tasks.schema.json";
  map["./package.json"] = "./package.json";
  return map;
}

/**
 * package.json's `typesVersions`: where TypeScript's `node10` resolution (`"module": "commonjs"` projects), which
 * reads no `exports`, finds each subpath's declarations: the CommonJS ones, as such a project `require`s.
 */
export function packageTypesVersions(): Record<string, Record<string, string[]>> {
  const paths: Record<string, string[]> = {};
  for (const entry of ENTRY_POINTS.filter((e) => e.name !== "index")) paths[entry.name] = [filesOf(entry).typesCjs];
  return { "*": paths };
}
