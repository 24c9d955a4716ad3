import { describe, it, expect } from "vitest";
import { Writable } from "node:stream";
import { Output } from "../../../src/cli/io/output.js";
import { LiveLint } from "../../../src/cli/record/live-lint.js";
import { FLUSH_MS } from "../../../src/cli/record/recording.js";

const AT = "2026-01-01T00:00:00.000Z";
const request = `{"dir":"c2s","at":"${AT}","message":{"jsonrpc":"2.0","id":1,"method":"tools/list"}}`;
const answer = `{"dir":"s2c","at":"${AT}","message":{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}}`;

/** The writes an output gets while `lint` reads one request, then its answer in each of `turns` turns of the event loop. */
async function writesOf(lint: (out: Output) => { line(text: string, n: number): void }, turns: number) {
  const writes: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      writes.push(String(chunk));
      done();
    },
  });
  const live = lint(new Output(sink));
  live.line(request, 1);
  for (let i = 0; i < turns; i++) {
    live.line(answer, i + 2);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
  return writes;
}

/** The foil: a linter whose findings are written at the end of each turn of the event loop, as they once were. */
class EveryTurn {
  private scheduled = false;
  private readonly live: LiveLint;
  constructor(private readonly out: Output) {
    this.live = new LiveLint(out, undefined, false);
  }
  line(text: string, n: number): void {
    this.live.line(text, n);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.out.flush();
    });
  }
}

describe("the live linter's output", () => {
  it("gathers the findings of many turns of the event loop into one write, within the flush interval", async () => {
    const writes = await writesOf((out) => new LiveLint(out, undefined, false), 20);
    const findings = writes
      .join("")
      .split("\n")
      .filter((l) => l.includes("duplicate-response"));
    expect(findings).toHaveLength(19);
    expect(writes.length).toBeLessThanOrEqual(5);
    expect((await writesOf((out) => new EveryTurn(out), 20)).length).toBeGreaterThan(15);
  });
});
