import { describe, it, expect } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { ENTRY_POINTS, filesOf } from "../../scripts/entries.js";

/**
 * Public and internal are visible: every name a library module exports is either reached from an entry point or
 * marked `@internal`, and the published declarations (built with `stripInternal`) type-check on their own.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

function buildProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.build.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  // The Node-only entries' modules, which tsconfig.build.json leaves out, with Node's types, as the build emits them.
  const nodeOnly = ENTRY_POINTS.filter((e) => e.nodeOnly === true).map((e) => join(root, e.source));
  return ts.createProgram([...config.fileNames, ...nodeOnly], { ...config.options, types: ["node"], noEmit: true });
}

/** The folders of the Node-only entries (src/cli/conformance/): their modules' declarations are published. */
const nodeOnlyFolders = ENTRY_POINTS.filter((e) => e.nodeOnly === true).map((e) => `${dirname(e.source)}/`);

/** Exported names of library modules that no entry reaches, with whether they are marked `@internal`. */
function unreachedExports(program: ts.Program): { name: string; marked: boolean }[] {
  const checker = program.getTypeChecker();
  const resolve = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const reached = new Set<ts.Symbol>();
  for (const entry of ENTRY_POINTS) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, entry.source))!)!;
    for (const s of checker.getExportsOfModule(module)) reached.add(resolve(s));
  }
  const out: { name: string; marked: boolean }[] = [];
  for (const file of program.getSourceFiles()) {
    const path = file.fileName.slice(root.length);
    if (!path.startsWith("src/") || path.endsWith("index.ts")) continue;
    // The CLI's modules are not published, but for the folder of a Node-only entry, whose declarations are.
    if (path.startsWith("src/cli/") && !nodeOnlyFolders.some((folder) => path.startsWith(folder))) continue;
    for (const statement of file.statements) {
      const exported =
        ts.canHaveModifiers(statement) &&
        ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name).filter(ts.isIdentifier)
        : "name" in statement && statement.name !== undefined && ts.isIdentifier(statement.name as ts.Node)
          ? [statement.name as ts.Identifier]
          : [];
      for (const name of names) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol === undefined || reached.has(symbol)) continue;
        const marked = ts.getJSDocTags(statement).some((t) => t.tagName.text === "internal");
        out.push({ name: `${path}:${name.text}`, marked });
      }
    }
  }
  return out;
}

describe("public and internal names", () => {
  const program = buildProgram();

  it("marks @internal every export of src/ that no entry point reaches", () => {
    const unreached = unreachedExports(program);
    expect(unreached.length).toBeGreaterThan(100);
    expect(unreached.filter((e) => !e.marked).map((e) => e.name)).toEqual([]);
  });

  it("marks no name an entry point exports", () => {
    const checker = program.getTypeChecker();
    const marked: string[] = [];
    for (const entry of ENTRY_POINTS) {
      const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, entry.source))!)!;
      for (const s of checker.getExportsOfModule(module)) {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        if (target.getJsDocTags(checker).some((t) => t.name === "internal")) marked.push(`${entry.name}:${s.name}`);
      }
    }
    expect(marked).toEqual([]);
  });

  it("publishes declarations that type-check on their own, with the internal names stripped", () => {
    // The root's, and those of the Node-only entries, which need no Node types either.
    const files = [
      "dist/types/src/index.d.ts",
      "dist/types-cjs/src/index.d.cts",
      ...ENTRY_POINTS.filter((e) => e.nodeOnly === true).flatMap((e) => [filesOf(e).types, filesOf(e).typesCjs]),
    ].map((f) => join(root, f));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const dts = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    });
    const problems = ts.getPreEmitDiagnostics(dts).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
    // An internal module is still emitted (the public files import its types), without its internal names.
    const dispatch = readFileSync(join(root, "dist/types/src/host/http/dispatch.d.ts"), "utf8");
    expect(readFileSync(join(root, "src/host/http/dispatch.ts"), "utf8")).toContain(
      "export async function answerRefused",
    );
    expect(dispatch).not.toContain("answerRefused");
    // Of the CLI, only the modules the Node-only entries' declarations reach are published, and nothing internal.
    const kit = readFileSync(join(root, "dist/types/src/cli/conformance/run.d.ts"), "utf8");
    expect(kit).toContain("runClientConformance");
    expect(kit).not.toContain("SCENARIO_NAMES");
    expect(existsSync(join(root, "dist/types/src/cli/conformance/judge.d.ts"))).toBe(false);
    expect(existsSync(join(root, "dist/types/src/cli/lint"))).toBe(false);
  });
});
