import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { removeTempFolders, tempFolder } from "./temp-folder.js";

describe("temporary folders of the tests", () => {
  it("makes each folder under the system's temporary folder with the prefix asked for", () => {
    const dir = tempFolder("mcp-tasks-temp-test-");
    expect(dirname(dir)).toBe(tmpdir());
    expect(basename(dir)).toMatch(/^mcp-tasks-temp-test-.{6}$/);
    expect(existsSync(dir)).toBe(true);
    removeTempFolders();
  });

  it("removes every folder it made, with what was written inside, and only those", () => {
    const a = tempFolder("mcp-tasks-temp-test-");
    const b = tempFolder("mcp-tasks-temp-test-");
    mkdirSync(join(a, "nested", "deeper"), { recursive: true });
    writeFileSync(join(a, "nested", "deeper", "trace.jsonl"), "{}\n");
    writeFileSync(join(b, "profile"), "x");
    const bystander = join(tmpdir(), `mcp-tasks-temp-bystander-${process.pid}`);
    mkdirSync(bystander, { recursive: true });
    try {
      expect(removeTempFolders()).toBe(2);
      expect(existsSync(a)).toBe(false);
      expect(existsSync(b)).toBe(false);
      expect(existsSync(bystander)).toBe(true);
      // Forgotten once removed: a second call has nothing left to do.
      expect(removeTempFolders()).toBe(0);
    } finally {
      rmSync(bystander, { recursive: true, force: true });
    }
  });

  it("a foil that removes folders without their contents leaves a used folder behind", () => {
    const dir = tempFolder("mcp-tasks-temp-test-");
    writeFileSync(join(dir, "trace.jsonl"), "{}\n");
    // The broken variant: a plain folder removal, which refuses a folder that is not empty.
    const foil = (path: string) => {
      try {
        rmSync(path, { force: true });
      } catch {
        // As a cleanup that swallows its failure would.
      }
    };
    foil(dir);
    expect(existsSync(dir)).toBe(true);
    expect(removeTempFolders()).toBe(1);
    expect(existsSync(dir)).toBe(false);
  });
});
