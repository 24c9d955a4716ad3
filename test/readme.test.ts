import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { startServer } from "../examples/server/app.js";

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

  describe("Check your server's clients", () => {
    const tsx = new URL("node_modules/tsx/dist/cli.mjs", root).pathname;
    const run = async (file: string, url: URL) =>
      (await promisify(execFile)(process.execPath, [tsx, file, url.href], { cwd: root, encoding: "utf8" })).stdout;

    it.each(["examples/quick-start/client.ts", "examples/quick-start/client-fetch.ts"])(
      "shows %s exactly as the file has it",
      (file) => {
        expect(readme).toContain(`\`\`\`ts\n${readFileSync(new URL(file, root), "utf8")}\`\`\``);
      },
    );

    it("runs both against the reference server: input answered, result read, a long task cancelled", async () => {
      const server = await startServer({ port: 0, pollIntervalMs: 20 });
      try {
        const official = await run("examples/quick-start/client.ts", server.url);
        expect(official).toContain("asked: Delete notes.txt?");
        expect(official).toContain("task [ { type: 'text', text: 'Deleted notes.txt' } ]");
        expect(official).toContain("task cancelled");
        const plain = await run("examples/quick-start/client-fetch.ts", server.url);
        const [asked, result, cancelled, ...rest] = plain.trimEnd().split("\n");
        expect([asked, cancelled, rest]).toEqual(["asked: [ 'confirm' ]", "cancelled", []]);
        expect(JSON.parse(result!)).toMatchObject({ content: [{ type: "text", text: "Deleted notes.txt" }] });
      } finally {
        await server.close();
      }
    }, 60_000);
  });
});
