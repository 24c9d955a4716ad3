/**
 * Pairing responses with requests: the party blamed when a response answers no request or retypes its id, with and
 * without envelope directions, and the bound past which an unknown id no longer proves an unsolicited answer.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { MAX_PENDING } from "../../../src/cli/lint/trace/correlation.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result } from "./trace.js";

const rootsList = (id: number | string): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "roots/list",
  params: {},
});
const errorResponse = (id: number | string): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  error: { code: -32603, message: "boom" },
});
const ruleLinePartyOf = (findings: readonly Finding[], rule: string): [number, unknown][] =>
  findings.filter((f) => f.rule === rule).map((f) => [f.line, f.party]);

describe("a response whose id changed JSON type", () => {
  it("pairs a multi-digit string with the number, blaming the answerer of a server's request", () => {
    const { findings } = lint([rootsList(12), { jsonrpc: "2.0", id: "12", result: { roots: [] } }]);
    expect(ruleLinePartyOf(findings, RULES.responseIdType.id)).toEqual([[2, "client"]]);
    expect(ruleLinePartyOf(findings, RULES.unsolicitedResponse.id)).toEqual([]);
  });
});

describe("a response to an id no request used, in a trace without directions", () => {
  it("is unsolicited when the only requests were the server's, blaming the server", () => {
    const { findings } = lint([rootsList(1), result(9, { content: [] })]);
    const unsolicited = findings.filter((f) => f.rule === RULES.unsolicitedResponse.id);
    expect(unsolicited.map((f) => [f.line, f.party])).toEqual([[2, "server"]]);
    expect(unsolicited[0]!.message).toMatch(/^This result response has id the number 9,/);
  });

  it("names an error response as such", () => {
    const { findings } = lint([call(1), errorResponse(9)]);
    const unsolicited = findings.filter((f) => f.rule === RULES.unsolicitedResponse.id);
    expect(unsolicited.map((f) => f.message.slice(0, 40))).toEqual(["This error response has id the number 9,"]);
  });
});

describe("a response travelling a way no request travelled the other", () => {
  it("is no finding: only requests sent to its sender count", () => {
    const { findings } = lint([
      { dir: "s2c", message: rootsList(1) },
      { dir: "s2c", message: result(9, { content: [] }) },
    ]);
    expect(ruleLinePartyOf(findings, RULES.unsolicitedResponse.id)).toEqual([]);
  });
});

describe("a response to an unknown id once unanswered requests were forgotten", () => {
  it("is no finding, since the forgotten request may be the one it answers", () => {
    const findings: Finding[] = [];
    const linter = new Linter((f) => findings.push(f));
    for (let i = 0; i <= MAX_PENDING; i++) linter.line(JSON.stringify(call(i)), i + 1);
    linter.line(JSON.stringify(result(0, { content: [] })), MAX_PENDING + 2);
    linter.end();
    expect(ruleLinePartyOf(findings, RULES.unsolicitedResponse.id)).toEqual([]);
  });
});
