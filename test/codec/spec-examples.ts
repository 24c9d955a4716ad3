/** Reads the JSON examples out of the normative spec (../shared/reference/tasks-spec.md, beside the repository). */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The spec, resolved from the repository root so that CI finds it in the sibling shared/ folder. */
export const SPEC_PATH = fileURLToPath(new URL("../../../shared/reference/tasks-spec.md", import.meta.url));

/** One fenced example: its language, the line it starts on and its text. */
export interface SpecBlock {
  lang: string;
  line: number;
  text: string;
}

/** Every fenced block of the given languages, in document order. */
export function specBlocks(langs: readonly string[]): SpecBlock[] {
  const lines = readFileSync(SPEC_PATH, "utf8").split("\n");
  const blocks: SpecBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith("```"); i++) body.push(lines[i]!);
    if (langs.includes(open[1]!)) blocks.push({ lang: open[1]!, line: start + 1, text: body.join("\n") });
  }
  return blocks;
}

/** Strips `//` comments and trailing commas, turning the spec's JSONC examples into JSON. */
export function stripJsonc(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/^\s*\/\/.*$/, "").replace(/\s\/\/.*$/, ""))
    .join("\n")
    .replace(/,(\s*[}\]])/g, "$1");
}
