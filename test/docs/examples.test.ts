import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import ts from "typescript";
import { ENTRY_POINTS } from "../../scripts/entries.js";

/** The `@example` blocks of the API reference, compiled against the sources and run against the built package. */
const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = join(root, ".scratch/examples");

/** The functions whose documentation must show an example. */
const REQUIRED = [
  "validate",
  "decode",
  "decodeResult",
  "encode",
  "createTask",
  "transition",
  "observe",
  "admitRequest",
  "memoryStore",
];

/** One example: the file and the export it documents, and its code. */
interface Example {
  file: string;
  name: string;
  code: string;
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

/**
 * What an example says it prints: the comments after its `console.log` calls that read as values (a quoted string,
 * JSON, a number, a boolean), as patterns where `...` stands for anything; a comment that opens with a quoted string
 * claims its text, and the rest explains.
 */
function claims(code: string): RegExp[] {
  const comments = [...code.matchAll(/console\.log\(.*\); \/\/ (.+)$/gm)].map((m) => m[1]!.trim());
  return comments
    .filter((c) => /^(["{[\d]|true\b|false\b|null\b)/.test(c))
    .map((c) => /^"([^"]*)"/.exec(c)?.[1] ?? c)
    .map(
      (c) =>
        new RegExp(
          `^${c
            .split("...")
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join(".*")}$`,
        ),
    );
}

/** Every fenced `ts` block under an `@example` tag of a doc comment, with the name the comment documents. */
function examples(): Example[] {
  const found: Example[] = [];
  // The CLI's modules are not the package's API, but for the folder of a Node-only entry (src/cli/conformance/).
  const published = (f: string) =>
    !f.startsWith("src/cli/") || ENTRY_POINTS.some((e) => e.nodeOnly === true && f.startsWith(`${dirname(e.source)}/`));
  for (const file of sources("src").filter(published)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const comment of text.matchAll(/\/\*\*([\s\S]*?)\*\/\s*export (?:async )?(?:function|const) (\w+)/g)) {
      const body = comment[1]!.replace(/^[ \t]*\* ?/gm, "");
      const tagged = body.split(/^@example\s*$/m).slice(1);
      for (const part of tagged) {
        const block = /^```ts\n([\s\S]*?)^```/m.exec(part);
        if (block !== null) found.push({ file, name: comment[2]!, code: block[1]! });
      }
    }
  }
  return found;
}

const all = examples();

describe("the API reference's examples", () => {
  it("show every main function and every entry point", () => {
    const named = new Set(all.map((e) => e.name));
    expect(REQUIRED.filter((n) => !named.has(n))).toEqual([]);
    for (const entry of ENTRY_POINTS.filter((e) => e.name !== "index")) {
      expect(
        all.some((e) => e.file.startsWith(`${dirname(entry.source)}/`)),
        entry.name,
      ).toBe(true);
    }
  });

  it("import only the package's public entry points", () => {
    for (const example of all) {
      const specifiers = [...example.code.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
      expect(specifiers.length, example.name).toBeGreaterThan(0);
      expect(
        specifiers.filter((s) => s !== "mcp-tasks" && !s.startsWith("mcp-tasks/")),
        example.name,
      ).toEqual([]);
    }
  });

  // Written once, shared by the type check and the runs.
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const files = all.map((e, i) => {
    const path = join(scratch, `${e.name}-${i}.ts`);
    writeFileSync(path, e.code);
    return { ...e, path };
  });

  it("type-check against the sources, as the package's types describe them", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, "tsconfig.json"),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const program = ts.createProgram(
      files.map((f) => f.path),
      { ...config.options, noEmit: true },
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f] as const))("%s's example runs against the built package", (_, file) => {
    const js = transformSync(readFileSync(file.path, "utf8"), { loader: "ts", format: "esm", target: "es2022" }).code;
    // The package's own name resolves to its built files from anywhere inside it.
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", js], { cwd: root, encoding: "utf8" });
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout.trim().length).toBeGreaterThan(0);
    const claimed = claims(file.code);
    if (claimed.length > 0)
      expect(
        claimed.some((c) => c.test(out.stdout.trim())),
        `${file.name} printed ${out.stdout.trim()}`,
      ).toBe(true);
  });

  it("hold what an example says it prints to what it prints", () => {
    const transition = files.find((f) => f.name === "transition")!;
    expect(claims(transition.code).map(String)).toEqual(["/^completed$/"]);
    expect(
      claims(files.find((f) => f.name === "encode")!.code)[0]!.test(
        '{"jsonrpc":"2.0","id":7,"result":{"taskId":"t-1"}}',
      ),
    ).toBe(true);
    expect(claims(files.find((f) => f.name === "admitRequest")!.code).map(String)).toEqual(["/^GetTaskRequest$/"]);
  });
});
