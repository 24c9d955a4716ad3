import { describe, it, expect } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { validate } from "../../src/validate/index.js";
import { readAt } from "../arbitraries/edit.js";
import { FIXTURES_DIR } from "./fixtures.js";
import { extractSpecBlocks, isCompleteMessage, type SpecBlock } from "./spec-blocks.js";

/** The specification, vendored in spec/ (see spec/README.md). */
const SPEC_PATH = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "spec", "tasks-spec.md");

/** The number of json, jsonc and jsonl blocks in tasks-spec.md: 21 json, 3 jsonc, 1 jsonl. */
const EXPECTED_BLOCKS = { total: 25, json: 21, jsonc: 3, jsonl: 1 };

/** One entry of `test/fixtures/spec-examples.index.json`: which fixture holds which spec block. */
interface IndexEntry {
  block: number;
  lang: string;
  title: string;
  definition: string;
  fixture: string;
  /** Pointer, inside the block, to the part the fixture holds: "" for a complete message. */
  pointer: string;
}

function loadSpec(): SpecBlock[] {
  if (!existsSync(SPEC_PATH)) {
    throw new Error(
      `the specification is missing at ${SPEC_PATH}: check out the shared reference folder next to the repository`,
    );
  }
  return extractSpecBlocks(readFileSync(SPEC_PATH, "utf8"));
}

const blocks = loadSpec();
const index = JSON.parse(readFileSync(join(FIXTURES_DIR, "spec-examples.index.json"), "utf8")) as IndexEntry[];
const readFixture = (file: string): unknown => JSON.parse(readFileSync(join(FIXTURES_DIR, file), "utf8"));

describe("the JSON examples of tasks-spec.md", () => {
  it("are the 25 blocks counted by hand", () => {
    expect(blocks.length).toBe(EXPECTED_BLOCKS.total);
    expect(blocks.filter((b) => b.lang === "json").length).toBe(EXPECTED_BLOCKS.json);
    expect(blocks.filter((b) => b.lang === "jsonc").length).toBe(EXPECTED_BLOCKS.jsonc);
    expect(blocks.filter((b) => b.lang === "jsonl").length).toBe(EXPECTED_BLOCKS.jsonl);
  });

  it("each have one index entry, in spec order", () => {
    expect(index.map((e) => e.block)).toEqual(blocks.map((b) => b.index));
    expect(index.map((e) => e.lang)).toEqual(blocks.map((b) => b.lang));
  });

  it("index only complete JSON-RPC messages whole, and fragments by the part they illustrate", () => {
    for (const [i, entry] of index.entries()) {
      expect(entry.pointer === "", `block ${entry.block}`).toBe(isCompleteMessage(blocks[i]!.value));
    }
    expect(index.filter((e) => e.pointer !== "").map((e) => [e.definition, e.pointer])).toEqual([
      ["RequestMeta", "/params/_meta"],
      ["ServerCapabilities", "/result/capabilities"],
    ]);
  });

  describe.each(index.map((entry, i) => ({ entry, block: blocks[i]! })))(
    "block $entry.block ($entry.title)",
    ({ entry, block }) => {
      it(`is the valid fixture ${entry.fixture}`, () => {
        expect(entry.fixture.startsWith(`${entry.definition}/valid/`)).toBe(true);
        const illustrated = readAt(block.value, entry.pointer);
        expect(illustrated).toBeDefined();
        expect(readFixture(entry.fixture)).toEqual(illustrated);
      });

      it(`validates as ${entry.definition}`, () => {
        const result = validate(entry.definition, readAt(block.value, entry.pointer));
        expect(result.ok ? [] : result.issues).toEqual([]);
      });
    },
  );
});

describe("test/fixtures/spec-examples.jsonl", () => {
  const text = readFileSync(join(FIXTURES_DIR, "spec-examples.jsonl"), "utf8");
  const lines = text.replace(/\n$/, "").split("\n");

  it("holds every complete message of the spec, one per line, in spec order", () => {
    expect(text.endsWith("}\n")).toBe(true);
    const messages = blocks.filter((b) => isCompleteMessage(b.value)).map((b) => b.value);
    expect(messages.length).toBe(23);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(messages);
    expect(lines.every((line) => !line.includes("\n") && line === JSON.stringify(JSON.parse(line)))).toBe(true);
  });

  it("has lines that each validate as the definition of their spec block", () => {
    const messages = index.filter((e) => e.pointer === "");
    expect(messages.length).toBe(lines.length);
    messages.forEach((entry, i) => {
      expect(validate(entry.definition, JSON.parse(lines[i]!)).ok, `line ${i + 1}`).toBe(true);
    });
  });
});
