/** runLint's use of its streams: progress on a terminal, a read that fails part way, and an output closed early. */
import { Readable, Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXIT } from "../../../src/cli/exit.js";
import { Output } from "../../../src/cli/io/output.js";
import { parseLint } from "../../../src/cli/lint/args.js";
import { runLint } from "../../../src/cli/lint/command.js";
import { call, result, task } from "./trace.js";
import { lintRun } from "./run-lint.js";

/** A tools/call line, which is no error, and its answer, an error: a task handle without resultType "task". */
const good = `${JSON.stringify(call(1))}\n`;
const bad = `${JSON.stringify(result(1, task("t1", "working", 0)))}\n`;

/** Makes standard input give `chunks`, then fail with `error` if given. */
function stdin(chunks: string[], error?: Error): void {
  async function* read(): AsyncGenerator<Buffer> {
    for (const chunk of chunks) yield Buffer.from(chunk);
    if (error !== undefined) throw error;
  }
  vi.spyOn(process, "stdin", "get").mockReturnValue(Readable.from(read()) as typeof process.stdin);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("runLint reading standard input", () => {
  it("exits 2 when the read fails part way, saying why", async () => {
    stdin([good], new Error("device gone"));
    const run = await lintRun(["--json", "-"]);
    expect(run).toEqual({ status: EXIT.usage, out: [], err: ["mcp-tasks: cannot read <stdin>: device gone"] });
  });

  it("stops reading once its output is closed, judging only what it read", async () => {
    stdin([good, bad]);
    const sink = new Writable({ write: (_chunk, _encoding, done) => done(new Error("EPIPE")) });
    sink.destroy(new Error("EPIPE"));
    const parsed = parseLint(["-"]);
    if (parsed.kind !== "command") throw new Error("not a command");
    const err: string[] = [];
    const status = await runLint(parsed.command, { out: new Output(sink), err: (line) => err.push(line) });
    expect({ status, err }).toEqual({ status: EXIT.ok, err: [] });
    stdin([good, bad]);
    expect((await lintRun(["-"])).status).toBe(EXIT.invalid);
  });
});

describe("runLint's progress on a terminal", () => {
  it("is drawn under the name lint once a second has passed", async () => {
    Object.defineProperty(process.stderr, "isTTY", { value: true, configurable: true });
    try {
      let clock = 0;
      vi.spyOn(Date, "now").mockImplementation(() => (clock += 2000));
      const writes: string[] = [];
      vi.spyOn(process.stderr, "write").mockImplementation((text) => writes.push(String(text)) > 0);
      stdin([good]);
      await lintRun(["-"]);
      expect(writes).toEqual([`\r\x1b[Klint: ${good.length} B, 1 lines`, "\r\x1b[K"]);
    } finally {
      Reflect.deleteProperty(process.stderr, "isTTY");
    }
  });
});
