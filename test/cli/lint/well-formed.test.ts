/**
 * A trace line whose text is well-formed and escapes no surrogate cannot give a string holding a lone surrogate, so
 * lint lets the codec skip that check on its strings. The verdicts must be those of the full check on every line.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { isProblem, readEntry, type ReadEntry } from "../../../src/cli/lint/trace/entry.js";
import { META, at, call, result, task, tasksRequest } from "./trace.js";

/** Lints lines, each read as readEntry reads it and then passed through `adjust`. */
function lintWith(lines: readonly string[], adjust: (read: ReadEntry) => ReadEntry): Finding[] {
  const findings: Finding[] = [];
  const linter = new Linter((f) => findings.push(f));
  lines.forEach((text, i) => linter.read(adjust(readEntry(text, i + 1))));
  linter.end();
  return findings;
}

const asRead = (read: ReadEntry): ReadEntry => read;
/** The full check: no line is taken as well-formed. */
const fullCheck = (read: ReadEntry): ReadEntry => (isProblem(read) ? read : { ...read, wellFormed: false });
/** The foil: every line taken as well-formed, whatever it escapes. */
const trustAll = (read: ReadEntry): ReadEntry => (isProblem(read) ? read : { ...read, wellFormed: true });

/** Strings biased to surrogates: lone high and low ones, pairs, and text that only looks like an escape. */
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom("\ud800", "\udfff", "\ud83d\ude00", "a\udc00b", "\\ud800", "\\\\ud800", "é", ""),
);

/** A short lifecycle with `s` placed in a request param, a request key, a status message and a result's text. */
function lifecycle(s: string, where: number): string[] {
  const lines: Record<string, unknown>[] = [
    { dir: "c2s", at: at(0), message: call(1) },
    { dir: "s2c", at: at(0.1), message: result(1, task("t", "working", 0), "task") },
    { dir: "c2s", at: at(2), message: tasksRequest("tasks/get", 2, "t") },
    { dir: "s2c", at: at(2.1), message: result(2, task("t", "working", 1, { statusMessage: "ok" })) },
    { dir: "c2s", at: at(4), message: tasksRequest("tasks/get", 3, "t") },
    {
      dir: "s2c",
      at: at(4.1),
      message: result(3, task("t", "completed", 2, { result: { resultType: "complete", content: [] } })),
    },
  ];
  const put = [
    () => ((lines[0]!.message as { params: { arguments: Record<string, unknown> } }).params.arguments.doc = s),
    () => ((lines[2]!.message as { params: Record<string, unknown> }).params[s] = 1),
    () => ((lines[3]!.message as { result: Record<string, unknown> }).result.statusMessage = s),
    () =>
      ((lines[5]!.message as { result: { result: Record<string, unknown> } }).result.result.content = [
        { type: "text", text: s },
      ]),
    () => ((lines[4]!.message as { params: { _meta: Record<string, unknown> } }).params._meta = { ...META, [s]: s }),
  ];
  put[where % put.length]!();
  return lines.map((l) => JSON.stringify(l));
}

describe("lines read as well-formed", () => {
  it("are only those that cannot hold a lone surrogate: an escaped one, raw or in a key, is caught", () => {
    const escaped = JSON.stringify({ dir: "c2s", message: tasksRequest("tasks/get", 1, "t", { note: "\ud800" }) });
    expect(escaped).toContain("\\ud800");
    const read = readEntry(escaped, 1);
    expect(!isProblem(read) && read.wellFormed).toBe(false);
    const upper = escaped.replace("\\ud800", "\\uDBFF");
    expect((readEntry(upper, 1) as { wellFormed: boolean }).wellFormed).toBe(false);
    const pair = JSON.stringify({ dir: "c2s", message: tasksRequest("tasks/get", 1, "t", { note: "😀" }) });
    expect((readEntry(pair, 1) as { wellFormed: boolean }).wellFormed).toBe(true);
    const raw = `{"dir":"c2s","message":${JSON.stringify(tasksRequest("tasks/get", 1, "t")).replace('"t"', '"t\ud800"')}}`;
    expect((readEntry(raw, 1) as { wellFormed: boolean }).wellFormed).toBe(false);
    const findings = lintWith([escaped, upper, raw], asRead).map((f) => f.line);
    expect(new Set(findings)).toEqual(new Set([1, 2, 3]));
  });

  it("get exactly the findings of the full check, wherever a string with surrogates sits", () => {
    fc.assert(
      fc.property(text, fc.nat(), (s, where) => {
        const lines = lifecycle(s, where);
        expect(lintWith(lines, asRead)).toEqual(lintWith(lines, fullCheck));
      }),
      { numRuns: 400 },
    );
  });

  it("would miss lone surrogates if every line were taken as well-formed (the foil)", () => {
    const outcome = fc.check(
      fc.property(text, fc.nat(), (s, where) => {
        const lines = lifecycle(s, where);
        expect(lintWith(lines, trustAll)).toEqual(lintWith(lines, fullCheck));
      }),
      { numRuns: 400 },
    );
    expect(outcome.failed).toBe(true);
  });
});
