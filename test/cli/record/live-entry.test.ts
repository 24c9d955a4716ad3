/**
 * The live linter lints a recorded message from the value the recorder parsed, not from the envelope line: the two
 * must give the same findings, line for line, on every example trace.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { envelopeEntry } from "../../../src/cli/lint/trace/entry.js";
import { messageRecord } from "../../../src/cli/record/body.js";
import { envelopeLine } from "../../../src/cli/record/recording.js";
import { root } from "../run-cli.js";

type Parts = { dir: "c2s" | "s2c"; headers: Record<string, string> | undefined; at: string; body: string };

/** Every message of the example traces as the recorder would have received it, with a capture time. */
function recordedParts(): Parts[] {
  const dir = join(root, "examples/traces");
  const parts: Parts[] = [];
  let clock = Date.UTC(2026, 7, 21, 10, 0, 0);
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".jsonl")) continue;
    for (const text of readFileSync(join(dir, file), "utf8").split("\n")) {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue; // a line the traces break on purpose: no body the recorder would record as a message
      }
      if (typeof value !== "object" || value === null) continue;
      const envelope = "message" in value && !("jsonrpc" in value);
      const message = envelope ? value.message : value;
      const dirOf = envelope && (value.dir === "c2s" || value.dir === "s2c") ? value.dir : "c2s";
      const headers = envelope ? (value.headers as Record<string, string> | undefined) : undefined;
      // Bodies as clients send them: compact, spaced out, and over several lines (re-serialised by the recorder).
      const body = [JSON.stringify(message), JSON.stringify(message, null, 1), ` ${JSON.stringify(message)}\t`][
        parts.length % 3
      ]!;
      clock += parts.length % 7 === 0 ? 61_000 : 250;
      parts.push({ dir: dirOf, headers, at: new Date(clock).toISOString(), body });
    }
  }
  return parts;
}

/** Findings of the parts linted line by line from their text, or from their parts when `fromParts` is set. */
function findings(parts: Parts[], fromParts: boolean, dropHeaders = false): Finding[] {
  const found: Finding[] = [];
  const linter = new Linter((f) => found.push(f));
  parts.forEach((p, i) => {
    const record = messageRecord(p.body);
    if (record === undefined) throw new Error(`not JSON: ${p.body}`);
    const text = envelopeLine(p.dir, p.at, p.headers, record);
    if (fromParts && record.value !== undefined)
      linter.read(envelopeEntry(i + 1, text.length, p.dir, dropHeaders ? undefined : p.headers, p.at, record.value));
    else linter.line(text, i + 1);
  });
  linter.end();
  return found;
}

describe("the live linter's entries built from parsed values", () => {
  const parts = recordedParts();

  it("give the findings that linting the written lines gives", () => {
    const fromText = findings(parts, false);
    expect(fromText.length).toBeGreaterThan(20);
    expect(findings(parts, true)).toEqual(fromText);
  });

  it("come with a parsed value only for a body kept as sent, so that the value is what the line holds", () => {
    expect(messageRecord('{"a": 1}')).toEqual({ message: '{"a": 1}', value: { a: 1 } });
    expect(messageRecord('{"a":\n1}')).toEqual({ message: '{"a":1}' });
    expect(messageRecord("{")).toBeUndefined();
  });

  it("the comparison catches entries that lose a part of the envelope (a foil)", () => {
    expect(findings(parts, true, true)).not.toEqual(findings(parts, false));
  });
});
