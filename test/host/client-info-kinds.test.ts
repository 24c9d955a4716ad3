/**
 * Only an object passed to `host.fetch(request, info)` names a client: a function carrying `remoteAddress` counts with
 * the requests that have no address, and gets the no-address warning.
 */
import { expect, it } from "vitest";
import type { TasksHost } from "../../src/host/index.js";
import { NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** Starts a live task as the client `info` names; its status and whether it made a task. */
async function start(host: TasksHost, info?: unknown) {
  const answer = await read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }), info as never));
  return answer.body.result?.resultType === "task" ? "task" : answer.status;
}

const callable = Object.assign(() => "10.5.0.1", { remoteAddress: "10.5.0.1", remoteAddr: { hostname: "10.5.0.1" } });

it("counts a function info with the requests that have no address (foil: the same fields as an object do name one)", async () => {
  const { host, errors } = makeHost({ maxLiveTasksPerClient: 1 });
  expect(await start(host, { ...callable })).toBe("task");
  expect(await start(host, callable)).toBe("task");
  expect(await start(host)).toBe(429);
  expect(await start(host, { remoteAddress: "10.5.0.1" })).toBe(429);
  expect(errors.map((e) => (e as Error).message)).toEqual([NO_ADDRESS_WARNING]);
});
