/**
 * Listen streams count against the caller's share: with an owner function each owner has its own
 * `maxStreamsPerOwner`, so one owner at its limit leaves another owner's streams alone.
 */
import { afterEach, expect, it } from "vitest";
import { createTasksHost, type TasksHost } from "../../src/host/index.js";
import { testTools } from "./harness.js";
import { read, rpc } from "./fetch-client.js";

let host: TasksHost | undefined;
afterEach(async () => {
  await host?.close();
});

it("keeps each owner to its own streams", async () => {
  const made = createTasksHost({
    tools: testTools,
    maxStreamsPerOwner: 1,
    owner: (request) => request.headers.get("x-user") ?? "nobody",
  });
  if (!made.ok) throw new Error("host");
  host = made.value;
  const opened: Response[] = [];
  const listen = async (user: string) => {
    const as = { "x-user": user };
    const created = await read(await host!.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }, as)));
    const taskId = created.body.result!.taskId as string;
    const response = await host!.fetch(rpc("subscriptions/listen", { notifications: { taskIds: [taskId] } }, as));
    if (response.status === 200) opened.push(response);
    return response;
  };
  const alice = await listen("alice");
  expect(alice.headers.get("content-type")).toContain("text/event-stream");
  const bob = await listen("bob");
  expect(bob.status).toBe(200);
  expect(bob.headers.get("content-type")).toContain("text/event-stream");
  const again = await listen("alice");
  expect(again.status).toBe(429);
  expect(((await again.json()) as { error: { data: { reason: string } } }).error.data.reason).toBe("stream-limit");
  await Promise.all(opened.map((response) => response.body?.cancel()));
});
