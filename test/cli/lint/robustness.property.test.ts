import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES, ruleFor } from "../../../src/cli/lint/rules.js";
import { decodeChecker } from "../../../src/cli/validate/checker.js";
import { tracesDir } from "../run-cli.js";

/** Every line of every example trace, parsed. */
const corpus: unknown[] = readdirSync(tracesDir)
  .filter((f) => f.endsWith(".jsonl"))
  .flatMap((f) => readFileSync(join(tracesDir, f), "utf8").split("\n"))
  .filter((l) => l.trim() !== "")
  .flatMap((l) => {
    try {
      return [JSON.parse(l) as unknown];
    } catch {
      return [];
    }
  });

/** Replaces the value at a random path of a JSON value, or deletes it. */
function mutate(value: unknown, choices: number[], replacement: unknown): unknown {
  if (typeof value !== "object" || value === null || choices.length === 0) return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return replacement;
  const key = keys[choices[0]! % keys.length]!;
  const [, ...rest] = choices;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(copy)) delete copy[key];
  else (copy as Record<string, unknown>)[key] = mutate((copy as Record<string, unknown>)[key], rest, replacement);
  return copy;
}

const mutant = fc
  .tuple(
    fc.constantFrom(...corpus),
    fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
    fc.oneof(fc.constant(undefined), fc.jsonValue()),
  )
  .map(([base, path, replacement]) => JSON.stringify(mutate(base, path, replacement)) ?? "null");
const line = fc.oneof(mutant, fc.json(), fc.string(), fc.constantFrom(...corpus.map((c) => JSON.stringify(c))));

/** The direction an envelope line states, if it is an envelope with a valid "dir". */
function statedDirection(text: string): "c2s" | "s2c" | undefined {
  try {
    const value = JSON.parse(text) as { dir?: unknown; jsonrpc?: unknown; message?: unknown } | null;
    if (
      typeof value !== "object" ||
      value === null ||
      Array.isArray(value) ||
      !("message" in value) ||
      "jsonrpc" in value
    )
      return undefined;
    return value.dir === "c2s" || value.dir === "s2c" ? value.dir : undefined;
  } catch {
    return undefined;
  }
}

describe("lint and validate on hostile input", () => {
  it("never throw, and report every finding with a line, a rule and one sentence", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const findings: Finding[] = [];
        const linter = new Linter((f) => findings.push(f));
        const checker = decodeChecker();
        lines.forEach((text, i) => {
          linter.line(text, i + 1);
          try {
            checker.check(JSON.parse(text) as unknown);
          } catch (error) {
            if (!(error instanceof SyntaxError)) throw error;
          }
        });
        linter.end();
        for (const f of findings) {
          expect(f.line).toBeGreaterThanOrEqual(1);
          expect(f.line).toBeLessThanOrEqual(lines.length);
          expect(f.rule).not.toBe("");
          expect(f.message).toMatch(/\.$/);
          // A finding is against the sender of its line; only unreadable lines and tasks left running say otherwise.
          const dir = statedDirection(lines[f.line - 1]!);
          if (ruleFor(f.rule).party === "none") expect(f.party).toBeNull();
          else if (f.rule === RULES.notTerminalAtEnd.id) expect(f.party).toBe("server");
          else if (f.rule === RULES.clientStoppedFollowing.id) expect(f.party).toBe("client");
          else if (dir !== undefined) expect(f.party).toBe(dir === "c2s" ? "client" : "server");
          else expect([null, "client", "server"]).toContain(f.party);
        }
      }),
      { numRuns: 300 },
    );
  });
});
