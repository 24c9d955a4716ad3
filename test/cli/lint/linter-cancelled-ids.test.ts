/** notifications/cancelled is matched to the tools/call it names only by a request id a request can carry. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task } from "./trace.js";

const cancelled = (requestId: unknown) => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId },
});
const rules = (requestId: unknown, callId: string): string[] =>
  lint([call(callId), result(callId, task("t1", "working", 0), "task"), cancelled(requestId)])
    .findings.filter((f) => f.line === 3)
    .map((f) => f.rule);

describe("notifications/cancelled naming a task's tools/call", () => {
  it("matches the string id the call carried", () => {
    expect(rules("true", "true")).toContain(RULES.cancelledNotification.id);
  });

  it.each([
    [true, "true"],
    [null, "null"],
  ])("does not take the requestId %j for the call with id %j", (requestId, callId) => {
    expect(rules(requestId, callId)).not.toContain(RULES.cancelledNotification.id);
  });
});
