import { describe, it, expect } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository root. */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The requirements list of the official conformance suite, vendored in spec/ (see spec/README.md). */
const YAML_PATH = fileURLToPath(new URL("../../spec/sep-2663-requirements.yaml", import.meta.url));
const DOC_PATH = fileURLToPath(new URL("../../docs/requirements.md", import.meta.url));

const yaml = readFileSync(YAML_PATH, "utf8");
const doc = readFileSync(DOC_PATH, "utf8");

/** The `check:` ids of the list, each with the section comment (`# ── Name ──`) it sits under. */
function requirements(): { id: string; section: string }[] {
  const out: { id: string; section: string }[] = [];
  let section = "";
  for (const line of yaml.split("\n")) {
    const heading = /^\s*#\s*──\s*(.+?)\s*─+\s*$/.exec(line);
    if (heading) section = heading[1]!;
    const check = /^\s*-\s*check:\s*(\S+)\s*$/.exec(line);
    if (check) out.push({ id: check[1]!, section });
  }
  return out;
}

/** The rows of the doc's tables whose first cell is an id in backticks, each with the `## ` heading above it. */
function rows(): { id: string; section: string }[] {
  const out: { id: string; section: string }[] = [];
  let section = "";
  for (const line of doc.split("\n")) {
    if (line.startsWith("## ")) section = line.slice(3).trim();
    const row = /^\|\s*`([^`]+)`\s*\|/.exec(line);
    if (row) out.push({ id: row[1]!, section });
  }
  return out;
}

describe("docs/requirements.md", () => {
  const wanted = requirements();
  const found = rows();

  it("is checked against the 40 distinct requirement ids of the list", () => {
    expect(wanted).toHaveLength(40);
    expect(new Set(wanted.map((r) => r.id)).size).toBe(40);
  });

  it("has exactly one row per requirement id, and no row for an id the list does not have", () => {
    for (const { id } of wanted)
      expect(
        found.filter((r) => r.id === id),
        id,
      ).toHaveLength(1);
    const known = new Set(wanted.map((r) => r.id));
    expect(found.filter((r) => !known.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it("puts each row under the section of the list that holds its id", () => {
    for (const { id, section } of wanted) expect(found.find((r) => r.id === id)?.section, id).toBe(section);
  });

  it("cites only files and folders that exist", () => {
    const paths = [
      ...new Set(
        [...doc.matchAll(/`((?:src|test|examples|schema|scripts|docs)\/[A-Za-z0-9_./-]+)`/g)].map((m) => m[1]!),
      ),
    ];
    expect(paths.filter((p) => p.startsWith("test/")).length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(ROOT + p))).toEqual([]);
  });
});
