/**
 * Exact findings for well-formed result envelopes, which the Linter reads without decoding them when the result is
 * checked anyway: every problem of the message is still reported, and reported once.
 */
import { describe, expect, it } from "vitest";
import { call, lint } from "./trace.js";

const ping = { jsonrpc: "2.0", id: 1, method: "ping", params: {} };
const finding = (line: number, rule: string, message: string) => ({
  line,
  severity: "error",
  rule,
  taskId: null,
  message,
  party: "server",
});
const NOT_JSON = "mcp-tasks/not-json";

describe("a result that the check of its request walks", () => {
  it("has a number out of range reported once, as the tools/call result's", () => {
    expect(lint([call(1), '{"jsonrpc":"2.0","id":1,"result":{"content":[],"x":1e400}}']).findings).toEqual([
      finding(2, NOT_JSON, "In this tools/call result, Infinity is not a JSON number."),
    ]);
  });

  it("has a lone surrogate reported once, as the tools/call result's", () => {
    const line = '{"jsonrpc":"2.0","id":1,"result":{"content":[],"x":"\\ud800"}}';
    expect(lint([call(1), line]).findings).toEqual([
      finding(
        2,
        "mcp-tasks/lone-surrogate",
        "In this tools/call result, a string holds a lone surrogate, which has no UTF-8 encoding.",
      ),
    ]);
  });
});

describe("a result that no check of its request walks", () => {
  it("has a number out of range reported when it answers a ping", () => {
    expect(lint([ping, '{"jsonrpc":"2.0","id":1,"result":{"x":1e400}}']).findings).toEqual([
      finding(2, NOT_JSON, "In this response, Infinity is not a JSON number."),
    ]);
  });

  it("has nesting past the limit reported when it answers a ping", () => {
    const deep = `${"[".repeat(200)}${"]".repeat(200)}`;
    expect(lint([ping, `{"jsonrpc":"2.0","id":1,"result":{"x":${deep}}}`]).findings).toEqual([
      finding(2, "mcp-tasks/too-deep", "In this response, the input nests deeper than the limit of 128 levels."),
    ]);
  });

  it("has a number out of range reported when no request in the trace is answered", () => {
    const task = '"taskId":"t1","status":"working","createdAt":"2026-08-21T10:00:00.000Z"';
    expect(lint([`{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${task},"x":1e400}}`]).findings).toEqual([
      finding(1, NOT_JSON, "In this response, Infinity is not a JSON number."),
    ]);
  });
});

describe("a result whose id is an integer beyond 2^53 - 1", () => {
  it("is refused, as a request with that id is", () => {
    const id = "9007199254740993";
    const findings = lint([
      `{"jsonrpc":"2.0","id":${id},"method":"ping","params":{}}`,
      `{"jsonrpc":"2.0","id":${id},"result":{}}`,
    ]).findings;
    const beyond = "an integer id beyond 2^53 - 1 cannot be echoed exactly, since JSON numbers are read as doubles";
    expect(findings.map((f) => [f.line, f.rule, f.party, f.message])).toEqual([
      [1, "mcp-tasks/invalid-envelope", "client", `In this ping request, ${beyond}; use a string id.`],
      [2, "mcp-tasks/invalid-envelope", "server", `In this response, ${beyond}; use a string id.`],
    ]);
  });
});
