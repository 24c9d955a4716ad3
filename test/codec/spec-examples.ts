/** Reads the JSON examples out of the normative spec (spec/tasks-spec.md, vendored). */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { extractSpecBlocks, stripJsonc } from "../schema/spec-blocks.js";

/** The spec, vendored in spec/ (see spec/README.md). */
export const SPEC_PATH = fileURLToPath(new URL("../../spec/tasks-spec.md", import.meta.url));

/** One fenced example: its language, the line it starts on and its text. */
export interface SpecBlock {
  lang: string;
  line: number;
  text: string;
}

/** Every fenced block of the given languages, in document order. */
export function specBlocks(langs: readonly string[]): SpecBlock[] {
  return extractSpecBlocks(readFileSync(SPEC_PATH, "utf8"))
    .filter((block) => langs.includes(block.lang))
    .map((block) => ({ lang: block.lang, line: block.line, text: block.source }));
}

export { stripJsonc };
