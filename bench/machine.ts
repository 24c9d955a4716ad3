/** The state machine: transitions per second over a realistic event mix, and the heap each live task costs. */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createTask, transition, newTaskId, type TaskState, type TaskEvent } from "mcp-tasks";
import { measure } from "./harness.js";
import { median, fmt } from "./stats.js";
import type { Section } from "./report.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options: { type: "major" }) => void;

const TASKS = 200;
const stamp = (second: number): string => new Date(Date.UTC(2026, 10, 22, 10, 0, second)).toISOString();

/** One task's life as a server drives it: progress, a question, its answer, more progress, the result. */
function lifecycle(i: number): TaskEvent[] {
  const key = `confirm-${i}`;
  return [
    { type: "update", now: stamp(1), statusMessage: "Working" },
    {
      type: "requestInput",
      now: stamp(2),
      inputRequests: {
        [key]: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: "OK?",
            requestedSchema: { type: "object", properties: { ok: { type: "boolean" } } },
          },
        },
      },
    },
    { type: "provideInput", now: stamp(3), inputResponses: { [key]: { action: "accept", content: { ok: true } } } },
    { type: "consumeInput", now: stamp(3) },
    { type: "update", now: stamp(4), statusMessage: "Almost done", pollIntervalMs: 500 },
    { type: "complete", now: stamp(5), result: { content: [{ type: "text", text: "done" }], isError: false } },
  ] as TaskEvent[];
}

/** A reducer that only swaps fields with object spread: a floor that checks nothing. */
function floor(state: Record<string, unknown>, event: TaskEvent): Record<string, unknown> {
  const status = event.type === "requestInput" ? "input_required" : event.type === "complete" ? "completed" : "working";
  return { ...state, status, lastUpdatedAt: event.now };
}

/** Measures transitions per second against the floor reducer, and heap bytes per live task. */
export async function runMachine(options: { quick: boolean }): Promise<Section> {
  const seeds = Array.from({ length: TASKS }, (_, i) => {
    const created = createTask({ taskId: `task-${i}`, now: stamp(0), ttlMs: 60_000, pollIntervalMs: 1_000 });
    if (!created.ok) throw new Error(created.error.message);
    return created.state;
  });
  const lives = seeds.map((_, i) => lifecycle(i));
  const perTask = lives[0]!.length;
  const runOurs = (i: number): boolean => {
    let state: TaskState = seeds[i]!;
    for (const event of lives[i]!) {
      const next = transition(state, event);
      if (!next.ok) return false;
      state = next.state;
    }
    return state.status === "completed";
  };
  const runFloor = (i: number): boolean => {
    let state = seeds[i] as unknown as Record<string, unknown>;
    for (const event of lives[i]!) state = floor(state, event);
    return state.status === "completed";
  };
  const samples = measure(
    [
      { id: "machine", label: "mcp-tasks `transition()`", ops: seeds.map((_, i) => () => runOurs(i)) },
      { id: "floor", label: "object-spread floor (checks nothing)", ops: seeds.map((_, i) => () => runFloor(i)) },
    ],
    options.quick ? { rounds: 5, batchMs: 20, warmupMs: 200 } : { rounds: 30, batchMs: 50, warmupMs: 1_500 },
  );
  const perSecond = (id: string): number => 1e9 / (median(samples.find((s) => s.id === id)!.nsPerOp) / perTask);
  const ours = perSecond("machine");
  const base = perSecond("floor");
  const heap = heapPerTask(options.quick ? 20_000 : 100_000);
  const body = [
    `Event mix per task: ${lives[0]!.map((e) => e.type).join(", ")} (${perTask} transitions), over ${TASKS} tasks;`,
    "interleaved rounds against a reducer that only spreads fields and checks nothing.",
    "",
    "| Subject | transitions/s (median) | vs floor |",
    "| --- | --- | --- |",
    `| mcp-tasks \`transition()\` | ${Math.round(ours).toLocaleString("en-US")} | ${fmt(ours / base)}x |`,
    `| object-spread floor | ${Math.round(base).toLocaleString("en-US")} | 1x |`,
    "",
    `Heap per live task: ${heap.toFixed(0)} bytes (${options.quick ? "20,000" : "100,000"} tasks created with \`newTaskId()\` and distinct timestamps,`,
    "no payloads, held in an array; major GC before and after; includes the id and timestamp strings).",
  ].join("\n");
  return {
    id: "machine",
    title: "State machine",
    body,
    targets: [
      {
        target: "transitions per second",
        goal: ">= 2,000,000/s",
        measured: `${Math.round(ours).toLocaleString("en-US")}/s`,
        pass: ours >= 2_000_000,
      },
      {
        target: "heap per live task (no payloads)",
        goal: "<= 600 B",
        measured: `${heap.toFixed(0)} B`,
        pass: heap <= 600,
      },
    ],
  };
}

function heapPerTask(count: number): number {
  const keep: TaskState[] = new Array(count);
  gc({ type: "major" });
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) {
    const now = new Date(Date.UTC(2026, 10, 22, 10, 0, 0, i)).toISOString();
    const created = createTask({ taskId: newTaskId(), now, ttlMs: 60_000, pollIntervalMs: 1_000 });
    if (created.ok) keep[i] = created.state;
  }
  gc({ type: "major" });
  const after = process.memoryUsage().heapUsed;
  if (keep.filter(Boolean).length !== count) throw new Error("createTask refused a task");
  return (after - before) / count;
}
