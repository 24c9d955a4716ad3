/** Makes sure the built package (dist/) exists before benchmarks import it through its public entry point. */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ when it is missing (or when `force` is set). Returns a warning when dist/ is older than
 * src/ or generated/, since the numbers would then describe stale code; `npm run build` refreshes it.
 */
export function ensureDist(force = false): string | undefined {
  const entry = join(root, "dist/index.js");
  if (force || !existsSync(entry)) {
    console.log("building dist/ (npm run build) ...");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    return undefined;
  }
  const built = statSync(entry).mtimeMs;
  const sources = Math.max(newestMtime(join(root, "src")), newestMtime(join(root, "generated")));
  return sources > built
    ? "dist/ is older than src/ or generated/; run `npm run build` (or pass --build) for current numbers"
    : undefined;
}
