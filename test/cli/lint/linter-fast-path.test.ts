/**
 * Exact findings for well-formed result envelopes, which the Linter reads without decoding them when the result is
 * checked anyway: every problem of the message is still reported, and reported once.
 */
import { describe, expect, it } from "vitest";
import { call, lint, result, task, tasksRequest } from "./trace.js";

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
  it.each([1, "a"])("has a number out of range reported once, as the tools/call result's (id %j)", (id) => {
    const line = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[],"x":1e400}}`;
    expect(lint([call(id), line]).findings).toEqual([
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

describe("a number out of range in any result", () => {
  const handle = '"taskId":"t1","status":"working","createdAt":"2026-08-21T10:00:00.000Z"';
  const more = '"lastUpdatedAt":"2026-08-21T10:00:00.000Z","ttlMs":60000';
  const get = tasksRequest("tasks/get", 2, "t1");
  const created = result(1, task("t1", "working", 0), "task");
  const answer = (id: number, body: string) => `{"jsonrpc":"2.0","id":${id},"result":{${body},"x":1e400}}`;

  it.each([
    ["an unpaired task handle", [answer(1, `"resultType":"task",${handle},${more}`)], "CreateTaskResult"],
    [
      "a task handle answering tools/call",
      [call(1), answer(1, `"resultType":"task",${handle},${more}`)],
      "CreateTaskResult",
    ],
    ["a task answering tools/call as complete", [call(1), answer(1, `"resultType":"complete",${handle}`)], "response"],
    [
      "a tasks/get answer",
      [call(1), created, get, answer(2, `"resultType":"complete",${handle},${more}`)],
      "GetTaskResult",
    ],
    [
      "a tasks/get answer typed task",
      [call(1), created, get, answer(2, `"resultType":"task",${handle},${more}`)],
      "response",
    ],
  ])("is reported once in %s", (_what, lines, what) => {
    const notJson = lint(lines).findings.filter((f) => f.rule === NOT_JSON);
    expect(notJson.map((f) => f.message)).toEqual([`In this ${what}, Infinity is not a JSON number.`]);
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

describe("a result whose id is not a string or a safe integer", () => {
  const beyond = "an integer id beyond 2^53 - 1 cannot be echoed exactly, since JSON numbers are read as doubles";

  it.each([
    ["ping", '"params":{}'],
    ["tools/call", '"params":{"name":"t","arguments":{}}'],
  ])("is refused beyond 2^53 - 1, as the %s request with that id is", (method, params) => {
    const id = "9007199254740993";
    const findings = lint([
      `{"jsonrpc":"2.0","id":${id},"method":"${method}",${params}}`,
      `{"jsonrpc":"2.0","id":${id},"result":{"resultType":"complete","content":[]}}`,
    ]).findings;
    expect(findings.map((f) => [f.line, f.rule, f.party, f.message])).toEqual([
      [1, "mcp-tasks/invalid-envelope", "client", `In this ${method} request, ${beyond}; use a string id.`],
      [2, "mcp-tasks/invalid-envelope", "server", `In this response, ${beyond}; use a string id.`],
    ]);
  });

  it("is refused when a fraction, even on a task handle that is followed", () => {
    const handle = JSON.stringify({
      jsonrpc: "2.0",
      id: 1.5,
      result: { resultType: "task", ...task("t1", "working", 0) },
    });
    expect(lint([handle]).findings.filter((f) => f.rule === "mcp-tasks/invalid-envelope")).toEqual([
      finding(1, "mcp-tasks/invalid-envelope", "In this response, /id must be a string or an integer."),
    ]);
  });
});

describe("a result envelope with a method or an error beside its result", () => {
  it("is a request that carries a result, when it has a method", () => {
    const line = '{"jsonrpc":"2.0","id":"a","method":"tools/call","result":{"content":[]}}';
    expect(lint([call("a"), line]).findings.map((f) => [f.line, f.rule, f.message])).toEqual([
      [
        2,
        "mcp-tasks/invalid-envelope",
        "In this tools/call request, a message with a method cannot also carry a result or an error.",
      ],
      [
        2,
        "mcp-tasks/duplicate-request-id",
        'Request id "a" is reused while the tools/call request on line 1 with that id is unanswered.',
      ],
    ]);
  });

  it("is refused for carrying both, when it has an error", () => {
    const line = '{"jsonrpc":"2.0","id":"a","result":{"content":[]},"error":{"code":-32603,"message":"x"}}';
    expect(lint([call("a"), line]).findings).toEqual([
      finding(
        2,
        "mcp-tasks/invalid-envelope",
        "In this error response, a response carries a result or an error, not both.",
      ),
    ]);
  });
});
