import { describe, it, expect } from "vitest";
import { describeHttpBody, readHttpBody } from "../../../src/cli/http-body.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { runCli } from "../run-cli.js";

function lint(lines: string[]): Finding[] {
  const findings: Finding[] = [];
  const linter = new Linter((f) => findings.push(f));
  lines.forEach((text, i) => linter.line(text, i + 1));
  linter.end();
  return findings;
}

describe("http records of bodies without a JSON-RPC message", () => {
  it("reads a body record, and refuses anything else without throwing", () => {
    expect(
      readHttpBody({ status: 502, contentType: "text/html", bytes: 12, problem: "not-json", text: "<h1>x</h1>" }),
    ).toEqual({ status: 502, contentType: "text/html", bytes: 12, problem: "not-json", text: "<h1>x</h1>" });
    for (const bad of [
      null,
      [],
      "x",
      { bytes: 1, contentType: null },
      { bytes: -1, contentType: null, problem: "empty" },
      { bytes: 1, contentType: 3, problem: "empty" },
      { bytes: 1, contentType: null, problem: "weird" },
      { bytes: 1.5, contentType: null, problem: "empty" },
      { bytes: 1, contentType: null, problem: "empty", status: 42 },
      { bytes: 1, contentType: null, problem: "invalid-utf8", offset: -1 },
      { bytes: 1, contentType: null, problem: "invalid-utf8", offset: "0" },
      JSON.parse('{"__proto__": {"x": 1}, "bytes": 1}'),
    ]) {
      expect(readHttpBody(bad)).toBeUndefined();
    }
  });

  it("says what the body was in one sentence", () => {
    expect(
      describeHttpBody({ status: 502, contentType: "text/html", bytes: 1532, problem: "not-json", text: "<html>" }),
    ).toBe('This response (HTTP 502, text/html, 1532 bytes) is not JSON-RPC: "<html>".');
    expect(describeHttpBody({ method: "POST", contentType: null, bytes: 0, problem: "empty" })).toBe(
      "This request body (POST, no Content-Type, 0 bytes) is empty where a JSON-RPC message was due.",
    );
  });

  it("says where a body that is not UTF-8 goes wrong, and lint flags it against its sender", () => {
    const body = {
      status: 200,
      contentType: "application/json",
      bytes: 44,
      problem: "invalid-utf8",
      offset: 40,
      text: '{"a":"',
    };
    expect(readHttpBody(body)).toEqual(body);
    expect(describeHttpBody(readHttpBody(body)!)).toBe(
      'This response (HTTP 200, application/json, 44 bytes) is not UTF-8 (byte 40 is the first that is not), and JSON text exchanged between systems is UTF-8 (RFC 8259 section 8.1), so it carries no message: "{\\"a\\":\\"".',
    );
    const findings = lint([JSON.stringify({ dir: "s2c", http: body })]);
    expect(findings.map((f) => [f.rule, f.party, f.severity])).toEqual([
      ["mcp-tasks/non-json-rpc-body", "server", "error"],
    ]);
  });

  it("is a lint finding against its sender, and a broken record is a broken envelope", () => {
    const findings = lint([
      JSON.stringify({
        dir: "s2c",
        at: "2026-08-21T10:00:00.000Z",
        http: { status: 500, contentType: "text/plain", bytes: 5, problem: "not-json", text: "boom!" },
      }),
      JSON.stringify({ dir: "c2s", http: { method: "POST", contentType: null, bytes: 0, problem: "empty" } }),
      JSON.stringify({ dir: "s2c", http: { status: "500" } }),
      JSON.stringify({ http: { contentType: null, bytes: 0, problem: "empty" } }),
    ]);
    expect(findings.map((f) => [f.line, f.rule, f.party, f.severity])).toEqual([
      [1, "mcp-tasks/non-json-rpc-body", "server", "error"],
      [2, "mcp-tasks/non-json-rpc-body", "client", "error"],
      [3, "mcp-tasks/trace-envelope", null, "error"],
      [4, "mcp-tasks/trace-envelope", null, "error"],
    ]);
  });

  it("is reported by validate as an http body, not as a malformed message", async () => {
    const line = JSON.stringify({
      dir: "s2c",
      http: { status: 502, contentType: "text/html", bytes: 3, problem: "not-json", text: "bad" },
    });
    const run = await runCli(["validate", "--json", "-"], { stdin: line + "\n" });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      kind: "http body",
      ok: false,
      issues: [{ path: "/http", code: "mcp-tasks/non-json-rpc-body" }],
    });
  });
});
