import { describe, it, expect } from "vitest";
import { createTask, type TaskState } from "mcp-tasks";
import { applyEvent } from "../../examples/server/apply.js";
import { MemoryTaskStore, type WriteOutcome } from "../../examples/server/store.js";

const now = "2026-01-01T00:00:00Z";
const ask = (text: string) => ({ method: "elicitation/create" as const, params: { message: text, requestedSchema: { type: "object" as const, properties: {} } } });

/** A store where another writer slips in just before the first conditional write. */
class RacingStore extends MemoryTaskStore<TaskState> {
  writes = 0;
  constructor(private readonly rival: (store: MemoryTaskStore<TaskState>) => Promise<void>) {
    super();
  }
  override async compareAndSet(taskId: string, expected: number, value: TaskState): Promise<WriteOutcome> {
    if (this.writes++ === 0) await this.rival(this);
    return super.compareAndSet(taskId, expected, value);
  }
}

async function inputRequiredTask(store: MemoryTaskStore<TaskState>): Promise<string> {
  const created = createTask({ taskId: "t1", now, status: "input_required", inputRequests: { a: ask("A?"), b: ask("B?") } });
  if (!created.ok) throw new Error(created.error.message);
  await store.create("t1", created.state);
  return "t1";
}

describe("applyEvent", () => {
  it("re-reads and re-applies after a version conflict, so neither writer's event is lost", async () => {
    const store = new RacingStore(async (inner) => {
      const current = await inner.get("t1");
      const rivalWrite = await MemoryTaskStore.prototype.compareAndSet.call(inner, "t1", current!.version, {
        ...current!.value,
        cancelRequested: true,
      });
      expect(rivalWrite.ok).toBe(true);
    });
    const taskId = await inputRequiredTask(store);
    const outcome = await applyEvent(store, taskId, (at) => ({ type: "provideInput", now: at, inputResponses: { a: { action: "accept" } } }));
    expect(outcome.ok).toBe(true);
    expect(store.writes).toBe(2);
    const stored = await store.get(taskId);
    expect(stored?.version).toBe(3);
    expect(stored?.value.cancelRequested).toBe(true);
    expect(stored?.value.inputRequests?.map(([key]) => key)).toEqual(["b"]);
  });

  it("does not write an event that changes nothing", async () => {
    const store = new MemoryTaskStore<TaskState>();
    const taskId = await inputRequiredTask(store);
    const outcome = await applyEvent(store, taskId, (at) => ({ type: "provideInput", now: at, inputResponses: { never: { action: "accept" } } }));
    expect(outcome.ok && outcome.changed).toBe(false);
    expect((await store.get(taskId))?.version).toBe(1);
  });

  it("reports a refused event and a missing task without writing", async () => {
    const store = new MemoryTaskStore<TaskState>();
    const taskId = await inputRequiredTask(store);
    await applyEvent(store, taskId, (at) => ({ type: "cancel", now: at }));
    const refused = await applyEvent(store, taskId, (at) => ({ type: "complete", now: at, result: {} }));
    expect(refused.ok === false && "refused" in refused && refused.refused.code).toBe("terminal");
    const missing = await applyEvent(store, "nope", (at) => ({ type: "cancel", now: at }));
    expect(missing).toEqual({ ok: false, missing: true });
  });
});
