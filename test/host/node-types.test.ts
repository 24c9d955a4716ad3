import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The documented line `createServer(toNodeListener(host.fetch))` compiles under `strict` with no cast, against the
 * installed `@types/node` and, when MCP_TASKS_TYPES_NODE names the folder of another `@types/node` (unpacked from its
 * npm tarball, for example 24), against that one too. A listener typed as the adapter once was is refused (the foil).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "node-types-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const USES = `import { createServer } from "node:http";
import { createServer as createSecureServer } from "node:https";
import { createTasksHost, toNodeListener } from ${JSON.stringify(join(root, "src/host/index.js"))};
const made = createTasksHost({ tools: [] });
if (!made.ok) throw new Error(made.issues[0]!.message);
createServer(toNodeListener(made.value.fetch)).listen(0);
createSecureServer({}, toNodeListener(made.value.fetch));
createServer(toNodeListener(async (request: Request) => new Response(await request.text()))).close();
`;

/** The adapter's request type as it was: a socket of only optional members, which Node's Socket does not match. */
const FOIL = `import { createServer } from "node:http";
interface OldRequest { readonly headers: { readonly [name: string]: string | readonly string[] | undefined }; readonly socket?: { readonly encrypted?: boolean } | null }
declare const listener: (request: OldRequest, response: { end(): unknown }) => void;
createServer(listener);
`;

/** Compiles `source` as an ES module under strict with the given @types/node folder; returns its own diagnostics. */
function compile(source: string, typesNode: string | undefined): string[] {
  const dir = mkdtempSync(join(scratch, "case-"));
  const file = join(dir, "uses.ts");
  writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: ["node"],
  };
  if (typesNode !== undefined) {
    mkdirSync(join(dir, "types"));
    symlinkSync(typesNode, join(dir, "types", "node"), "dir");
    options.typeRoots = [join(dir, "types")];
  }
  writeFileSync(join(dir, "package.json"), '{"type":"module"}');
  const program = ts.createProgram([file], options);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file || d.file === undefined)
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

const installed = join(root, "node_modules/@types/node");
const other = process.env.MCP_TASKS_TYPES_NODE;
const typeSets = [installed, ...(other ? [other] : [])].map((folder) => ({
  folder,
  version: (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string }).version,
}));

describe("toNodeListener's type", () => {
  for (const { folder, version } of typeSets) {
    it(`fits createServer under strict with no cast (@types/node ${version})`, () => {
      expect(compile(USES, folder)).toEqual([]);
    }, 120_000);

    it(`is shown to catch a listener Node's request does not fit (foil, @types/node ${version})`, () => {
      const problems = compile(FOIL, folder);
      expect(problems.some((p) => p.startsWith("TS2769"))).toBe(true);
    }, 120_000);
  }
});
