/** The legacy capabilities.tasks check of initialize and server/discover results, whatever their capabilities hold. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { lint, result } from "./trace.js";

const discover = { jsonrpc: "2.0", id: 1, method: "server/discover", params: {} };
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } },
};
const EXTENSION = { "io.modelcontextprotocol/tasks": {} };

describe("a server's capabilities", () => {
  it.each([
    ["absent", {}],
    ["null", { capabilities: null }],
    ["a string", { capabilities: "tasks" }],
    ["without tasks", { capabilities: { extensions: EXTENSION } }],
  ])("are not flagged when %s", (_, body) => {
    for (const request of [discover, initialize]) {
      const rules = lint([request, result(1, body)]).findings.map((f) => f.rule);
      expect(rules).not.toContain(RULES.legacy.id);
      expect(rules).not.toContain(RULES.legacyServerCapability.id);
    }
  });

  it("are flagged when they advertise tasks beside the extension", () => {
    const caps = { extensions: EXTENSION, tasks: {} };
    expect(lint([discover, result(1, { capabilities: caps })]).findings).toEqual([
      {
        line: 2,
        severity: "error",
        rule: RULES.legacyServerCapability.id,
        taskId: null,
        message: "This server declares the extension but still advertises the 2025-11-25 capabilities.tasks.",
        party: "server",
      },
    ]);
  });
});
