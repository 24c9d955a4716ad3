import { describe, it, expect } from "vitest";
import { parseArgs } from "../../../src/cli/args.js";
import { parseListen, shownTarget } from "../../../src/cli/record/args.js";

describe("record and report command lines", () => {
  it("record takes a target, an address, an output, live lint options and a report", () => {
    const parsed = parseArgs([
      "record",
      "--target=http://127.0.0.1:3000/mcp",
      "--listen",
      "[::1]:0",
      "-o",
      "t.jsonl",
      "--lint",
      "--party=server",
      "--json",
      "--html",
      "r.html",
      "--max-message-bytes",
      "1024",
    ]);
    expect(parsed.ok && parsed.command).toMatchObject({
      name: "record",
      host: "::1",
      port: 0,
      out: "t.jsonl",
      lint: true,
      party: "server",
      json: true,
      html: "r.html",
      maxMessageBytes: 1024,
    });
    expect(parsed.ok && parsed.command.name === "record" && parsed.command.target.href).toBe(
      "http://127.0.0.1:3000/mcp",
    );
    expect(parseArgs(["record", "--target", "https://example.test/mcp"])).toMatchObject({
      ok: true,
      command: { host: "127.0.0.1", port: 4000, out: "trace.jsonl", lint: false },
    });
  });

  it("record refuses what it cannot use, pointing at its help", () => {
    for (const args of [
      [],
      ["--target"],
      ["--target", "nope"],
      ["--target", "http://x", "--listen", "host:"],
      ["--target", "http://x", "--max-message-bytes", "0"],
      ["--target", "http://x", "--json"],
      ["--target", "http://x", "--bogus"],
    ]) {
      expect(parseArgs(["record", ...args]), args.join(" ")).toMatchObject({ ok: false, topic: "record" });
    }
    expect(parseListen("4000")).toEqual({ host: "127.0.0.1", port: 4000 });
    expect(parseListen(":4000")).toEqual({ host: "127.0.0.1", port: 4000 });
    expect(parseListen("0.0.0.0:80")).toEqual({ host: "0.0.0.0", port: 80 });
    expect(parseListen("65536")).toBeUndefined();
  });

  it("report names its output after the trace unless told, and lint takes --html", () => {
    expect(parseArgs(["report", "runs/trace.jsonl"])).toEqual({
      ok: true,
      command: { name: "report", input: "runs/trace.jsonl", out: "runs/trace.html" },
    });
    expect(parseArgs(["report", "-"])).toEqual({
      ok: true,
      command: { name: "report", input: "-", out: "report.html" },
    });
    expect(parseArgs(["report", "a.jsonl", "--out=b.html"])).toEqual({
      ok: true,
      command: { name: "report", input: "a.jsonl", out: "b.html" },
    });
    expect(parseArgs(["report", "a", "b"])).toMatchObject({ ok: false, topic: "report" });
    expect(parseArgs(["report", "-o"])).toMatchObject({ ok: false, topic: "report" });
    expect(parseArgs(["lint", "--html", "r.html", "t.jsonl"])).toMatchObject({
      ok: true,
      command: { name: "lint", html: "r.html", input: "t.jsonl" },
    });
    expect(parseArgs(["help", "record"])).toEqual({ ok: true, command: { name: "help", topic: "record" } });
  });

  it("record takes headers to keep, a connection limit and a request deadline", () => {
    const parsed = parseArgs([
      "record",
      "--target=http://127.0.0.1:3000/mcp",
      "--keep-header",
      "Mcp-Session-Id",
      "--keep-header=X-Trace",
      "--max-connections",
      "8",
      "--request-timeout=5",
    ]);
    expect(parsed.ok && parsed.command).toMatchObject({
      keepHeaders: new Set(["mcp-session-id", "x-trace"]),
      maxConnections: 8,
      requestTimeout: 5,
    });
    expect(parseArgs(["record", "--target", "http://h/mcp"])).toMatchObject({
      command: { keepHeaders: new Set(), maxConnections: 64, requestTimeout: 60 },
    });
    for (const bad of [
      ["--max-connections", "0"],
      ["--max-connections", "-1"],
      ["--request-timeout", "1.5"],
      ["--keep-header", "a b"],
      ["--keep-header", "x:y"],
    ])
      expect(parseArgs(["record", "--target", "http://h/mcp", ...bad])).toMatchObject({ ok: false, topic: "record" });
  });

  it("names the target without its credentials or query", () => {
    expect(shownTarget(new URL("http://alice:hunter2@example.test:8080/mcp?api_key=k1"))).toBe(
      "http://[redacted]@example.test:8080/mcp?[redacted]",
    );
    expect(shownTarget(new URL("https://example.test/mcp"))).toBe("https://example.test/mcp");
    expect(shownTarget(new URL("http://:pw@[::1]:1/x"))).toBe("http://[redacted]@[::1]:1/x");
  });
});
