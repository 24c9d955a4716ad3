/**
 * A listen stream's acknowledgement as the server's answer: which listen it names (by id type and direction), that it
 * is judged once, and the listens it does not judge (headers that did not match, other requests).
 */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { brief, lint, result, task } from "./trace.js";

const NOT_DECLARING = { "io.modelcontextprotocol/clientCapabilities": {} };
const listen = (id: number | string): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "subscriptions/listen",
  params: { notifications: { taskIds: ["t"] }, _meta: NOT_DECLARING },
});
const acknowledged = (id: number | string): Record<string, unknown> => ({
  jsonrpc: "2.0",
  method: "notifications/subscriptions/acknowledged",
  params: { notifications: { taskIds: ["t"] }, _meta: { "io.modelcontextprotocol/subscriptionId": id } },
});
const SUBSCRIBE = RULES.subscribeNonDeclaring.id;
const verdicts = (lines: readonly Record<string, unknown>[]): [string, number][] =>
  brief(lint(lines).findings).filter(([rule]) => rule === SUBSCRIBE || rule === RULES.nonDeclaring.id);

describe("the listen an acknowledgement names", () => {
  it("is found by a string subscription id", () => {
    expect(
      verdicts([
        { dir: "c2s", message: listen("s") },
        { dir: "s2c", message: acknowledged("s") },
      ]),
    ).toEqual([[SUBSCRIBE, 2]]);
  });

  it("is one that travelled the other way from the acknowledgement", () => {
    expect(
      verdicts([
        { dir: "s2c", message: listen(5) },
        { dir: "c2s", message: acknowledged(5) },
      ]),
    ).toEqual([[SUBSCRIBE, 2]]);
  });

  it("is the client's for an acknowledgement without a direction", () => {
    expect(verdicts([listen(5), acknowledged(5)])).toEqual([[SUBSCRIBE, 2]]);
    expect(verdicts([{ dir: "s2c", message: listen(5) }, acknowledged(5)])).toEqual([]);
  });
});

describe("an acknowledgement's verdict", () => {
  it("is given once, however often the listen is acknowledged", () => {
    const ack = { dir: "s2c", message: acknowledged(5) };
    expect(verdicts([{ dir: "c2s", message: listen(5) }, ack, ack])).toEqual([[SUBSCRIBE, 2]]);
  });

  it("is none for a listen whose headers did not match its body", () => {
    const { findings } = lint([
      { dir: "c2s", headers: { "Mcp-Method": "tools/call" }, message: listen(5) },
      { dir: "s2c", message: acknowledged(5) },
    ]);
    expect(findings.filter((f) => f.line === 1).length).toBeGreaterThan(0);
    expect(brief(findings).filter(([rule]) => rule === SUBSCRIBE)).toEqual([]);
  });

  it("leaves a request that is no listen to be judged by its own answer", () => {
    const get = { jsonrpc: "2.0", id: 5, method: "tasks/get", params: { taskId: "t", _meta: NOT_DECLARING } };
    expect(
      verdicts([
        { dir: "c2s", message: get },
        { dir: "s2c", message: acknowledged(5) },
        { dir: "s2c", message: result(5, task("t", "working", 0)) },
      ]),
    ).toEqual([[RULES.nonDeclaring.id, 3]]);
  });
});
