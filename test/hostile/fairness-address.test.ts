/**
 * Attack: a fetch handler not behind toNodeListener sees no client address, so without an owner function every
 * client fell into one share. The runtime's address (Deno's `remoteAddr`, or `remoteAddress` given by hand) now
 * tells clients apart; where none is given the limits are global capacity, and the host says so once through onError.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { createTasksHost, toNodeListener, type HostTool, type TasksHost } from "../../src/host/index.js";
import { EXPOSED_WARNING, NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { EXT } from "../server/client.js";

const forever: HostTool = {
  name: "forever",
  inputSchema: { type: "object" },
  run: (_a, ctx) => new Promise((_r, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason))),
};

let nextId = 1;
function call(): Request {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": { extensions: { [EXT]: {} } },
  };
  return new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": "tools/call",
      "Mcp-Name": "forever",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: nextId++,
      method: "tools/call",
      params: { name: "forever", arguments: {}, _meta: meta },
    }),
  });
}

function makeHost(errors: unknown[]): TasksHost {
  const made = createTasksHost({
    tools: [forever],
    maxLiveTasksPerClient: 1,
    sweepIntervalMs: 0,
    closeGraceMs: 100,
    onError: (e) => errors.push(e),
  });
  if (!made.ok) throw new Error(made.issues[0]!.message);
  return made.value;
}

const messages = (errors: unknown[]) => errors.map((e) => (e instanceof Error ? e.message : String(e)));

describe("the client address a runtime passes beside the request", () => {
  it("Deno's remoteAddr and a hand-given remoteAddress each keep a client to its own share", async () => {
    const errors: unknown[] = [];
    const host = makeHost(errors);
    try {
      expect((await host.fetch(call(), { remoteAddr: { hostname: "10.0.0.1" } })).status).toBe(200);
      const refused = await host.fetch(call(), { remoteAddr: { hostname: "10.0.0.1" } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
      expect((await host.fetch(call(), { remoteAddress: "10.0.0.2" })).status).toBe(200);
      expect((await host.fetch(call(), { remoteAddress: "10.0.0.2" })).status).toBe(429);
      expect(errors).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it("hostile info objects are read as no address, never a throw", async () => {
    const errors: unknown[] = [];
    const host = makeHost(errors);
    try {
      const trap = new Proxy(
        {},
        {
          get: () => {
            throw new Error("trap");
          },
        },
      );
      for (const info of [
        trap,
        { remoteAddr: null },
        { remoteAddress: 5 },
        { remoteAddr: trap },
        { remoteAddress: "" },
      ]) {
        const answer = await host.fetch(call(), info as never);
        expect([200, 429]).toContain(answer.status);
      }
    } finally {
      await host.close();
    }
  });

  it("without any address the limits are global, and the host warns once", async () => {
    const errors: unknown[] = [];
    const host = makeHost(errors);
    try {
      expect((await host.fetch(call())).status).toBe(200);
      // Foil of the property above: two clients the host cannot tell apart share one share.
      expect((await host.fetch(call())).status).toBe(429);
      expect((await host.fetch(call())).status).toBe(429);
      expect(messages(errors)).toEqual([NO_ADDRESS_WARNING]);
    } finally {
      await host.close();
    }
  });

  it("with an owner function there is no warning: owners are told apart", async () => {
    const errors: unknown[] = [];
    const made = createTasksHost({
      tools: [forever],
      owner: () => "o",
      sweepIntervalMs: 0,
      onError: (e) => errors.push(e),
    });
    if (!made.ok) throw new Error("options");
    try {
      expect((await made.value.fetch(call())).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await made.value.close();
    }
  });
});

const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === "IPv4" && !i.internal)?.address;

describe("a node server reached beyond loopback without an owner function", () => {
  it.runIf(outside !== undefined)("warns once; reached on loopback it does not", async () => {
    const errors: unknown[] = [];
    const host = makeHost(errors);
    const server = createServer(toNodeListener(host.fetch));
    await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
    const { port } = server.address() as AddressInfo;
    const post = (address: string) => {
      const request = call();
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return request.text().then((body) => fetch(`http://${address}:${port}/mcp`, { method: "POST", headers, body }));
    };
    try {
      await (await post("127.0.0.1")).arrayBuffer();
      expect(messages(errors)).toEqual([]);
      await (await post(outside!)).arrayBuffer();
      await (await post(outside!)).arrayBuffer();
      expect(messages(errors)).toEqual([EXPOSED_WARNING]);
    } finally {
      await host.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
