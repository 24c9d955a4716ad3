/**
 * The live linter's thread, driven in this process through LiveLint with the built thread script (dist/): findings
 * come back in trace order and in few writes, a linter that falls behind makes the proxy wait at an exact bound, and a
 * thread that cannot start or dies is said so, never waited on.
 */
import { afterEach, describe, expect, it } from "vitest";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { Output } from "../../../src/cli/io/output.js";
import { LiveLint, MAX_UNLINTED_CHARS } from "../../../src/cli/record/live/index.js";
import { FLUSH_MS } from "../../../src/cli/record/recording.js";
import { root } from "../run-cli.js";
import { tempDir } from "./harness.js";

const THREAD = pathToFileURL(join(root, "dist/lint-thread.js"));
const AT = "2026-01-01T00:00:00.000Z";
const request = `{"dir":"c2s","at":"${AT}","message":{"jsonrpc":"2.0","id":1,"method":"tools/list"}}`;
const answer = `{"dir":"s2c","at":"${AT}","message":{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}}`;

const opened: LiveLint[] = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.close();
});

/** A LiveLint writing into `writes`, with its diagnostics in `notes`. */
function liveLint(thread: URL = THREAD, json = false) {
  if (!existsSync(join(root, "dist/lint-thread.js"))) throw new Error("run `npm run build` before these tests");
  const writes: string[] = [];
  const notes: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      writes.push(String(chunk));
      done();
    },
  });
  const out = new Output(sink);
  const live = new LiveLint(out, undefined, json, (line) => notes.push(line), thread);
  opened.push(live);
  return { live, out, writes, notes };
}

/** A thread script of its own (a foil), written to a temporary file. */
function threadScript(source: string): URL {
  const file = join(tempDir(), "thread.mjs");
  writeFileSync(file, source);
  return pathToFileURL(file);
}

const turn = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the live linter's thread", () => {
  it("prints every finding, in trace order, in a few writes, then the summary", async () => {
    const { live, out, writes } = liveLint();
    expect(await live.start()).toBeUndefined();
    live.line(request, 1);
    for (let i = 0; i < 20; i++) {
      live.line(answer, i + 2);
      await turn();
    }
    await live.end(21);
    await out.flush();
    const printed = writes.join("").trimEnd().split("\n");
    const lines = printed.filter((l) => l.includes("duplicate-response")).map((l) => Number(/^(\d+):/.exec(l)?.[1]));
    expect(lines).toEqual(Array.from({ length: 19 }, (_, i) => i + 3));
    expect(printed.at(-1)).toBe("19 errors, 0 warnings (21 lines, 0 tasks)");
    expect(live.errors).toBe(19);
    expect(writes.length).toBeLessThanOrEqual(5);
  });

  it("writes once per batch when lines come farther apart than the flush interval (what the count above measures)", async () => {
    const { live, out, writes } = liveLint();
    await live.start();
    live.line(request, 1);
    for (let i = 0; i < 8; i++) {
      live.line(answer, i + 2);
      await turn(FLUSH_MS * 3);
    }
    await live.end(9);
    await out.flush();
    expect(writes.length).toBeGreaterThanOrEqual(7);
  });

  it("makes the proxy wait once more than MAX_UNLINTED_CHARS wait for a thread that lags, and not at exactly that", async () => {
    // A thread that never answers a batch of lines: everything handed to it stays unlinted.
    const stalled = threadScript(
      'import { parentPort } from "node:worker_threads";\nparentPort.postMessage({ kind: "ready" });\nparentPort.on("message", () => {});\n',
    );
    const { live } = liveLint(stalled);
    await live.start();
    const text = "x".repeat(64 * 1024);
    const whole = MAX_UNLINTED_CHARS / text.length;
    for (let i = 1; i <= whole; i++) live.line(text, i);
    expect(live.ready()).toBeUndefined();
    live.line("x", whole + 1);
    await turn(FLUSH_MS * 2);
    expect(live.ready()).toBeInstanceOf(Promise);
  });

  it("stops waiting once a lagging thread catches up", async () => {
    const { live } = liveLint();
    await live.start();
    const text = `{"dir":"c2s","at":"${AT}","message":{"jsonrpc":"2.0","method":"notifications/x","params":{"p":"${"y".repeat(1 << 16)}"}}}`;
    let n = 0;
    while (live.ready() === undefined && n < 1000) live.line(text, ++n);
    const waiting = live.ready();
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(live.ready()).toBeUndefined();
  });

  it("says why a thread that cannot load does not start, and does not call it stopped", async () => {
    const { live, notes } = liveLint(pathToFileURL(join(tempDir(), "missing.mjs")));
    expect(await live.start()).toMatch(/Cannot find module/);
    await turn(FLUSH_MS);
    expect(notes).toEqual([]);
  });

  it("numbers findings by the lines it was given, when they are not consecutive", async () => {
    const { live, out, writes } = liveLint();
    await live.start();
    live.line(request, 1);
    live.line(answer, 2);
    live.line(answer, 7);
    await live.end(7);
    await out.flush();
    expect(writes.join("")).toMatch(/^7: server error mcp-tasks\/duplicate-response: .*line 2/m);
  });

  it("keeps the proxy waiting while what was linted leaves more than MAX_UNLINTED_CHARS behind", async () => {
    // A thread that answers every batch at once but says it linted nothing of it: the backlog never shrinks.
    const slow = threadScript(
      'import { parentPort } from "node:worker_threads";\nparentPort.postMessage({ kind: "ready" });\nparentPort.on("message", () => parentPort.postMessage({ kind: "linted", chars: 0, printed: [] }));\n',
    );
    const { live } = liveLint(slow);
    await live.start();
    const text = "x".repeat(64 * 1024);
    for (let i = 1; i <= MAX_UNLINTED_CHARS / text.length + 1; i++) live.line(text, i);
    await turn(FLUSH_MS * 3);
    expect(live.ready()).toBeInstanceOf(Promise);
  });

  it("says at once that a thread died, stops handing it lines and never waits for it", async () => {
    const dying = threadScript(
      'import { parentPort } from "node:worker_threads";\nparentPort.postMessage({ kind: "ready" });\nparentPort.on("message", () => { throw new Error("linter broke"); });\n',
    );
    const { live, notes } = liveLint(dying);
    await live.start();
    live.line(request, 1);
    await turn(FLUSH_MS * 5);
    expect(notes).toEqual([expect.stringContaining("linter broke")]);
    expect(live.failed).toContain("linter broke");
    live.line(answer, 2);
    expect(live.ready()).toBeUndefined();
    await live.end(2);
  });
});
