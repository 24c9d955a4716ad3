/** toNodeListener's Request body as a stream over a real socket: text chunks of a request with an encoding set, and a
 * refused body left unread that does not hold up the next request on the same connection. */
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTasksHost, type NodeListener, toNodeListener } from "../../src/host/index.js";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

async function serve(listener: NodeListener): Promise<number> {
  server = createServer(listener as never);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A POST of `body`; resolves with the status and the answer's text. */
function post(port: number, body: string, headers: Record<string, string> = {}, agent?: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ port, host: "127.0.0.1", path: "/mcp", method: "POST", headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the adapter's Request body stream", () => {
  it("gives text chunks as bytes when the Node request was set to an encoding", async () => {
    const listener = toNodeListener(async (request) => new Response(await new Response(request.body).text()));
    const port = await serve((req, res) => {
      (req as unknown as { setEncoding(encoding: string): void }).setEncoding("utf8");
      listener(req, res);
    });
    expect(await post(port, "héllo wörld")).toEqual({ status: 200, body: "héllo wörld" });
  });

  it("leaves a refused body unread, so the next request on the connection is answered", async () => {
    const made = createTasksHost({ tools: [] });
    if (!made.ok) throw new Error("host");
    const port = await serve(toNodeListener(made.value.fetch));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await post(port, "x".repeat(1 << 20), { "content-type": "text/plain" }, agent);
      expect(refused.status).toBe(415);
      const next = await post(port, "{}", { "content-type": "text/plain" }, agent);
      expect(next.status).toBe(415);
    } finally {
      agent.destroy();
      await made.value.close();
    }
  });

  it("leaves a body unread when only looked at, so the next request on the connection is answered", async () => {
    const port = await serve(toNodeListener(async (request) => new Response(String(request.body !== null))));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await post(port, "x".repeat(1 << 20), {}, agent)).toEqual({ status: 200, body: "true" });
      expect(await post(port, "", {}, agent)).toEqual({ status: 200, body: "true" });
    } finally {
      agent.destroy();
    }
  });
});
