import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import ts from "typescript";
import {
  ENTRY_POINTS,
  filesOf,
  packageExports,
  packageTypesVersions,
  subpathOf,
  type EntryPoint,
} from "../../scripts/entries.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; exports: unknown };
const specifier = (entry: EntryPoint) => (entry.name === "index" ? manifest.name : `${manifest.name}/${entry.name}`);
const runtimeNames = (m: object) =>
  Object.keys(m)
    .filter((n) => n !== "default" && n !== "__esModule")
    .sort();

/** Where a specifier resolves from the package root, in a fresh process with the given extra conditions. */
function resolved(name: string, kind: "import" | "require", conditions: string[] = []): string {
  const code =
    kind === "import"
      ? `process.stdout.write(import.meta.resolve(${JSON.stringify(name)}))`
      : `process.stdout.write(require.resolve(${JSON.stringify(name)}))`;
  const args = [
    ...conditions.map((c) => `--conditions=${c}`),
    ...(kind === "import" ? ["--input-type=module"] : []),
    "-e",
    code,
  ];
  const out = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  expect(out.stderr).toBe("");
  return `./${out.stdout.replace(/^file:\/\//, "").slice(root.length)}`;
}

/** The names (values and types) each entry's source module exports, read by the TypeScript checker. */
function declaredExports(): Map<string, string[]> {
  const sources = ENTRY_POINTS.map((e) => join(root, e.source));
  const program = ts.createProgram(sources, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return new Map(
    ENTRY_POINTS.map((e) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(join(root, e.source))!)!;
      return [
        e.name,
        checker
          .getExportsOfModule(symbol)
          .map((s) => s.name)
          .sort(),
      ];
    }),
  );
}

describe("entry points", () => {
  it("package.json's exports are the ones scripts/entries.ts derives (npm run build rewrites them)", () => {
    expect(manifest.exports).toEqual(packageExports());
    expect(Object.keys(manifest.exports as object)).toEqual([
      ...ENTRY_POINTS.map(subpathOf).sort((a, b) => (a === "." ? -1 : b === "." ? 1 : 0)),
      "./schema/tasks.schema.json",
      "./package.json",
    ]);
  });

  it("maps every subpath to its source for the type checker, tsx and the examples", () => {
    const tsconfig = readFileSync(join(root, "tsconfig.json"), "utf8");
    expect(tsconfig).toContain('"mcp-tasks": ["./src/index.ts"]');
    expect(tsconfig).toContain('"mcp-tasks/*": ["./src/*/index.ts"]');
    for (const entry of ENTRY_POINTS.filter((e) => e.name !== "index" && e.nodeOnly !== true))
      expect(entry.source).toBe(`src/${entry.name}/index.ts`);
    // A Node-only entry lives with the CLI it serves, so its subpath is mapped on its own.
    for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly === true))
      expect(tsconfig).toContain(`"mcp-tasks/${entry.name}": ["./${entry.source}"]`);
  });

  for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly === true)) {
    const files = filesOf(entry);
    it(`offers ${specifier(entry)} to Node alone: its files under node, its declarations under types`, async () => {
      expect(resolved(specifier(entry), "require")).toBe(files.nodeCjs);
      expect(resolved(specifier(entry), "import")).toBe(files.node);
      // Node always matches `node`, so a bundler shows what other runtimes get: for Node, the same file; for a
      // browser or a neutral target, no file at all, rather than one that imports Node's built-ins.
      const bundle = (platform: "node" | "browser" | "neutral") =>
        build({
          stdin: { contents: `import "${specifier(entry)}";`, resolveDir: root, loader: "js" },
          bundle: true,
          platform,
          format: "esm",
          write: false,
          metafile: true,
          logLevel: "silent",
          tsconfigRaw: {},
        }).then(
          (out) => Object.keys(out.metafile.inputs).filter((i) => i.startsWith("dist/")),
          (error: { errors?: { text: string }[] }) => error.errors?.map((e) => e.text).join("\n") ?? String(error),
        );
      expect(await bundle("node")).toEqual([files.node.slice(2)]);
      for (const platform of ["browser", "neutral"] as const)
        expect(await bundle(platform), platform).toMatch(/Could not resolve|is not exported|not exported/);
      const typesOf = (mode: ts.ModuleResolutionKind, module: ts.ModuleKind, kind?: ts.ResolutionMode) =>
        ts
          .resolveModuleName(
            specifier(entry),
            join(root, "x.ts"),
            { moduleResolution: mode, module },
            ts.sys,
            undefined,
            undefined,
            kind,
          )
          .resolvedModule?.resolvedFileName.slice(root.length);
      // A type checker finds the declarations in every resolution mode, bundler's (which knows no `node`) included.
      expect(typesOf(ts.ModuleResolutionKind.Bundler, ts.ModuleKind.ESNext)).toBe(files.types.slice(2));
      const { ESNext, CommonJS } = ts.ModuleKind;
      expect(typesOf(ts.ModuleResolutionKind.NodeNext, ts.ModuleKind.NodeNext, ESNext)).toBe(files.types.slice(2));
      expect(typesOf(ts.ModuleResolutionKind.NodeNext, ts.ModuleKind.NodeNext, CommonJS)).toBe(files.typesCjs.slice(2));
    });
  }

  for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly !== true)) {
    const files = filesOf(entry);
    it(`sends each condition of ${specifier(entry)} to its file`, () => {
      expect(resolved(specifier(entry), "require")).toBe(files.nodeCjs);
      expect(resolved(specifier(entry), "import")).toBe(files.node);
      expect(resolved(specifier(entry), "import", ["module"])).toBe(files.esm);
      expect(resolved(specifier(entry), "import", ["browser"])).toBe(files.esm);
      expect(resolved(specifier(entry), "require", ["browser"])).toBe(files.cjs);
    });

    it(`loads every file of ${specifier(entry)}, each with the names its source exports`, async () => {
      const source = runtimeNames(await import(join(root, entry.source)));
      expect(source.length).toBeGreaterThan(2);
      expect(runtimeNames(await import(join(root, files.esm)))).toEqual(source);
      expect(runtimeNames(await import(join(root, files.node)))).toEqual(source);
      expect(runtimeNames(createRequire(import.meta.url)(join(root, files.cjs)) as object)).toEqual(source);
      expect(runtimeNames(createRequire(import.meta.url)(join(root, files.nodeCjs)) as object)).toEqual(source);
    });
  }

  for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly === true)) {
    const files = filesOf(entry);
    it(`loads both files of ${specifier(entry)}, each with the names its source exports`, async () => {
      const source = runtimeNames(await import(join(root, entry.source)));
      expect(source.length).toBeGreaterThan(2);
      expect(runtimeNames(await import(join(root, files.node)))).toEqual(source);
      expect(runtimeNames(createRequire(import.meta.url)(join(root, files.nodeCjs)) as object)).toEqual(source);
    });
  }

  it("lists every entry point in the README's table", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    for (const entry of ENTRY_POINTS) expect(readme, specifier(entry)).toContain(`| \`${specifier(entry)}\` |`);
  });

  it("re-exports from the root every name (value or type) that another entry exports, but a Node-only entry's", () => {
    const declared = declaredExports();
    const rootNames = new Set(declared.get("index"));
    // The root is offered to browsers: the Node-only entries' own names stay out of it.
    for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly === true))
      expect(
        declared.get(entry.name)!.filter((n) => rootNames.has(n) && !["Issue", "Result"].includes(n)),
        entry.name,
      ).toEqual([]);
    for (const entry of ENTRY_POINTS.filter((e) => e.name !== "index" && e.nodeOnly !== true)) {
      const names = declared.get(entry.name)!;
      expect(names.length, entry.name).toBeGreaterThan(5);
      expect(
        names.filter((n) => !rootNames.has(n)),
        entry.name,
      ).toEqual([]);
    }
  });

  it("gives bundlers one module per entry: the root's ESM imports the other entries' files, so a value is the same object from either", async () => {
    const rootEsm = (await import(
      pathToFileURL(join(root, filesOf(ENTRY_POINTS.find((e) => e.name === "index")!).esm)).href
    )) as Record<string, unknown>;
    for (const entry of ENTRY_POINTS.filter((e) => e.name !== "index" && e.nodeOnly !== true)) {
      const sub = (await import(pathToFileURL(join(root, filesOf(entry).esm)).href)) as Record<string, unknown>;
      for (const name of runtimeNames(sub)) expect(rootEsm[name], `${entry.name}.${name}`).toBe(sub[name]);
    }
  });

  it("resolves every subpath's declarations under TypeScript's node10 resolution, which reads no exports map", () => {
    const full = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { typesVersions?: unknown };
    expect(full.typesVersions).toEqual(packageTypesVersions());
    // A project that installed the package: node_modules/mcp-tasks is this repository.
    const project = mkdtempSync(join(tmpdir(), "mcp-tasks-node10-"));
    try {
      mkdirSync(join(project, "node_modules"));
      symlinkSync(root, join(project, "node_modules", manifest.name), "dir");
      const importer = join(project, "index.ts");
      const resolveAll = (dropTypesVersions: boolean) => {
        const host: ts.ModuleResolutionHost = {
          ...ts.sys,
          readFile: (file) => {
            const text = ts.sys.readFile(file);
            if (!dropTypesVersions || text === undefined || !file.endsWith(`${manifest.name}/package.json`))
              return text;
            const { typesVersions: _dropped, ...rest } = JSON.parse(text) as Record<string, unknown>;
            return JSON.stringify(rest);
          },
        };
        const options = { moduleResolution: ts.ModuleResolutionKind.Node10, module: ts.ModuleKind.CommonJS };
        return ENTRY_POINTS.map((entry) => {
          const found = ts.resolveModuleName(specifier(entry), importer, options, host).resolvedModule;
          return found === undefined
            ? undefined
            : `./${found.resolvedFileName.slice(found.resolvedFileName.indexOf("dist/"))}`;
        });
      };
      expect(resolveAll(false)).toEqual(ENTRY_POINTS.map((entry) => filesOf(entry).typesCjs));
      // The foil: without typesVersions, only the root resolves.
      expect(resolveAll(true)).toEqual(
        ENTRY_POINTS.map((entry) => (entry.name === "index" ? filesOf(entry).typesCjs : undefined)),
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
