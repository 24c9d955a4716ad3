/** How a report words one task snapshot: its statusMessage, its payload's start, and whether a cancellation held. */
import { clip, REPORT_LIMITS } from "./model.js";

/** How the snapshot reached the client. */
export type Snapshot = "created" | "poll" | "notification";

const VIA: Record<Snapshot, string> = {
  created: "CreateTaskResult",
  poll: "tasks/get",
  notification: "notifications/tasks",
};

/** One line about a snapshot whose status or statusMessage changed. */
export function describeSnapshot(task: Record<string, unknown>, via: Snapshot, cancelLine: number | undefined): string {
  const parts = [`via ${VIA[via]}`];
  if (typeof task.statusMessage === "string") parts.push(JSON.stringify(task.statusMessage));
  const status = task.status;
  if (status === "completed" && "result" in task) parts.push(`result ${preview(task.result)}`);
  if (status === "failed" && "error" in task) parts.push(`error ${preview(task.error)}`);
  if (cancelLine !== undefined) {
    if (status === "cancelled") parts.push(`honours the tasks/cancel of line ${cancelLine}`);
    else if (status === "completed" || status === "failed")
      parts.push(`the tasks/cancel of line ${cancelLine} was not honoured`);
  }
  return clip(parts.join("; "));
}

/** The start of a value's JSON, never longer than the report keeps. */
export function preview(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return clip(text ?? String(value));
}

/**
 * "asks for k1 (elicitation/create), k2 (roots/list)" for the inputRequests keys not seen before on this task (they
 * are added to `seen`), or undefined when there are none.
 */
export function newInputKeys(task: Record<string, unknown>, seen: Set<string>): string | undefined {
  const requests = task.inputRequests;
  if (typeof requests !== "object" || requests === null || Array.isArray(requests)) return undefined;
  const fresh: string[] = [];
  for (const key of Object.keys(requests)) {
    if (seen.has(key)) continue;
    // Keys are bounded per task so that a hostile trace cannot grow one task without limit.
    if (seen.size < REPORT_LIMITS.eventsPerTask) seen.add(key);
    const request = (requests as Record<string, unknown>)[key];
    const method =
      typeof request === "object" && request !== null && typeof (request as Record<string, unknown>).method === "string"
        ? (request as Record<string, unknown>).method
        : "?";
    fresh.push(`${key} (${String(method)})`);
  }
  return fresh.length === 0 ? undefined : clip(`asks for input: ${fresh.join(", ")}`);
}
