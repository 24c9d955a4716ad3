/**
 * Temporary folders for tests: each is made under the system's temporary folder and removed when the test file that
 * imported this module finishes, so a run leaves /tmp as it found it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const made: string[] = [];

/** A fresh folder named `<prefix>XXXXXX`, removed with everything in it once the test file finishes. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder {@link tempFolder} made so far; returns how many it removed. Runs after each test file. */
export function removeTempFolders(): number {
  const removed = made.length;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  return removed;
}

// Imported at collection, so this hook belongs to the importing test file (each file loads its own copy of this module).
afterAll(() => {
  removeTempFolders();
});
