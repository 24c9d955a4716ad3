/** The shared state of the multi-instance configuration: one store per host over the same tasks. */
import { memoryStore, type TaskStore } from "mcp-tasks/store";

/** Two stores over one task state, and how to release them. */
export interface SharedStores {
  readonly stores: [TaskStore, TaskStore];
  /** One sentence on what is shared. */
  readonly description: string;
  close(): Promise<void>;
}

/** Opens the shared stores: one memory store used by both hosts of this process. */
export async function openSharedStores(): Promise<SharedStores> {
  const store = memoryStore();
  return { stores: [store, store], description: "Both hosts share one memory store in this process.", close: () => store.close() };
}
