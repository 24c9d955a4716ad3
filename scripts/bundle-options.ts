/** The esbuild options and plugins every bundle of scripts/build.ts is built with. */
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { transform, type BuildOptions, type Plugin } from "esbuild";
import { ENTRY_POINTS, type EntryPoint } from "./entries.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Swaps the eagerly imported explaining validators (src/validate/explain.ts) for an on-demand loader. */
function explainFrom(loader: string): Plugin {
  return {
    name: "explain-on-demand",
    setup(b) {
      b.onResolve({ filter: /^\.\/explain\.js$/ }, (args) =>
        args.importer === join(root, "src/validate/validate.ts")
          ? { path: join(root, "src/validate", loader) }
          : undefined,
      );
    },
  };
}

/**
 * The generated checks and validators are committed formatted, to be read and reviewed; every bundle takes them
 * minified, local names included, as they shipped when they were committed minified, so the build does not grow.
 */
export const generatedMinified: Plugin = {
  name: "generated-minified",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/](checks|validators)\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const minified = await transform(source, { format: "esm", minify: true, legalComments: "none" });
      return { contents: minified.code, loader: "js" };
    });
  },
};

/** The folder an entry owns: its modules belong to it. The root entry owns only its own file. */
function folderOf(entry: EntryPoint): string | undefined {
  return entry.name === "index" ? undefined : dirname(join(root, entry.source));
}

/**
 * Makes an import of another entry's module an import of that entry's ESM file, so that a bundle built from several
 * entries (the root and `mcp-tasks/machine`, say) holds the machine's code once. Every name imported this way is one
 * the entry exports (test/build/entries.test.ts loads each file).
 */
export function otherEntries(self: EntryPoint): Plugin {
  const others = ENTRY_POINTS.filter((e) => e !== self);
  return {
    name: "other-entries-external",
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const path = resolve(args.resolveDir, args.path).replace(/\.js$/, ".ts");
        const target = others.find(
          (e) => path === join(root, e.source) || (folderOf(e) !== undefined && path.startsWith(`${folderOf(e)}/`)),
        );
        return target === undefined ? undefined : { path: `./${target.name}.js`, external: true };
      });
    },
  };
}

/** Whitespace and syntax are minified, which a fresh process parses faster; names are kept, so stack traces stay readable. */
export const compact: BuildOptions = {
  bundle: true,
  platform: "neutral",
  target: "es2022",
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [generatedMinified],
};
/**
 * Node's builds load the explaining validators from a file of their own, required the first time a value fails its
 * fast check, so a process that sees only valid values never parses them.
 */
export const onDemand = (loader: string): BuildOptions => ({
  ...compact,
  external: ["./explain.cjs", "node:module"],
  plugins: [generatedMinified, explainFrom(loader)],
});
