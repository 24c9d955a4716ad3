/**
 * What the host hands each worker, and the reasons a worker's signal fires: the terms runner and worker share, kept
 * in one place so that neither file has to hold the other's vocabulary.
 */
import type { TaskStore } from "../../store/types.js";

/**
 * What a worker needs from the host.
 *
 * @internal
 */
export interface WorkerDeps {
  readonly store: TaskStore;
  readonly clock: () => Date;
  readonly owner: string;
  readonly taskId: string;
  /** How often a worker waiting for input re-reads the task, in case a watch notification was lost. */
  readonly recheckMs: number;
  readonly onError: (error: unknown) => void;
}

/**
 * Why a worker's signal fired.
 *
 * @internal
 */
export const STOP_REASONS = {
  cancelled: "the task was cancelled",
  ended: "the task ended",
  gone: "the task no longer exists",
  closing: "the server is shutting down",
  unfollowed: "the server could not follow the task in its store",
} as const;
