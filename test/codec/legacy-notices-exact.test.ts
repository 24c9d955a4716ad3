/**
 * The exact notices for 2025-11-25 request fields a server ignores, and that a field named `task` is legacy only on
 * tools/call; also notifications/tasks without params, which have no legacy fields to name.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

describe("request notices", () => {
  it("name the tools/call task param as removed and ignored", () => {
    const request = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x", task: { ttl: 1 } } };
    const [notice] = valueOf(decode(request)).notices;
    expect(notice).toMatchObject({ path: "/params/task", code: ISSUE_CODES.legacyTaskParam });
    expect(notice!.message).toMatch(/^`task` is the 2025-11-25 opt-in param on tools\/call, .*it is ignored/);
  });

  it("leave a param named task alone on other methods", () => {
    const request = { jsonrpc: "2.0", id: 1, method: "custom/method", params: { task: { ttl: 1 } } };
    expect(valueOf(decode(request))).toMatchObject({ kind: "JSONRPCRequest", notices: [] });
  });

  it("name the old tasks capability at its own path, and the extension to declare instead", () => {
    const meta = { "io.modelcontextprotocol/clientCapabilities": { tasks: {} } };
    const request = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x", _meta: meta } };
    const [notice] = valueOf(decode(request)).notices;
    expect(notice).toMatchObject({
      path: "/params/_meta/io.modelcontextprotocol~1clientCapabilities/tasks",
      code: ISSUE_CODES.legacyClientCapability,
    });
    expect(notice!.message).toMatch(/^the 2025-11-25 `tasks` capability does not declare the extension/);
    expect(notice!.message).toContain('extensions["io.modelcontextprotocol/tasks"]: {}');
  });
});

describe("notifications", () => {
  it("of other methods carry no notices", () => {
    const notification = { jsonrpc: "2.0", method: "notifications/progress", params: { progress: 1 } };
    expect(valueOf(decode(notification))).toEqual({ kind: "JSONRPCNotification", message: notification, notices: [] });
  });

  it("notifications/tasks without params fail on the schema alone", () => {
    expect(issuesOf(decode({ jsonrpc: "2.0", method: "notifications/tasks" }))).toEqual([
      { path: "/params", keyword: "required", message: "is required", code: ISSUE_CODES.schema },
    ]);
  });
});
