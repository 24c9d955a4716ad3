/** An acknowledged tasks/cancel for a task the server called unknown: not flagged when its headers contradicted it. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { lint, result, tasksRequest } from "./trace.js";

const get = { dir: "c2s", message: tasksRequest("tasks/get", 1, "x") };
const notFound = { dir: "s2c", message: { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Task not found" } } };
const cancel = (headers: Record<string, string>) => ({
  dir: "c2s",
  headers,
  message: tasksRequest("tasks/cancel", 2, "x"),
});
const ack = { dir: "s2c", message: result(2, {}) };
const rules = (headers: Record<string, string>) =>
  lint([get, notFound, cancel(headers), ack]).findings.map((f) => [f.rule, f.line]);

describe("an acknowledged tasks/cancel of a task answered -32602", () => {
  it("is flagged when its headers matched its body", () => {
    expect(rules({ "Mcp-Method": "tasks/cancel", "Mcp-Name": "x" })).toEqual([[RULES.cancelAckUnknown.id, 4]]);
  });

  it("is flagged only as answered despite its mismatched headers, when they contradicted its body", () => {
    expect(rules({ "Mcp-Method": "tasks/cancel", "Mcp-Name": "other" })).toEqual([
      [RULES.mcpName.id, 3],
      [RULES.nameMismatchAnswered.id, 4],
    ]);
  });
});
