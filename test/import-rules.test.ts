import { describe, it, expect } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The import rules of the design note ("Which way the imports go"), read from every import of src/, examples/ and
 * bench/, so that they cannot erode. Each rule is also shown to catch a planted import that breaks it.
 */
const root = fileURLToPath(new URL("..", import.meta.url));

/** One import: the importing file, what it names (a repository path, or a package specifier) and whether only types. */
interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/**
 * The layers of src/ each layer may import at run time. `validate` depends only on generated/; `codec` on `validate`;
 * `machine` on generated types only; `store` on `machine`; `host` on `store`, `codec` and `machine`; `cli` on `codec`
 * and `machine`, and on `validate`, which is below `codec` (the `validate` command checks a message by definition
 * name). The CLI's client-conformance kit (src/cli/conformance/) also imports `host`: it runs its scenario servers on
 * it. The public face (src/index.ts) re-exports them all and is imported by none.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  validate: [],
  codec: ["validate"],
  machine: [],
  store: ["machine"],
  host: ["store", "codec", "machine"],
  cli: ["codec", "machine", "validate"],
  client: ["codec"],
};

/** The one part of a layer that may import the host besides the public face: the kit that runs scenario servers. */
const MAY_IMPORT_HOST = (file: string) => file.startsWith("src/cli/conformance/");

/** The layers that may import generated/ at run time (the others, its types only). */
const GENERATED_AT_RUN_TIME = new Set(["validate"]);

/** The only modules of src/ that may import Node's built-ins: the CLI, and the loader of Node's on-demand builds. */
const MAY_USE_NODE = (file: string) => file.startsWith("src/cli/") || file === "src/validate/explain-on-demand-esm.ts";

/** bench/options.ts measures the code generator's options, so it imports scripts/codegen and generated/. */
const GENERATOR_BENCH = "bench/options.ts";

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? d.name === "node_modules"
        ? []
        : walk(join(dir, d.name))
      : d.name.endsWith(".ts") && !d.name.endsWith(".d.ts")
        ? [join(dir, d.name)]
        : [],
  );
}

/** A specifier as a repository path (relative ones resolved, `.js` read as the `.ts` beside it), or as written. */
function target(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const path = relative(root, resolve(root, dirname(from), specifier));
  const ts = path.replace(/\.js$/, ".ts");
  return existsSync(join(root, ts)) ? ts : path;
}

/** Every import of a file: declarations, re-exports, `import()` calls and `import("...")` types. */
function edgesOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (specifier !== undefined && ts.isStringLiteralLike(specifier))
      edges.push({ from: file, to: target(file, specifier.text), typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(
        node.moduleSpecifier,
        node.isTypeOnly || (named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly)),
      );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The layer of a file of src/: its first folder ("shared" is the one every layer may import), "face" for src/index.ts. */
function layerOf(file: string): string {
  if (file === "src/index.ts") return "face";
  return file.split("/")[1]!;
}

/** The subpaths the package exports, as `mcp-tasks` and `mcp-tasks/<name>`. */
function publicSpecifiers(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return new Set(
    Object.keys(manifest.exports).map((k) => (k === "." ? manifest.name : `${manifest.name}/${k.slice(2)}`)),
  );
}

/** The module that starts a throwaway PostgreSQL cluster for the store tests, the benchmark and the conformance run. */
const CLUSTER_STARTER = "bench/pg-cluster.ts";

/** What is wrong with one import, or undefined when it keeps the rules. */
function broken(edge: Edge, publicNames: Set<string>): string | undefined {
  const { from, to, typeOnly } = edge;
  const local =
    to.startsWith("src/") ||
    to.startsWith("generated/") ||
    to.startsWith("scripts/") ||
    to.startsWith("dist/") ||
    to.startsWith("test/");
  if (from.startsWith("examples/") || from.startsWith("bench/")) {
    const home = from.split("/")[0]!;
    if (to.startsWith(`${home}/`)) return undefined;
    if (from === GENERATOR_BENCH && (to.startsWith("scripts/codegen/") || to.startsWith("generated/")))
      return undefined;
    // The throwaway PostgreSQL cluster is harness, not package code: the conformance run starts one as the bench does.
    if (from.startsWith("examples/server/conformance/") && to === CLUSTER_STARTER) return undefined;
    if (local || to.startsWith(".."))
      return `${from} imports ${to}: examples and benchmarks use the public entry points only`;
    if (to === "mcp-tasks" || to.startsWith("mcp-tasks/"))
      return publicNames.has(to) ? undefined : `${from} imports ${to}, which the package does not export`;
    return undefined;
  }
  const layer = layerOf(from);
  if (to.startsWith("node:"))
    return MAY_USE_NODE(from) ? undefined : `${from} imports ${to}: only the CLI touches Node's built-ins`;
  if (!local)
    // The Standard Schema interface is types only: validate implements it, host accepts it for tool arguments.
    return (layer === "validate" || layer === "host") && to === "@standard-schema/spec" && typeOnly
      ? undefined
      : `${from} imports the package ${to}: the library has no runtime dependency`;
  if (to.startsWith("generated/")) {
    if (GENERATED_AT_RUN_TIME.has(layer) || layer === "face") return undefined;
    if (typeOnly && layer !== "cli" && layer !== "shared") return undefined;
    return `${from} imports ${to}${typeOnly ? "" : " at run time"}: ${layer} may use ${layer === "cli" ? "no generated module" : "generated types only"}`;
  }
  if (!to.startsWith("src/")) return `${from} imports ${to}, which is outside the library`;
  const other = layerOf(to);
  if (other === layer) return undefined;
  if (other === "face") return `${from} imports the public face: nothing inside src/ does`;
  if (other === "shared") return undefined;
  if (layer === "shared") return `${from} imports ${to}: the shared layer imports nothing of ours`;
  if (layer === "face") return other === "cli" ? `${from} imports the CLI, which nothing imports` : undefined;
  if (other === "cli") return `${from} imports the CLI, which nothing imports`;
  if (other === "host")
    return MAY_IMPORT_HOST(from)
      ? undefined
      : `${from} imports the host: only the public face and the CLI's conformance kit do`;
  const allowed = MAY_IMPORT[layer];
  if (allowed === undefined) return `${from} is in src/${layer}/, a layer the design note does not name`;
  return allowed.includes(other)
    ? undefined
    : `${from} imports ${to}: ${layer} may import ${allowed.length > 0 ? allowed.join(", ") : "no other layer"}`;
}

const publicNames = publicSpecifiers();
const edges = [...walk("src"), ...walk("examples"), ...walk("bench")].flatMap(edgesOf);

describe("import rules", () => {
  it("reads the imports of every layer, the examples and the benchmarks", () => {
    for (const prefix of [
      "src/validate/",
      "src/codec/",
      "src/machine/",
      "src/store/",
      "src/cli/",
      "src/index.ts",
      "examples/",
      "bench/",
    ]) {
      expect(
        edges.some((e) => e.from.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    // Type-only imports are told apart from imports that run.
    expect(edges.some((e) => e.from.startsWith("src/machine/") && e.to === "generated/types.ts" && e.typeOnly)).toBe(
      true,
    );
    expect(
      edges.some((e) => e.from === "src/validate/validate.ts" && e.to === "generated/check-table.js" && !e.typeOnly),
    ).toBe(true);
  });

  it("holds every import of src/, examples/ and bench/ to the design note's directions", () => {
    expect(edges.map((e) => broken(e, publicNames)).filter((m) => m !== undefined)).toEqual([]);
  });

  // Each planted import breaks one rule; the check must name it.
  it.each([
    ["src/validate/validate.ts", "src/machine/status.ts", false, /validate may import no other layer/],
    ["src/validate/validate.ts", "src/codec/decode/decode.ts", false, /validate may import no other layer/],
    ["src/codec/decode/decode.ts", "src/machine/transition.ts", false, /codec may import validate/],
    ["src/codec/decode/decode.ts", "generated/check-table.js", false, /generated types only/],
    ["src/machine/transition.ts", "generated/checks.js", false, /machine may use generated types only/],
    ["src/machine/transition.ts", "src/validate/index.ts", false, /machine may import no other layer/],
    ["src/machine/transition.ts", "src/store/memory.ts", false, /machine may import no other layer/],
    ["src/store/memory.ts", "src/codec/decode/decode.ts", false, /store may import machine/],
    ["src/store/memory.ts", "src/host/index.ts", false, /only the public face/],
    ["src/cli/lint/linter.ts", "src/host/index.ts", false, /only the public face and the CLI's conformance kit/],
    ["src/host/index.ts", "src/cli/main.ts", false, /the CLI, which nothing imports/],
    ["src/index.ts", "src/cli/main.ts", false, /the CLI, which nothing imports/],
    ["src/cli/main.ts", "src/store/memory.ts", false, /cli may import codec, machine, validate/],
    ["src/codec/decode/decode.ts", "src/index.ts", false, /the public face/],
    ["src/machine/clock.ts", "node:fs", false, /only the CLI/],
    ["src/codec/decode/decode.ts", "zod", false, /no runtime dependency/],
    ["src/host/tool-arguments.ts", "@standard-schema/spec", false, /no runtime dependency/],
    ["src/codec/decode/decode.ts", "@standard-schema/spec", true, /no runtime dependency/],
    ["examples/server/app.ts", "src/machine/index.ts", false, /public entry points only/],
    ["bench/machine.ts", "generated/checks.js", false, /public entry points only/],
    ["bench/machine.ts", "mcp-tasks/internal", false, /does not export/],
  ] as const)("catches %s importing %s", (from, to, typeOnly, message) => {
    expect(broken({ from, to, typeOnly }, publicNames)).toMatch(message);
  });

  it.each([
    ["src/machine/state.ts", "generated/types.ts", true],
    ["src/store/memory.ts", "src/machine/transition.ts", false],
    ["src/host/index.ts", "src/store/index.ts", false],
    ["src/host/index.ts", "src/codec/index.ts", false],
    ["src/index.ts", "src/host/index.ts", false],
    ["src/cli/conformance/server.ts", "src/host/index.ts", false],
    ["examples/server/app.ts", "mcp-tasks/machine", false],
  ] as const)("lets %s import %s", (from, to, typeOnly) => {
    expect(broken({ from, to, typeOnly }, publicNames)).toBeUndefined();
  });
});
