/**
 * The lint verdicts that compare payloads as the server wrote them: a terminal task's result or error must not change
 * between snapshots, and an input request key names one request. Whatever form lint keeps a payload in between lines,
 * each verdict is checked on trace lines written out by hand: key order and number or string notation never count,
 * every other difference does.
 */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { at, lint } from "./trace.js";

/** A notifications/tasks line for task "t", its payload field given as raw JSON text. */
const note = (status: string, updated: number, field: string, payload: string): string =>
  `{"jsonrpc":"2.0","method":"notifications/tasks","params":{"taskId":"t","status":"${status}",` +
  `"createdAt":"${at(0)}","lastUpdatedAt":"${at(updated)}","ttlMs":60000,"pollIntervalMs":1000,"${field}":${payload}}}`;

const PAYLOAD_RULES: readonly string[] = [RULES.terminalPayloadChanged.id, RULES.keyUnique.id];

/** The payload rules lint reports on two snapshots, with their lines. */
const verdicts = (first: string, second: string): [string, number][] =>
  lint([first, second])
    .findings.filter((f) => PAYLOAD_RULES.includes(f.rule))
    .map((f) => [f.rule, f.line]);

const results = (a: string, b: string) =>
  verdicts(note("completed", 5, "result", a), note("completed", 5, "result", b));
const errors = (a: string, b: string) => verdicts(note("failed", 5, "error", a), note("failed", 5, "error", b));
const requests = (a: string, b: string) =>
  verdicts(
    note("input_required", 1, "inputRequests", `{"k":${a}}`),
    note("input_required", 2, "inputRequests", `{"k":${b}}`),
  );

/** An elicitation request whose `_meta` is the given JSON text. */
const ask = (meta: string, order: "usual" | "reversed" = "usual"): string => {
  const params = `"message":"Go on?","requestedSchema":{"type":"object","properties":{}},"_meta":${meta}`;
  return order === "usual"
    ? `{"method":"elicitation/create","params":{"mode":"form",${params}}}`
    : `{"params":{${params},"mode":"form"},"method":"elicitation/create"}`;
};

/** Payload texts lint must call the same, and ones it must call different. */
const same: [string, string, string][] = [
  ["keys in another order", '{"a":1,"b":{"c":[1,{"d":2,"e":3}]}}', '{"b":{"c":[1,{"e":3,"d":2}]},"a":1}'],
  ["-0 and 0", '{"a":-0}', '{"a":0}'],
  ["one number written two ways", '{"a":1.50}', '{"a":15e-1}'],
  ["an escaped and a plain string", '{"a":"\\u0041"}', '{"a":"A"}'],
  ["__proto__ as data, in another order", '{"__proto__":{"x":1},"a":1}', '{"a":1,"__proto__":{"x":1}}'],
];
const different: [string, string, string][] = [
  ["a value deep down", '{"a":{"b":[1,2]}}', '{"a":{"b":[1,3]}}'],
  ["a key more", '{"a":1}', '{"a":1,"b":1}'],
  ["a string for a number", '{"a":1}', '{"a":"1"}'],
  ["a list for an object", '{"a":["x"]}', '{"a":{"0":"x"}}'],
  ["a number for another written alike", '{"a":0.1}', '{"a":0.10000000000000002}'],
  ["__proto__ data changed", '{"__proto__":{"x":1}}', '{"__proto__":{"x":2}}'],
];

describe("a terminal task's payload between two snapshots", () => {
  it("is the same result whatever the key order or notation, and a changed one otherwise", () => {
    for (const [name, a, b] of same) {
      expect(results(a, b), name).toEqual([]);
      expect(results(b, a), name).toEqual([]);
    }
    for (const [name, a, b] of different) {
      expect(results(a, b), name).toEqual([[RULES.terminalPayloadChanged.id, 2]]);
      expect(results(b, a), name).toEqual([[RULES.terminalPayloadChanged.id, 2]]);
    }
  });

  it("is the same error whatever the key order or notation, and a changed one otherwise", () => {
    const error = (data: string, reversed = false): string =>
      reversed ? `{"data":${data},"message":"Boom","code":-32000}` : `{"code":-32000,"message":"Boom","data":${data}}`;
    for (const [name, a, b] of same) expect(errors(error(a), error(b, true)), name).toEqual([]);
    for (const [name, a, b] of different)
      expect(errors(error(a), error(b, true)), name).toEqual([[RULES.terminalPayloadChanged.id, 2]]);
  });
});

describe("the request an input request key names in two snapshots", () => {
  it("is the same request whatever the key order or notation, and another one otherwise", () => {
    for (const [name, a, b] of same) {
      expect(requests(ask(a), ask(b, "reversed")), name).toEqual([]);
      expect(requests(ask(b, "reversed"), ask(a)), name).toEqual([]);
    }
    for (const [name, a, b] of different) {
      expect(requests(ask(a), ask(b, "reversed")), name).toEqual([[RULES.keyUnique.id, 2]]);
      expect(requests(ask(b), ask(a)), name).toEqual([[RULES.keyUnique.id, 2]]);
    }
  });

  it("is told apart from the first one seen even after equal ones came between", () => {
    const lines = [1, 2, 3].map((s) => note("input_required", s, "inputRequests", `{"k":${ask('{"n":1}')}}`));
    lines.push(note("input_required", 4, "inputRequests", `{"k":${ask('{"n":2}')}}`));
    const { findings } = lint(lines);
    expect(findings.filter((f) => PAYLOAD_RULES.includes(f.rule)).map((f) => [f.rule, f.line])).toEqual([
      [RULES.keyUnique.id, 4],
    ]);
  });
});
