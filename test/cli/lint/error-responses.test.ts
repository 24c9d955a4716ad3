/** Exact findings for error responses: their notices, the codes a request needs, and the tasks they name unknown. */
import { describe, expect, it } from "vitest";
import { call, lint, tasksRequest, c2s, s2c, serverFinding as server, errorResponse as error } from "./trace.js";

/** A tasks/get whose _meta has client capabilities without the extension. */
const undeclaredGet = (id: number, taskId: string): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "tasks/get",
  params: { taskId, _meta: { "io.modelcontextprotocol/clientCapabilities": {} } },
});

describe("notices of error responses", () => {
  it("warns of -32003 answering a request that needed no declaration", () => {
    expect(lint([call(1), error(1, -32003)]).findings).toEqual([
      server(
        2,
        "sep-2663-server-returns-missing-capability-when-required",
        null,
        "In this error response, -32003 is the pre-2026-07-28 code for a missing required client capability; the current code is -32021.",
        "warning",
      ),
    ]);
  });

  it("warns of an error response with id null, which answers no request", () => {
    expect(lint([call(1), error(null, -32603)]).findings).toEqual([
      server(
        2,
        "mcp-tasks/null-error-id",
        null,
        "In this error response, `id: null` was read as an unknown id; MCP omits the id of an error response when the request's id could not be read.",
        "warning",
      ),
    ]);
  });
});

describe("error responses that answer no request", () => {
  it("say that it is an error response, not a result, whose id no request used", () => {
    expect(lint([call(1), error(2, -32600)]).findings).toEqual([
      server(
        2,
        "mcp-tasks/unsolicited-response",
        null,
        'This error response has id the number 2, which no request in the trace used; JSON-RPC 2.0 says a response id "MUST be the same as the value of the id member in the Request Object".',
      ),
    ]);
  });
});

describe("errors answering a request that did not declare the extension", () => {
  const nonDeclaring = "sep-2663-tasks-methods-non-declaring";

  it("reports -32003 once, as the old code, not again as a notice", () => {
    expect(lint([undeclaredGet(1, "t"), error(1, -32003)]).findings).toEqual([
      server(
        2,
        nonDeclaring,
        "t",
        "This tasks/get request did not declare the extension and was answered with the pre-2026-07-28 code -32003; the code is now -32021.",
      ),
    ]);
  });

  it("names the code it was answered with instead of -32021", () => {
    expect(lint([undeclaredGet(1, "t"), error(1, -32600)]).findings).toEqual([
      server(
        2,
        nonDeclaring,
        "t",
        "This tasks/get request did not declare the extension, so it must be answered with -32021, not -32600.",
      ),
    ]);
    expect(lint([undeclaredGet(1, "t"), error(1, undefined)]).findings.filter((f) => f.rule === nonDeclaring)).toEqual([
      server(
        2,
        nonDeclaring,
        "t",
        "This tasks/get request did not declare the extension, so it must be answered with -32021, not an error without a numeric code.",
      ),
    ]);
  });

  it("wants a -32021 to name the extension, also after headers that did not match", () => {
    const noTasks = error(1, -32021, { requiredCapabilities: {} });
    const finding = server(
      2,
      "sep-2663-server-returns-missing-capability-data-shape",
      "t",
      "This -32021 error does not name io.modelcontextprotocol/tasks in data.requiredCapabilities.extensions.",
    );
    expect(lint([undeclaredGet(1, "t"), noTasks]).findings).toEqual([finding]);
    const mismatched = {
      dir: "c2s",
      headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "u" },
      message: tasksRequest("tasks/get", 1, "t"),
    };
    expect(lint([mismatched, s2c(noTasks)]).findings.filter((f) => f.line === 2)).toEqual([finding]);
  });

  it("does not judge again a listen its acknowledgement already answered", () => {
    const listen = {
      jsonrpc: "2.0",
      id: 5,
      method: "subscriptions/listen",
      params: { notifications: { taskIds: ["t"] }, _meta: { "io.modelcontextprotocol/clientCapabilities": {} } },
    };
    const acknowledged = {
      jsonrpc: "2.0",
      method: "notifications/subscriptions/acknowledged",
      params: { notifications: { taskIds: ["t"] }, _meta: { "io.modelcontextprotocol/subscriptionId": 5 } },
    };
    const { findings } = lint([c2s(listen), s2c(acknowledged), s2c(error(5, -32600))]);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([["sep-2663-subscribe-missing-capability-non-declaring", 2]]);
  });
});
