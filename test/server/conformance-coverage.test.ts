import { describe, it, expect } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  canonical,
  difference,
  readRecording,
  suiteMessageCount,
  suiteTaskIds,
} from "../../examples/server/conformance/coverage.js";
import { compareWithServerTrace, type RecordedScenario } from "../../examples/server/conformance/recorded-run.js";
import { tempFolder } from "../temp-folder.js";

const dir = tempFolder("coverage-");
const lines = [
  {
    dir: "c2s",
    headers: { "Mcp-Method": "tools/call" },
    at: "2026-08-21T10:00:00.000Z",
    message: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } },
  },
  {
    dir: "s2c",
    at: "2026-08-21T10:00:00.001Z",
    message: { jsonrpc: "2.0", id: 1, result: { content: [], resultType: "complete" } },
  },
  {
    dir: "c2s",
    at: "2026-08-21T10:00:00.002Z",
    message: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } },
  },
];
const write = (name: string, envelopes: object[]) => {
  const path = join(dir, name);
  writeFileSync(path, envelopes.map((e) => JSON.stringify(e)).join("\n") + "\n");
  return path;
};
const recorded = async (path: string) => ({ recording: await readRecording(path) }) as RecordedScenario;

describe("the conformance run's recording checks", () => {
  it("find nothing when the recordings hold the server's messages, whatever the key order and times", async () => {
    const server = write("server.jsonl", lines);
    const reordered = lines.map((l) => ({
      message: JSON.parse(canonical(l.message)) as unknown,
      dir: l.dir,
      at: "2026-08-21T11:00:00.000Z",
    }));
    const a = write("a.jsonl", reordered.slice(0, 2));
    const b = write("b.jsonl", [
      ...reordered.slice(2),
      { dir: "s2c", http: { status: 500, contentType: null, bytes: 0, problem: "empty" } },
    ]);
    expect(await compareWithServerTrace([await recorded(a), await recorded(b)], server)).toEqual({
      messages: 3,
      problems: [],
    });
  });

  it("catch a message missing from the recordings, one recorded once too often, and one the server never traced", async () => {
    const server = write("server2.jsonl", lines);
    const missing = write("missing.jsonl", lines.slice(0, 2));
    expect((await compareWithServerTrace([await recorded(missing)], server)).problems).toEqual([
      `in the server's trace but not recorded: c2s ${canonical(lines[2]!.message)}`,
    ]);
    const twice = write("twice.jsonl", [...lines, lines[1]!]);
    expect((await compareWithServerTrace([await recorded(twice)], server)).problems).toEqual([
      `recorded but not in the server's trace: s2c ${canonical(lines[1]!.message)}`,
    ]);
    const flipped = write("flipped.jsonl", [...lines.slice(0, 2), { ...lines[2]!, dir: "s2c" }]);
    expect((await compareWithServerTrace([await recorded(flipped)], server)).problems).toHaveLength(2);
    expect(difference(new Map([["a", 2]]), new Map([["a", 1]]))).toEqual(["a"]);
  });

  it("read the suite's own message count and task ids from its result files", async () => {
    const results = join(dir, "results", "tasks-lifecycle", "server-tasks-lifecycle-2026");
    mkdirSync(results, { recursive: true });
    writeFileSync(
      join(results, "checks.json"),
      JSON.stringify([
        { id: "sep-x", status: "SUCCESS", details: { taskId: "t-1" } },
        { id: "wire-schema-valid", status: "SUCCESS", details: { messagesValidated: 66, violations: [] } },
      ]),
    );
    expect(await suiteMessageCount(join(dir, "results", "tasks-lifecycle"))).toBe(66);
    expect(await suiteTaskIds(join(dir, "results", "tasks-lifecycle"))).toEqual(["t-1"]);
    expect(await suiteMessageCount(join(dir, "results", "absent"))).toBeUndefined();
  });
});
