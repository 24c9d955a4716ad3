/**
 * The node adapter tells the host which local address a request reached: a server reached beyond loopback with no
 * owner function is reported once through onError, and loopback (an IPv4-mapped one included) is not.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, expect, it } from "vitest";
import { createTasksHost, toNodeListener, type TasksHost } from "../../src/host/index.js";
import { EXPOSED_WARNING } from "../../src/host/http/share-warnings.js";
import { request } from "../server/client.js";
import { testTools } from "./harness.js";

const opened: { host: TasksHost; server: Server }[] = [];
afterEach(async () => {
  for (const { host, server } of opened.splice(0)) {
    await host.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A host without an owner function, listening on `bind`; its onError messages and its port. */
async function serve(bind: string): Promise<{ errors: string[]; port: number }> {
  const errors: string[] = [];
  const made = createTasksHost({ tools: testTools, onError: (e) => errors.push((e as Error).message) });
  if (!made.ok) throw new Error("host");
  const server = createServer(toNodeListener(made.value.fetch));
  opened.push({ host: made.value, server });
  await new Promise<void>((resolve) => server.listen(0, bind, resolve));
  return { errors, port: (server.address() as AddressInfo).port };
}

const echo = async (url: URL) => {
  const answer = await request(url, "tools/call", { name: "echo", arguments: {} });
  expect(answer.body.result?.content).toBeDefined();
};

const external = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === "IPv4" && !entry.internal)?.address;

it.skipIf(external === undefined)("warns once when requests reach an address beyond loopback", async () => {
  const { errors, port } = await serve("0.0.0.0");
  const url = new URL(`http://${external}:${port}/mcp`);
  await echo(url);
  await echo(url);
  expect(errors).toEqual([EXPOSED_WARNING]);
});

it("does not warn for loopback reached through an IPv4-mapped IPv6 address", async () => {
  const { errors, port } = await serve("::");
  await echo(new URL(`http://127.0.0.1:${port}/mcp`));
  expect(errors).toEqual([]);
});
