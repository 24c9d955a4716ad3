/**
 * For the tests of a task's work: a memory store whose watch and writes a test can hold up, and calls of host.fetch
 * that start a tool, read, answer and cancel its task.
 */
import { expect } from "vitest";
import type { HostTool, TasksHost } from "../../src/host/index.js";
import type { TaskEvent } from "../../src/machine/events.js";
import { memoryStore, type TaskChange, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

/** A promise and the function that settles it. */
export function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** What a test may do to the store under a host. */
export interface HeldStore {
  readonly store: TaskStore;
  readonly base: TaskStore;
  /** When set, each watch waits for it before it is made. */
  watchGate: Promise<void> | undefined;
  /** When set, changes are kept back here instead of reaching the watchers. */
  held: TaskChange[] | undefined;
  /** Runs before an event is applied, and may replace its answer (as a promise of the base store's answer). */
  onApply:
    | ((event: TaskEvent, applied: () => ReturnType<TaskStore["apply"]>) => ReturnType<TaskStore["apply"]>)
    | undefined;
  /** Every watcher's listener, to hand a change to as the store would. */
  readonly listeners: ((change: TaskChange) => void)[];
  /** Hands the changes kept back to the watchers, and stops keeping them back. */
  release(): void;
}

/** A memory store a test can hold up. */
export function heldStore(): HeldStore {
  const base = memoryStore();
  const held: HeldStore = {
    base,
    watchGate: undefined,
    held: undefined,
    onApply: undefined,
    listeners: [],
    release() {
      const kept = held.held ?? [];
      held.held = undefined;
      for (const change of kept) for (const listener of held.listeners) listener(change);
    },
    store: {
      ...base,
      apply: (taskId, event, scope) => {
        const applied = () => base.apply(taskId, event, scope);
        return held.onApply === undefined ? applied() : held.onApply(event, applied);
      },
      watch: async (ids, listener, scope) => {
        await held.watchGate;
        held.listeners.push(listener);
        return base.watch(
          ids,
          (change) => (held.held === undefined ? listener(change) : held.held.push(change)),
          scope,
        );
      },
    },
  };
  return held;
}

const info = { remoteAddress: "10.0.0.1" };

/** A host over `tools` and `store`, closed after the test, with the calls a test makes of it. */
export function workerHosts() {
  const makeHost = hostsClosedAfterEach();
  return (tools: HostTool[], store: TaskStore, options: Record<string, unknown> = {}) => {
    const { host, errors } = makeHost({ tools, store, sweepIntervalMs: 0, closeGraceMs: 500, ...options });
    const send = async (method: string, params: Record<string, unknown>) =>
      (await read(await host.fetch(rpc(method, params), info))).body;
    return {
      host,
      errors,
      /** Starts `name` as a task and returns its id. */
      start: async (name: string) => (await send("tools/call", { name, arguments: {} })).result.taskId as string,
      get: async (taskId: string) => (await send("tasks/get", { taskId })).result as Record<string, any>,
      cancel: (taskId: string) => send("tasks/cancel", { taskId }),
      answer: (taskId: string, inputResponses: object) => send("tasks/update", { taskId, inputResponses }),
      /** Waits until the task satisfies `test` (at most `ms`). */
      until: async (taskId: string, test: (task: Record<string, any>) => boolean, ms = 2000) => {
        let task: Record<string, any> = {};
        await expect
          .poll(async () => ((task = (await send("tasks/get", { taskId })).result), test(task)), {
            timeout: ms,
            interval: 5,
          })
          .toBe(true);
        return task;
      },
      /** Waits until no work runs here any more (at most `ms`). */
      idle: (ms = 2000) => expect.poll(() => host.stats().workers, { timeout: ms, interval: 5 }).toBe(0),
    };
  };
}

/** A form request, for tools that ask for input. */
export const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "?", requestedSchema: { type: "object" as const, properties: {} } },
};

/** An accepted answer to `form`. */
export const accept = { action: "accept", content: {} };

/** A tool result of one text. */
export const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** The message of a signal's reason, or of a rejection. */
export const messageOf = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason));

export type { TasksHost };
