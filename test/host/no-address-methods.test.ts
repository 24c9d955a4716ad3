/**
 * Which requests of a host without an owner function give the no-address warning: those that take a share of the
 * limits (tools/call and subscriptions/listen), not those that only read or end a task.
 */
import { expect, it } from "vitest";
import { NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const addressed = { remoteAddress: "10.3.0.1" };

it("is not given for tasks/get, tasks/update and tasks/cancel with no address", async () => {
  const { host, errors } = makeHost();
  const created = await read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }), addressed));
  const taskId = created.body.result.taskId as string;
  expect((await read(await host.fetch(rpc("tasks/get", { taskId })))).body.result?.taskId).toBe(taskId);
  const updated = await read(await host.fetch(rpc("tasks/update", { taskId, inputResponses: {} })));
  expect(updated.body.result).toEqual({ resultType: "complete" });
  expect((await read(await host.fetch(rpc("tasks/cancel", { taskId })))).status).toBe(200);
  expect(errors).toEqual([]);
  await host.fetch(rpc("tools/call", { name: "echo", arguments: {} }));
  expect(errors.map((e) => (e as Error).message)).toEqual([NO_ADDRESS_WARNING]);
});

it("is given for subscriptions/listen with no address", async () => {
  const { host, errors } = makeHost();
  const response = await host.fetch(rpc("subscriptions/listen", { notifications: {} }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  await response.body?.cancel();
  expect(errors.map((e) => (e as Error).message)).toEqual([NO_ADDRESS_WARNING]);
});

it("is not given for subscriptions/listen with an address", async () => {
  const { host, errors } = makeHost();
  const response = await host.fetch(rpc("subscriptions/listen", { notifications: {} }), addressed);
  expect(response.status).toBe(200);
  await response.body?.cancel();
  expect(errors).toEqual([]);
});
