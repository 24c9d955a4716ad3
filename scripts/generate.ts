/** Regenerates `generated/` from `schema/tasks.schema.json`; with `--check`, fails when the files on disk have drifted. */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { dirname, join, relative } from "node:path";
import { renderTypes } from "./codegen/types.js";
import { renderValidators, renderValidatorTypes } from "./codegen/validators.js";
import { renderSchemaModule } from "./codegen/schema-module.js";
import { renderChecks, renderCheckTypes } from "./codegen/checks.js";
import { renderCheckerTable } from "./codegen/checker-table.js";
import { renderDefinitionExports } from "./codegen/definitions.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

const schema = JSON.parse(await readFile(join(root, "schema/tasks.schema.json"), "utf8")) as Record<string, unknown>;
const outputs: Record<string, string> = {
  "generated/types.ts": await renderTypes(schema),
  "generated/validators.js": await renderValidators(schema),
  "generated/validators.d.ts": renderValidatorTypes(schema),
  "generated/checks.js": await renderChecks(schema),
  "generated/checks.d.ts": renderCheckTypes(schema),
  ...renderSchemaModule(schema),
  ...renderCheckerTable(schema),
  ...renderDefinitionExports(schema),
};

const drifted: string[] = [];
for (const [file, contents] of Object.entries(outputs)) {
  const path = join(root, file);
  const current = await readFile(path, "utf8").catch(() => null);
  if (current === contents) continue;
  drifted.push(relative(root, path));
  if (!check) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, contents);
  }
}

if (check && drifted.length > 0) {
  console.error(`Generated files are out of date: ${drifted.join(", ")}`);
  console.error("Run: npm run generate");
  process.exit(1);
}
console.log(check ? "generated/ is up to date" : `generated/: ${drifted.length} file(s) written`);
