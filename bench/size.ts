/** Section "size": gzip sizes (level 9) of the shipped validators and, for context, of the bundles. */
import { readFileSync, existsSync } from "node:fs";
import { transformSync } from "esbuild";
import { gzipSync, constants } from "node:zlib";
import { join } from "node:path";
import { root } from "./dist.js";
import { fmt } from "./stats.js";
import { table, type Section } from "./report.js";
import { installedPackage, installedSelf, type Installed } from "./installed.js";

const LIMIT = 20 * 1024;

const FILES: ReadonlyArray<[string, string]> = [
  ["generated/validators.js", "every compiled validator (74 definitions) with the Ajv runtime helpers"],
  ["generated/checks.js", "every fast check (74 definitions), which answer for valid values"],
  [
    "dist/index.node.js",
    "the root as Node imports it: the validators, the other entries' constants, and stubs that load their functions",
  ],
  ["dist/index.node.cjs", "the root as Node requires it, built the same way"],
  ["dist/index.cjs", "the root as browsers and bundlers require it: the whole package but the explaining validators"],
  ["dist/machine.js", "mcp-tasks/machine (ESM, for Node and bundlers alike): the state machine and the observer"],
  ["dist/machine.cjs", "mcp-tasks/machine (CommonJS)"],
  ["dist/validate.node.js", "mcp-tasks/validate as Node imports it"],
  ["dist/codec.node.js", "mcp-tasks/codec as Node imports it (validation included)"],
  ["dist/validate.js", "mcp-tasks/validate for bundlers and browsers, explaining validators included"],
  ["dist/explain.cjs", "the explaining validators, which Node's files require on a value's first failed check"],
];

/**
 * Raw and gzip bytes of a file. The generated modules are committed formatted, to be read; they are measured
 * minified, as scripts/build.ts minifies them into every bundle.
 */
function gzipBytes(path: string): { raw: number; gz: number } {
  let data = readFileSync(path);
  if (path.includes("/generated/"))
    data = Buffer.from(
      transformSync(data.toString("utf8"), { format: "esm", minify: true, legalComments: "none" }).code,
    );
  return { raw: data.length, gz: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length };
}

/** Measures the files and renders the section. */
export async function runSize(): Promise<Section> {
  const rows: string[][] = [];
  let validators = 0;
  for (const [file, what] of FILES) {
    const path = join(root, file);
    if (!existsSync(path)) {
      rows.push([`\`${file}\``, what, "missing", "–"]);
      if (file.startsWith("generated/")) validators = Number.NaN;
      continue;
    }
    const { raw, gz } = gzipBytes(path);
    if (file.startsWith("generated/")) validators += gz;
    rows.push([`\`${file}\``, what, fmt(raw), fmt(gz)]);
  }
  const installed = [installedSelf(), installedPackage("@modelcontextprotocol/ext-tasks")];
  const total = (i: Installed) => i.own + i.dependencies.reduce((n, d) => n + d.bytes, 0);
  const installedRows = installed.map((i) => [
    i.name,
    fmt(i.own),
    i.dependencies.map((d) => `${d.name} ${fmt(d.bytes)}`).join(", ") || "none",
    fmt(total(i)),
  ]);
  const body = [
    "Bytes; gzip via node:zlib at level 9, each file compressed on its own. The generated files are committed formatted and measured minified, as the build takes them into every bundle. The target counts both generated files. 20 KB is taken as 20 KiB (20,480 bytes).",
    "",
    table(["File", "Contents", "raw", "gzip"], rows),
    "",
    "### Installed size, dependencies included",
    "",
    "Bytes on disk after `npm install`: this package as `npm pack` ships it (its unpacked size), the official package as",
    "installed here; each with the packages it depends on (an optional peer dependency is not installed and not counted).",
    "",
    table(["Package", "own", "dependencies", "total"], installedRows),
    "",
    `The official package installs ${fmt(total(installed[1]!) / total(installed[0]!))}x the bytes of this one.`,
  ].join("\n");
  return {
    id: "size",
    title: "Size",
    body,
    targets: [
      {
        target: "all validators, gzip",
        goal: "<= 20 KB",
        measured: `${fmt(validators)} bytes (${fmt(validators / 1024)} KiB)`,
        pass: validators <= LIMIT,
      },
    ],
  };
}
