/** Responses with an envelope direction are matched against the requests of the other side only. */
import { describe, expect, it } from "vitest";
import { lint } from "./trace.js";

const elicit = {
  jsonrpc: "2.0",
  id: 9,
  method: "elicitation/create",
  params: { mode: "form", message: "Name?", requestedSchema: { type: "object", properties: {} } },
};

describe("a client's response to no request of the server", () => {
  it("is unsolicited once the server sent a request, and the client's fault", () => {
    const { findings } = lint([
      { dir: "s2c", message: elicit },
      { dir: "c2s", message: { jsonrpc: "2.0", id: 5, result: {} } },
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party])).toEqual([["mcp-tasks/unsolicited-response", 2, "client"]]);
  });
});
