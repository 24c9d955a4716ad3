/**
 * `npm run docs`: the API reference, one section per entry point of scripts/entries.ts, written to docs/api/ (not
 * committed). `--check` builds it without writing and fails on any warning: an export without documentation, a broken
 * link, a type referenced but not exported.
 */
import { Application, LogLevel, type TypeDocOptions } from "typedoc";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ENTRY_POINTS } from "./entries.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
/** Where the reference is written. */
export const API_DIR = join(root, "docs/api");

// Each symbol is documented under the first entry point that exports it, so the root, which re-exports them all, comes
// last and documents what only it exports (the schema's types).
const entries = [...ENTRY_POINTS.filter((e) => e.name !== "index"), ...ENTRY_POINTS.filter((e) => e.name === "index")];

/**
 * The build's compiler options, with the Node-only entries' modules, which tsconfig.build.json leaves out, added with
 * Node's types, as scripts/build.ts emits their declarations: a config of its own, in the ignored scratch folder.
 */
function docsConfig(): string {
  const nodeOnly = ENTRY_POINTS.filter((e) => e.nodeOnly === true).map((e) => join(root, e.source));
  if (nodeOnly.length === 0) return join(root, "tsconfig.build.json");
  const path = join(root, ".scratch", "tsconfig.docs.json");
  mkdirSync(dirname(path), { recursive: true });
  const config = { extends: join(root, "tsconfig.build.json"), compilerOptions: { types: ["node"] }, files: nodeOnly };
  writeFileSync(path, JSON.stringify(config));
  return path;
}

const options: TypeDocOptions = {
  entryPoints: entries.map((e) => join(root, e.source)),
  tsconfig: docsConfig(),
  out: API_DIR,
  name: "mcp-tasks",
  readme: "none",
  excludePrivate: true,
  excludeInternal: true,
  sort: ["kind", "alphabetical"],
  treatWarningsAsErrors: true,
  // A clone's remote (if any) says nothing about where readers browse the sources, so no source links are made.
  disableSources: true,
  logLevel: LogLevel.Warn,
  validation: {
    notExported: true,
    invalidLink: true,
    invalidPath: true,
    rewrittenLink: true,
    notDocumented: true,
    unusedMergeModuleWith: true,
  },
  // Every export: members (properties of the generated types) carry the schema's descriptions where it has them.
  requiredToBeDocumented: ["Enum", "Variable", "Function", "Class", "Interface", "TypeAlias", "Namespace", "Module"],
  // json-schema-to-typescript splits an allOf into a numbered helper type that the named definition intersects.
  intentionallyNotExported: ["InputRequiredResult1", "ResourceContents1"],
};

const app = await Application.bootstrapWithPlugins(options);
const project = await app.convert();
if (project === undefined) process.exit(1);
app.validate(project);
if (app.logger.hasErrors() || app.logger.hasWarnings()) {
  console.error("the API reference has warnings (see above)");
  process.exit(1);
}
if (check) {
  console.log(`API reference checked: ${entries.length} entry points`);
} else {
  await app.generateDocs(project, API_DIR);
  console.log(`API reference written to ${API_DIR}`);
}
