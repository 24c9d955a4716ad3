/** The exact issues headerIssues gives for each way the routing headers can disagree with a request, and the message checkHeaders builds from them. */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META } from "./helpers.js";

const { ISSUE_CODES } = codec;
const GET = codec.getTaskRequest(4, "task-123");
const CALL = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "greet", _meta: DECLARING_META } };
const METHOD_MISMATCH = {
  path: "/method",
  keyword: "const",
  message: 'the Mcp-Method header "tasks/list" does not match the method "tasks/get"',
  code: ISSUE_CODES.headerMethodMismatch,
};

describe("headerIssues, in full", () => {
  it("quotes a trimmed Mcp-Method that does not match", () => {
    expect(codec.headerIssues({ "Mcp-Method": " tasks/list " }, GET)).toEqual([METHOD_MISMATCH]);
  });

  it("checks every Mcp-Method value when several are sent", () => {
    expect(codec.headerIssues({ "mcp-method": ["tasks/get", "tasks/list"] }, GET)).toEqual([METHOD_MISMATCH]);
  });

  it("calls a broken Base64 Mcp-Name a format issue, not a mismatch with null", () => {
    expect(codec.headerIssues({ "Mcp-Name": "=?base64?***?=" }, GET)).toEqual([
      {
        path: "/params/taskId",
        keyword: "format",
        message: "the Mcp-Name header is not a valid =?base64?...?= value",
        code: ISSUE_CODES.tasksNameHeaderMismatch,
      },
    ]);
  });

  it("quotes both sides of an Mcp-Name mismatch, with the tasks code only for tasks/*", () => {
    expect(codec.headerIssues({ "Mcp-Name": "other" }, GET)).toEqual([
      {
        path: "/params/taskId",
        keyword: "const",
        message: 'the Mcp-Name header "other" does not match params.taskId "task-123"',
        code: ISSUE_CODES.tasksNameHeaderMismatch,
      },
    ]);
    expect(codec.headerIssues({ "Mcp-Name": "other" }, CALL)).toEqual([
      {
        path: "/params/name",
        keyword: "const",
        message: 'the Mcp-Name header "other" does not match params.name "greet"',
        code: ISSUE_CODES.headerMismatch,
      },
    ]);
  });

  it("names each missing header when presence is required, and nothing when both are there", () => {
    expect(codec.headerIssues({}, GET, { requirePresence: true })).toEqual([
      {
        path: "/method",
        keyword: "required",
        message: "the Mcp-Method header is missing",
        code: ISSUE_CODES.headerMissing,
      },
      {
        path: "/params/taskId",
        keyword: "required",
        message: "the Mcp-Name header is missing; for tasks/get it carries params.taskId",
        code: ISSUE_CODES.tasksNameHeaderMissing,
      },
    ]);
    expect(codec.headerIssues({ "Mcp-Method": "tools/call" }, CALL, { requirePresence: true })).toEqual([
      expect.objectContaining({ path: "/params/name", code: ISSUE_CODES.headerMissing }),
    ]);
    expect(codec.headerIssues(codec.routingHeaders(GET), GET, { requirePresence: true })).toEqual([]);
  });

  it("leaves a request whose method is not a string to the body's own checks", () => {
    expect(codec.headerIssues({ "Mcp-Method": "tasks/get" }, { jsonrpc: "2.0", id: 1, method: 1 })).toEqual([]);
  });

  it("refuses headers that are a string, or null, as not headers at all", () => {
    const notHeaders = {
      path: "/method",
      keyword: "type",
      message: "the request headers must be a Headers object or a record of header values",
      code: ISSUE_CODES.headerMethodMismatch,
    };
    expect(codec.headerIssues("Mcp-Method: tasks/get" as never, GET)).toEqual([notHeaders]);
    expect(codec.headerIssues(null as never, GET)).toEqual([notHeaders]);
  });

  it("turns headers that throw when read into one unreadable issue", () => {
    const throwing = {
      get: (): string => {
        throw new Error("x");
      },
    };
    expect(codec.headerIssues(throwing, GET)).toEqual([
      {
        path: "/method",
        keyword: "unreadable",
        message: "the request or its headers could not be read",
        code: ISSUE_CODES.headerMethodMismatch,
      },
    ]);
  });
});

describe("checkHeaders' message", () => {
  it("joins every issue's message after a prefix", () => {
    const error = codec.checkHeaders({ "Mcp-Method": "tasks/list", "Mcp-Name": "other" }, GET);
    expect(error?.error.message).toBe(
      'Header mismatch: the Mcp-Method header "tasks/list" does not match the method "tasks/get"; ' +
        'the Mcp-Name header "other" does not match params.taskId "task-123"',
    );
  });
});
