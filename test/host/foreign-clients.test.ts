/**
 * What the host answers clients of other revisions and hand-written clients: the version first, missing `_meta`
 * fields by name, methods named like Object.prototype members as unknown, and never an id it cannot echo.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTasksHost, type TasksHost } from "../../src/host/index.js";
import { refuseOtherRevision } from "../../src/host/http/version.js";

const EXT = "io.modelcontextprotocol/tasks";
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": { extensions: { [EXT]: {} } },
};

const made = createTasksHost({
  tools: [{ name: "echo", inputSchema: { type: "object" }, run: async () => ({ content: [] }) }],
  onError: () => undefined,
});
if (!made.ok) throw new Error(JSON.stringify(made.issues));
const host: TasksHost = made.value;
afterAll(() => host.close());

interface Answer {
  status: number;
  text: string;
  body: { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: any } };
}

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await host.fetch(
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    }),
  );
  const text = await response.text();
  return { status: response.status, text, body: text === "" ? {} : JSON.parse(text) };
}

const modern = (method: string, name?: string): Record<string, string> => ({
  "MCP-Protocol-Version": "2026-07-28",
  "Mcp-Method": method,
  ...(name === undefined ? {} : { "Mcp-Name": name }),
});

describe("a client of another protocol revision", () => {
  it("gets -32022 with supported and requested for a 2025-11-25 initialize, which has no Mcp-Method", async () => {
    const answer = await post(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "py", version: "1" } },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      id: 0,
      error: { code: -32022, data: { supported: ["2026-07-28"], requested: "2025-11-25" } },
    });
  });

  it("gets -32022 for a 2025-11-25 request that carries that version in its header and no Mcp-Method", async () => {
    const answer = await post(JSON.stringify({ jsonrpc: "2.0", id: "a", method: "tools/list", params: {} }), {
      "MCP-Protocol-Version": "2025-11-25",
    });
    expect(answer.body).toMatchObject({
      id: "a",
      error: { code: -32022, data: { supported: ["2026-07-28"], requested: "2025-11-25" } },
    });
  });

  it("gets -32022 for a tasks/get of another revision before the capability gate or the header check", async () => {
    const meta = { ...META, "io.modelcontextprotocol/protocolVersion": "2099-01-01" };
    const answer = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tasks/get", params: { taskId: "t", _meta: meta } }),
      { "MCP-Protocol-Version": "2099-01-01" },
    );
    expect(answer.body).toMatchObject({ id: 3, error: { code: -32022, data: { requested: "2099-01-01" } } });
  });

  it("gets -32601 for an initialize that names the revision spoken here, which has no initialize", async () => {
    const answer = await post(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2026-07-28", capabilities: {}, _meta: META },
      }),
      modern("initialize"),
    );
    expect(answer.body).toMatchObject({ id: 1, error: { code: -32601 } });
  });

  it("still gets -32020 when its own revision is spoken here and only a header is wrong", async () => {
    const answer = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tasks/get", params: { taskId: "t", _meta: META } }),
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tasks/get" },
    );
    expect(answer.body.error?.code).toBe(-32020);
  });

  it("reads the revision where the client's revision writes it: initialize params, then _meta, then the header", () => {
    expect(refuseOtherRevision(1, null, "initialize", { protocolVersion: "2025-03-26" })).toMatchObject({
      error: { data: { requested: "2025-03-26" } },
    });
    const meta = { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } };
    expect(refuseOtherRevision(1, "2025-11-25", "tools/list", meta)).toBeNull();
    expect(refuseOtherRevision(1, "2025-11-25", "tools/list", {})).toMatchObject({
      error: { data: { requested: "2025-11-25" } },
    });
    expect(refuseOtherRevision(1, null, "tools/list", {})).toBeNull();
  });
});

describe("a request without the _meta fields every 2026-07-28 request carries", () => {
  it("gets -32602 naming io.modelcontextprotocol/protocolVersion, never -32022 with a supported `requested`", async () => {
    const meta = { "io.modelcontextprotocol/clientCapabilities": {} };
    const answer = await post(JSON.stringify({ jsonrpc: "2.0", id: 5, method: "ping", params: { _meta: meta } }), {
      ...modern("ping"),
    });
    expect(answer.body.error?.code).toBe(-32602);
    expect(answer.body.error?.message).toContain("io.modelcontextprotocol/protocolVersion");
    expect(answer.body.error?.data).toEqual({ missing: ["io.modelcontextprotocol/protocolVersion"] });
  });

  it("gets -32602 naming io.modelcontextprotocol/clientCapabilities when that is the one left out", async () => {
    const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28" };
    const answer = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 6, method: "tools/list", params: { _meta: meta } }),
      modern("tools/list"),
    );
    expect(answer.body.error?.code).toBe(-32602);
    expect(answer.body.error?.data).toEqual({ missing: ["io.modelcontextprotocol/clientCapabilities"] });
  });
});

describe("methods named like Object.prototype members", () => {
  for (const method of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
    it(`answers ${method} as an unknown method, -32601`, async () => {
      const answer = await post(
        `{"jsonrpc":"2.0","id":7,"method":${JSON.stringify(method)},"params":{"_meta":${JSON.stringify(META)}}}`,
        modern(method),
      );
      expect(answer.body).toMatchObject({ id: 7, error: { code: -32601 } });
    });
  }
});

describe("an integer id beyond 2^53", () => {
  it("is refused without an id rather than answered with the rounded one", async () => {
    const text = `{"jsonrpc":"2.0","id":9007199254740993,"method":"ping","params":{"_meta":${JSON.stringify(META)}}}`;
    const answer = await post(text, modern("ping"));
    expect(answer.body.error?.code).toBe(-32600);
    expect(answer.body.error?.message).toContain("2^53");
    expect(answer.text).not.toContain("9007199254740992");
    expect(answer.body).not.toHaveProperty("id");
  });

  it("answers the largest exact integer with itself", async () => {
    const text = `{"jsonrpc":"2.0","id":9007199254740991,"method":"ping","params":{"_meta":${JSON.stringify(META)}}}`;
    const answer = await post(text, modern("ping"));
    expect(answer.text).toContain('"id":9007199254740991');
    expect(answer.body.result).toEqual({ resultType: "complete" });
  });
});
