import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const root = new URL("../", import.meta.url);
const readme = readFileSync(new URL("README.md", root), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as examples/quick-start/main.ts has it", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme);
    expect(block).not.toBeNull();
    expect(block![1]).toBe(readFileSync(new URL("examples/quick-start/main.ts", root), "utf8"));
  });

  it("runs the quick-start example against the built package and prints one tasks/get response line", () => {
    const tsx = new URL("node_modules/tsx/dist/cli.mjs", root).pathname;
    const out = execFileSync(process.execPath, [tsx, "examples/quick-start/main.ts"], { cwd: root, encoding: "utf8" });
    const lines = out.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      jsonrpc: "2.0",
      id: 7,
      result: { status: "completed", resultType: "complete", result: { content: [], isError: false } },
    });
  });

  it("installs from a packed tarball, since the package is not on the registry", () => {
    expect(readme).not.toMatch(/^npm install mcp-tasks\s*$/m);
    expect(readme).toMatch(/npm pack/);
    expect(readme).toMatch(/npm install \.\.\/mcp-tasks\/mcp-tasks-[0-9.]+\.tgz/);
  });

  it("names the test command that CI runs", () => {
    const ci = readFileSync(new URL(".ci/run", root), "utf8");
    expect(readme).toContain("npm test");
    expect(ci).toMatch(/^npm test$/m);
    expect(ci).toMatch(/^npm ci\b/m);
  });
});
