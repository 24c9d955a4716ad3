/** Formats generated JavaScript with the repository's formatter, so the committed files read like written code. */
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, where node_modules and the formatter's settings are found. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The source as Biome formats it under the repository's settings (2 spaces, 120 columns, double quotes). Biome
 * changes only layout, so the formatted module behaves exactly as the source; the build minifies it again.
 */
export function formatted(source: string): string {
  return execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--stdin-file-path=generated-module.js"], {
    cwd: root,
    input: source,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
}
