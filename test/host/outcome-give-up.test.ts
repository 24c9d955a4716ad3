/** A task whose outcome the store never takes: after its retries the host reports it through onError and stops. */
import { afterEach, expect, it, vi } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const gate: { release?: () => void } = {};
/** Lets the gated work return. */
const openGate = (): void => gate.release?.();
const tools: HostTool[] = [
  {
    name: "gated",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => {
      await new Promise<void>((resolve) => (gate.release = resolve));
      return { content: [{ type: "text", text: "done" }] };
    },
  },
];

let h: RunningHost | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
});

it("reports the outcome it could not record, naming the store's last error", async () => {
  const base = memoryStore();
  let attempts = 0;
  const store: TaskStore = {
    ...base,
    apply: (taskId, event, scope) =>
      event.type === "complete"
        ? (attempts++, Promise.resolve({ ok: false, error: { code: "unavailable", message: "db down" } }))
        : base.apply(taskId, event, scope),
  };
  delete gate.release;
  h = await startHost({ store, tools, sweepIntervalMs: 0 });
  await result(h.url, "tools/call", { name: "gated", arguments: {} });
  await vi.waitFor(() => expect(gate.release).toBeTypeOf("function"));
  // The retries wait 50 ms, doubling each time: a fake clock runs them without waiting seconds.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  openGate();
  await vi.advanceTimersByTimeAsync(4000);
  expect(attempts).toBe(6);
  expect(h.errors).toEqual([new Error("could not record the outcome of a task: db down; the TTL sweep will fail it")]);
  vi.useRealTimers();
  await base.close();
});

it("names no store error when every write was refused as invalid", async () => {
  const base = memoryStore();
  const store: TaskStore = {
    ...base,
    apply: (taskId, event, scope) =>
      event.type === "complete" || event.type === "fail"
        ? Promise.resolve({ ok: false, error: { code: "invalid", message: "never fits" } })
        : base.apply(taskId, event, scope),
  };
  delete gate.release;
  h = await startHost({ store, tools, sweepIntervalMs: 0 });
  await result(h.url, "tools/call", { name: "gated", arguments: {} });
  await vi.waitFor(() => expect(gate.release).toBeTypeOf("function"));
  openGate();
  const running = h;
  await vi.waitFor(() => expect(running.errors).toHaveLength(1));
  expect(h.errors).toEqual([new Error("could not record the outcome of a task: unknown; the TTL sweep will fail it")]);
  await base.close();
});
