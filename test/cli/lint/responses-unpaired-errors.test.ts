/** An error response whose request is not in the trace still has its codec notices reported. */
import { describe, expect, it } from "vitest";
import { lint } from "./trace.js";

describe("an error response with no request in the trace", () => {
  it("warns of the pre-2026-07-28 code -32003 as a notice", () => {
    const error = { jsonrpc: "2.0", id: 7, error: { code: -32003, message: "Missing capability" } };
    expect(lint([error]).findings).toEqual([
      {
        line: 1,
        severity: "warning",
        rule: "sep-2663-server-returns-missing-capability-when-required",
        taskId: null,
        message:
          "In this error response, -32003 is the pre-2026-07-28 code for a missing required client capability; the current code is -32021.",
        party: "server",
      },
    ]);
  });
});
