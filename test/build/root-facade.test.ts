import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { constantsOf, topLevelNames } from "../../scripts/root-facade.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = join(root, "dist");
const load = createRequire(import.meta.url);
const names = (m: object) => Object.keys(m).filter((n) => n !== "default" && n !== "__esModule");
const ENTRIES = ["validate", "machine", "store", "codec", "host", "client"] as const;

/** Whether two values have the same shape, frozenness and prototypes at every level; functions by name and length. */
function sameShape(a: unknown, b: unknown, path: string): void {
  expect(typeof a, path).toBe(typeof b);
  if (typeof a === "function")
    return expect([a.name, a.length], path).toEqual([(b as Function).name, (b as Function).length]);
  if (typeof a !== "object" || a === null) return expect(a, path).toBe(b);
  expect(Object.isFrozen(a), path).toBe(Object.isFrozen(b));
  expect(Object.getPrototypeOf(a), path).toBe(Object.getPrototypeOf(b));
  expect(Object.keys(a), path).toEqual(Object.keys(b as object));
  for (const k of Object.keys(a))
    sameShape((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`);
}

// A fresh process loads a root file, then calls one function of it, and reports the package files it has required.
const CHILD = `
import { createRequire } from "node:module";
const [file, call] = process.argv.slice(1);
const cache = createRequire(file).cache;
const loaded = () => Object.keys(cache).map((f) => f.slice(f.lastIndexOf("/") + 1)).sort();
const m = file.endsWith(".cjs") ? createRequire(file)(file) : await import(file);
const before = loaded();
const value = call === "createTask" ? m.createTask({ taskId: "t1", now: "2026-11-22T10:00:00Z", ttlMs: 60000 }).ok : m[call]("GetTaskResult", {}).ok;
process.stdout.write(JSON.stringify({ before, after: loaded(), value }));
`;

function requiredBy(file: string, call: string): { before: string[]; after: string[]; value: boolean } {
  const out = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD, file, call], { encoding: "utf8" });
  expect(out.stderr).toBe("");
  return JSON.parse(out.stdout) as { before: string[]; after: string[]; value: boolean };
}

describe("the root entry as Node loads it", () => {
  const cjs = load(join(dist, "index.node.cjs")) as Record<string, unknown>;
  const entries = ENTRIES.map((e) => ({ e, m: load(join(dist, `${e}.cjs`)) as Record<string, unknown> }));

  it("gives every name what the entry it comes from gives: equal constants, functions of the same name and length", () => {
    let stubs = 0;
    for (const name of names(cjs).filter((n) => n !== "ok" && n !== "fail")) {
      const from = entries.find(({ m }) => Object.hasOwn(m, name));
      expect(from, name).toBeDefined();
      if (from!.e !== "validate" && typeof from!.m[name] === "function") stubs++;
      sameShape(cjs[name], from!.m[name], name);
    }
    expect(stubs).toBeGreaterThan(80);
  });

  it("answers through its functions as the entries do", () => {
    const [machine, store, codec, host] = ["machine", "store", "codec", "host"].map(
      (e) => entries.find((x) => x.e === e)!.m,
    ) as Record<string, Function>[];
    const created = (cjs.createTask as Function)({ taskId: "t1", now: "2026-11-22T10:00:00Z", ttlMs: 60000 });
    expect(created).toEqual(machine!.createTask!({ taskId: "t1", now: "2026-11-22T10:00:00Z", ttlMs: 60000 }));
    const done = { type: "complete", now: "2026-11-22T10:00:05Z", result: { content: [], isError: false } };
    expect((cjs.transition as Function)(created.state, done)).toEqual(machine!.transition!(created.state, done));
    const text = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t1" } });
    expect((cjs.decode as Function)(text)).toEqual(codec!.decode!(text));
    expect((cjs.decode as Function)("{")).toEqual(codec!.decode!("{"));
    expect(typeof (cjs.memoryStore as Function)().get).toBe(typeof store!.memoryStore!().get);
    expect((cjs.createTasksHost as Function)({ tools: [] }).ok).toBe(host!.createTasksHost!({ tools: [] }).ok);
    expect((cjs.ok as Function)(1)).toEqual({ ok: true, value: 1 });
    expect((cjs.fail as Function)([])).toEqual({ ok: false, issues: [] });
  });

  it("gives Node's import the same names and values as its require", async () => {
    const esm = (await import(pathToFileURL(join(dist, "index.node.js")).href)) as Record<string, unknown>;
    expect(names(esm).sort()).toEqual(names(cjs).sort());
    for (const name of names(esm)) sameShape(esm[name], cjs[name], name);
  });

  for (const file of ["index.node.cjs", "index.node.js"]) {
    it(`${file} loads the validators, and the machine only once a machine function is called`, () => {
      const validating = requiredBy(join(dist, file), "validate");
      expect(validating.value).toBe(false);
      expect(validating.after.filter((f) => /^(machine|store|codec|host)\./.test(f))).toEqual([]);
      const creating = requiredBy(join(dist, file), "createTask");
      expect(creating.value).toBe(true);
      expect(creating.before).not.toContain("machine.cjs");
      expect(creating.after).toContain("machine.cjs");
      expect(creating.after.filter((f) => /^(store|codec|host)\./.test(f))).toEqual([]);
    });
  }

  it("keeps dist/index.cjs, which browsers and bundlers require, self-contained: it loads no other file of the package", () => {
    const out = requiredBy(join(dist, "index.cjs"), "createTask");
    expect(out.after.filter((f) => f !== "index.cjs" && f !== "explain.cjs")).toEqual([]);
    expect(out.value).toBe(true);
  });

  it("lets Node read every named export of its CommonJS files when an ES module imports them", async () => {
    for (const file of ["index.node.cjs", "index.cjs"]) {
      const imported = (await import(pathToFileURL(join(dist, file)).href)) as Record<string, unknown>;
      expect(names(imported).sort(), file).toEqual(names(cjs).sort());
    }
  });

  // A CommonJS module may require() an ES module graph without top-level await (Node 20.19 and later).
  const REQUIRE_ESM = `const { writeFileSync } = require("node:fs");
const [dir, file] = process.argv.slice(1);
writeFileSync(dir + "/lib.mjs", "export * from " + JSON.stringify(file) + ";");
process.stdout.write(String(typeof require(dir + "/lib.mjs").validate));`;

  function requireThroughEsm(file: string): { status: number | null; stdout: string; stderr: string } {
    const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-require-esm-"));
    try {
      return spawnSync(process.execPath, ["--no-warnings", "-e", REQUIRE_ESM, dir, file], { encoding: "utf8" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each(["index.node.js", "validate.node.js", "codec.node.js", "host.node.js", "machine.js"])(
    "can be required through an ES module that re-exports dist/%s",
    (file) => {
      const out = requireThroughEsm(pathToFileURL(join(dist, file)).href);
      expect(out.stderr).toBe("");
      expect(out.stdout).toBe(file.startsWith("index") || file.startsWith("validate") ? "function" : "undefined");
    },
  );

  it("foil: an ES module with top-level await is refused by the same check", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-tla-"));
    try {
      writeFileSync(join(dir, "tla.mjs"), "await Promise.resolve(); export const validate = () => true;");
      const out = requireThroughEsm(pathToFileURL(join(dir, "tla.mjs")).href);
      expect(out.stderr).toMatch(/ERR_REQUIRE_ASYNC_MODULE/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("foil: a root that required every entry up front is caught by the same check", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-facade-"));
    try {
      for (const e of ENTRIES) copyFileSync(join(dist, `${e}.cjs`), join(dir, `${e}.cjs`));
      const all = ENTRIES.map((e) => `...require("./${e}.cjs")`).join(",");
      writeFileSync(join(dir, "index.cjs"), `"use strict";module.exports={${all}};`);
      const out = requiredBy(join(dir, "index.cjs"), "validate");
      expect(out.before.filter((f) => /^(machine|store|codec|host)\./.test(f))).not.toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("constantsOf, which writes the root's constants", () => {
  const read = (value: unknown): unknown => new Function(`${constantsOf({ v: value })}return $constants.v;`)();

  it("writes JSON values back with the same frozenness and prototypes", () => {
    const value = Object.freeze({
      a: Object.freeze([1, "x", null, true]),
      b: { c: -1.5 },
      d: Object.freeze(Object.assign(Object.create(null), { e: "f" })),
    });
    sameShape(read(value), value, "v");
  });

  it.each([
    ["a function", () => 1],
    ["a symbol", Symbol("s")],
    ["undefined", undefined],
    ["NaN", Number.NaN],
    ["-0", -0],
    ["a BigInt", 1n],
    ["a Date", new Date(0)],
    ["a Map", new Map()],
    ["an accessor", Object.defineProperty({}, "x", { get: () => 1, enumerable: true })],
    ["a hidden property", Object.defineProperty({}, "x", { value: 1 })],
    ["a symbol key", { [Symbol("k")]: 1 }],
    ["a __proto__ key", JSON.parse('{"__proto__": 1}')],
  ])("refuses %s", (_, value) => {
    expect(() => constantsOf({ v: { nested: [value] } })).toThrow(/^v\/nested\/0/);
  });
});

describe("topLevelNames, which keeps the root's added names from clashing with the bundled code", () => {
  it("finds functions, classes, variables (destructured too) and imports, and nothing nested", () => {
    const code =
      'import d, { a as b } from "x"; import * as ns from "y"; function f() { const inner = 1; } class C {} const { p, q: [r] } = {}; let s; var t = 1;';
    expect([...topLevelNames(code)].sort()).toEqual(["C", "b", "d", "f", "ns", "p", "r", "s", "t"]);
  });
});
