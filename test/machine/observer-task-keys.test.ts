/**
 * A task object may carry keys that a JSON-RPC message has (`jsonrpc`, `method`, `params`, `id`, `result`): the schema
 * lets a task hold more fields than it names. `observe` reads such a value as the task it is, never as a message to
 * unwrap, since a message has no taskId of its own.
 */
import { describe, expect, it } from "vitest";
import { createObserver, observe } from "../../src/machine/index.js";
import { snapshotAt } from "./steps.js";

const result = { content: [{ type: "text", text: "done" }] };
const completed = snapshotAt(2, "completed", { ttlMs: 60_000, result });

describe("a task carrying JSON-RPC keys", () => {
  it("is read as itself when it names notifications/tasks and carries params", () => {
    const task = { ...completed, jsonrpc: "2.0", method: "notifications/tasks", params: { other: true } };
    const seen = observe(createObserver(), task);
    expect(seen.violations).toEqual([]);
    expect(seen.terminal).toBe(true);
    expect(seen.view).toMatchObject({ taskId: "t", status: "completed", result });
  });

  it("is read as itself when it carries an id and an object result", () => {
    const task = { ...snapshotAt(1, "working", { ttlMs: 60_000 }), jsonrpc: "2.0", id: 7, result: { note: 1 } };
    const seen = observe(createObserver(), task);
    expect(seen.violations).toEqual([]);
    expect(seen.view).toMatchObject({ taskId: "t", status: "working", result: null });
    expect(seen.terminal).toBe(false);
  });

  it("still unwraps the messages that carry a task", () => {
    const viaNotification = { jsonrpc: "2.0", method: "notifications/tasks", params: completed };
    const viaResponse = { jsonrpc: "2.0", id: 3, result: completed };
    for (const message of [viaNotification, viaResponse])
      expect(observe(createObserver(), message).view).toMatchObject({ taskId: "t", status: "completed" });
  });
});
