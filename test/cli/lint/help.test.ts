/**
 * The lint help page, read in-process: one entry per rule, and the codec codes indented under their paragraph. Each
 * test builds the page itself, so that it is built while a mutation run has its mutant switched on.
 */
import { describe, expect, it } from "vitest";
import { CODEC_ONLY_CODES } from "../../../src/cli/lint/codec-codes.js";
import { lintHelp } from "../../../src/cli/lint/help.js";
import { RULE_LIST } from "../../../src/cli/lint/rules.js";

const PARTY = { client: "client", server: "server", sender: "sender", none: "no party" } as const;

const helpLines = (): string[] => lintHelp().split("\n");

describe("lintHelp", () => {
  it("starts a line for every rule with its id, severity and party", () => {
    const lines = helpLines();
    for (const rule of RULE_LIST)
      expect(lines, rule.id).toContain(`  ${rule.id} (${rule.severity}, ${PARTY[rule.party]})`);
  });

  it("lists every codec-only code on lines indented by four spaces", () => {
    const listed = helpLines()
      .filter((line) => /^ {4}\S/.test(line))
      .flatMap((line) => line.trim().split(" "));
    for (const code of CODEC_ONLY_CODES) expect(listed, code).toContain(code);
  });
});
