import { describe, it, expect } from "vitest";
import fc from "fast-check";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META } from "./helpers.js";

const GET = codec.getTaskRequest(4, "task-123");
const CALL = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "greet", _meta: DECLARING_META } };

describe("routing headers", () => {
  it("build Mcp-Method and Mcp-Name from the request", () => {
    expect(codec.routingHeaders(GET)).toEqual({ "Mcp-Method": "tasks/get", "Mcp-Name": "task-123" });
    expect(codec.routingHeaders(codec.cancelTaskRequest(1, "c"))).toEqual({
      "Mcp-Method": "tasks/cancel",
      "Mcp-Name": "c",
    });
    expect(codec.routingHeaders(codec.updateTaskRequest(1, "u", {}))).toEqual({
      "Mcp-Method": "tasks/update",
      "Mcp-Name": "u",
    });
    expect(codec.routingHeaders(CALL)).toEqual({ "Mcp-Method": "tools/call", "Mcp-Name": "greet" });
    expect(codec.routingHeaders({ method: "resources/read", params: { uri: "file:///a" } })).toEqual({
      "Mcp-Method": "resources/read",
      "Mcp-Name": "file:///a",
    });
    expect(codec.routingHeaders({ method: "server/discover" })).toEqual({ "Mcp-Method": "server/discover" });
    expect(codec.routingHeaders({ method: "tasks/result", params: { taskId: "t" } })).toEqual({
      "Mcp-Method": "tasks/result",
    });
  });

  it("wrap values that cannot travel as plain header values in the Base64 sentinel", () => {
    expect(codec.encodeHeaderValue("tööl")).toBe(`=?base64?${Buffer.from("tööl").toString("base64")}?=`);
    expect(codec.encodeHeaderValue(" padded")).toMatch(/^=\?base64\?/);
    expect(codec.encodeHeaderValue("a\r\nInjected: 1")).toMatch(/^=\?base64\?/);
    expect(codec.encodeHeaderValue("=?base64?SGk=?=")).toMatch(/^=\?base64\?PT9iYXNlNjQ/);
    expect(codec.encodeHeaderValue("plain-ascii_1")).toBe("plain-ascii_1");
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const encoded = codec.encodeHeaderValue(s);
        expect(encoded).toMatch(/^[\x20-\x7e]*$/);
        expect(codec.decodeHeaderValue(encoded)).toBe(s);
      }),
    );
  });

  it("decode the sentinel only in its exact lowercase form", () => {
    expect(codec.decodeHeaderValue("=?base64?SGVsbG8=?=")).toBe("Hello");
    expect(codec.decodeHeaderValue("=?BASE64?SGVsbG8=?=")).toBe("=?BASE64?SGVsbG8=?=");
    expect(codec.decodeHeaderValue("=?base64?SGVsbG8=")).toBe("=?base64?SGVsbG8=");
    expect(codec.decodeHeaderValue("=?base64?***?=")).toBeNull();
    expect(codec.decodeHeaderValue("=?base64?/w==?=")).toBeNull(); // not UTF-8
  });
});

describe("checkHeaders", () => {
  it("accepts matching headers given as Headers, a plain record or Node's IncomingHttpHeaders", () => {
    const inputs: codec.HeadersLike[] = [
      new Headers({ "Mcp-Method": "tasks/get", "Mcp-Name": "task-123" }),
      { "MCP-METHOD": "tasks/get", "mcp-name": "task-123" },
      { "mcp-method": ["tasks/get"], "mcp-name": " task-123 ", host: "x" },
    ];
    for (const headers of inputs) expect(codec.checkHeaders(headers, GET)).toBeNull();
  });

  it("returns -32020 with the request id when Mcp-Method does not match", () => {
    const error = codec.checkHeaders({ "Mcp-Method": "tasks/get", "Mcp-Name": "greet" }, CALL);
    expect(error).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32020 } });
    expect(codec.headerIssues({ "Mcp-Method": "tasks/get" }, CALL)).toEqual([
      expect.objectContaining({ path: "/method", code: "tasks-headers-reject-mismatched-method" }),
    ]);
  });

  it("returns -32020 when Mcp-Name does not match params.taskId", () => {
    const headers = { "mcp-method": "tasks/get", "mcp-name": "sep-2663-wrong-task-id-for-routing-header-mismatch" };
    expect(codec.checkHeaders(headers, GET)).toMatchObject({ id: 4, error: { code: -32020 } });
    expect(codec.headerIssues(headers, GET)).toEqual([
      expect.objectContaining({
        path: "/params/taskId",
        code: "sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get",
      }),
    ]);
  });

  it("compares a Base64-encoded Mcp-Name after decoding it", () => {
    const unicode = codec.getTaskRequest(1, "tâche-é");
    expect(codec.checkHeaders(codec.routingHeaders(unicode), unicode)).toBeNull();
    expect(codec.checkHeaders({ "Mcp-Name": "=?base64?***?=" }, unicode)).not.toBeNull();
  });

  it("matches header names in any case, ignores other headers and keeps values in order", () => {
    const headers = {
      "MCP-Protocol-Version": "2026-07-28",
      "mCp-NaMe": ["a", 7 as unknown as string, "b"],
      "Mcp-Name": "c",
      "Mcp-Nam": "x",
      "Mcp-Names": "y",
    };
    expect(codec.readHeader(headers, "Mcp-Name")).toEqual(["a", "b", "c"]);
    expect(codec.readHeader(headers, "mcp-protocol-version")).toEqual(["2026-07-28"]);
    expect(codec.readHeader(headers, "Mcp-Method")).toEqual([]);
    expect(codec.readHeader(Object.create({ "Mcp-Name": "inherited" }) as Record<string, string>, "Mcp-Name")).toEqual(
      [],
    );
    expect(codec.readHeader({ "X-\u212Aey": "kelvin" }, "x-key")).toEqual(["kelvin"]);
  });

  it("gives methods named after Object.prototype members no Mcp-Name target", () => {
    for (const method of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(codec.routingHeaders({ method, params: {} })).toEqual({ "Mcp-Method": method });
      expect(
        codec.headerIssues(
          { "Mcp-Method": method, "Mcp-Name": "x" },
          { jsonrpc: "2.0", id: 1, method, params: {} },
          { requirePresence: true },
        ),
      ).toEqual([]);
    }
  });

  it("refuses duplicate header values that disagree", () => {
    expect(codec.checkHeaders({ "mcp-name": ["task-123", "other"] }, GET)).not.toBeNull();
  });

  it("checks only the headers that are present, unless presence is required", () => {
    expect(codec.checkHeaders({}, GET)).toBeNull();
    expect(
      codec.checkHeaders(
        { "Mcp-Method": "tasks/result" },
        { jsonrpc: "2.0", id: 1, method: "tasks/result", params: { taskId: "x" } },
      ),
    ).toBeNull();
    expect(codec.headerIssues({}, GET, { requirePresence: true }).map((i) => i.code)).toEqual([
      "mcp-tasks/header-missing",
      "sep-2663-client-emits-mcp-name-on-tasks-methods",
    ]);
    expect(
      codec.checkHeaders(
        { "Mcp-Method": "tasks/list" },
        { jsonrpc: "2.0", id: 1, method: "tasks/list" },
        { requirePresence: true },
      ),
    ).toBeNull();
    expect(codec.checkHeaders({ "Mcp-Method": "tools/call" }, CALL, { requirePresence: true })).toMatchObject({
      error: { code: -32020 },
    });
  });

  it("never throws on odd input", () => {
    const throwing = {
      get: (): string => {
        throw new Error("x");
      },
    };
    expect(codec.checkHeaders(throwing, GET)).toMatchObject({ error: { code: -32020 } });
    expect(codec.checkHeaders({}, null)).toBeNull();
    expect(codec.checkHeaders({ "Mcp-Name": "x" }, { method: "tasks/get", params: null })).toMatchObject({
      error: { code: -32020 },
    });
  });
});
