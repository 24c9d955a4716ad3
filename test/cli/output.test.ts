import { describe, it, expect } from "vitest";
import { Writable } from "node:stream";
import { Output } from "../../src/cli/io/output.js";
import { closest, distance } from "../../src/cli/suggest.js";
import { reportToJson, reportToText } from "../../src/cli/validate/format.js";

describe("Output", () => {
  it("delivers every line, in order, through a slow destination", async () => {
    const chunks: string[] = [];
    const slow = new Writable({
      highWaterMark: 16,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        setImmediate(done);
      },
    });
    const out = new Output(slow);
    for (let i = 0; i < 20000; i++) {
      out.line(`line ${i}`);
      if (i % 1000 === 0) await out.ready();
    }
    await out.flush();
    const lines = chunks.join("").split("\n").slice(0, -1);
    expect(lines).toHaveLength(20000);
    expect(lines[19999]).toBe("line 19999");
  });

  it("goes quiet instead of failing when the reader closes the pipe", async () => {
    const broken = new Writable({
      write: (_c, _e, done) => done(Object.assign(new Error("EPIPE"), { code: "EPIPE" })),
    });
    const out = new Output(broken);
    out.line("x".repeat(70000));
    await out.flush();
    out.line("more");
    await out.flush();
    expect(out.closed).toBe(true);
  });
});

describe("closest", () => {
  it("suggests a near name, ignoring case, and nothing for a far one", () => {
    const names = ["GetTaskResult", "GetTaskRequest", "CreateTaskResult"];
    expect(closest("GetTaskResul", names)).toBe("GetTaskResult");
    expect(closest("gettaskrequest", names)).toBe("GetTaskRequest");
    expect(closest("Zebra", names)).toBeUndefined();
    expect(distance("kitten", "sitting")).toBe(3);
  });
});

describe("validate report formats", () => {
  const report = {
    file: "a.jsonl",
    index: 0,
    line: 3,
    kind: "GetTaskResult",
    ok: false,
    issues: [
      { path: "", keyword: "type", message: "must be\nan object" },
      { path: "/ttlMs", keyword: "required", message: "is required", code: "mcp-tasks/schema" },
    ],
  };
  it("prints one line per message", () => {
    expect(reportToText(report)).toBe(
      "a.jsonl:3: GetTaskResult: invalid: (root) must be an object; /ttlMs is required",
    );
    expect(reportToText({ ...report, ok: true, issues: [] })).toBe("a.jsonl:3: GetTaskResult: ok");
  });
  it("prints JSON with a fixed key order and code only when present", () => {
    expect(reportToJson(report)).toBe(
      '{"file":"a.jsonl","index":0,"line":3,"kind":"GetTaskResult","ok":false,"issues":[{"path":"","keyword":"type","message":"must be\\nan object"},{"path":"/ttlMs","keyword":"required","message":"is required","code":"mcp-tasks/schema"}]}',
    );
  });
});
