/**
 * How a tool's work becomes its task's end: its return checked as a CallToolResult, and the outcome written to the
 * store (retried while the store is unavailable), kept apart from the runner that starts and stops the work.
 */
import type { CallToolResult, JSONObject } from "../../../generated/types.js";
import { decodeResult } from "../../codec/decode/result-dispatch.js";
import type { JSONRPCError } from "../../machine/state.js";
import type { StoreError } from "../../store/types.js";
import { wireError } from "../errors.js";
import type { HostTool } from "../types.js";
import { STORED_LIMITS } from "../wire-text.js";
import { plainCopy } from "./plain-copy.js";
import type { Worker } from "./worker.js";

/** How many times a worker retries writing its outcome while the store is unavailable, and the first delay. */
const OUTCOME_ATTEMPTS = 6;
const OUTCOME_DELAY_MS = 50;

/**
 * Records the outcome, retrying while the store is unavailable; a task that already ended keeps its first end.
 *
 * @internal
 */
export async function recordOutcome(
  worker: Worker,
  outcome: { result: CallToolResult } | { error: JSONRPCError },
  onError: (error: unknown) => void,
): Promise<void> {
  let last: StoreError | undefined;
  for (let attempt = 0; attempt < OUTCOME_ATTEMPTS; attempt++) {
    // The error is written as it will be read: a task failed with text that has no UTF-8 encoding would be unreadable.
    if ("error" in outcome) outcome = { error: wireError(outcome.error) };
    const ended = outcome;
    const applied = await worker.apply((now) =>
      "result" in ended
        ? { type: "complete", now, result: ended.result as unknown as JSONObject }
        : { type: "fail", now, error: ended.error, statusMessage: ended.error.message },
    );
    if (applied.ok) return;
    if (applied.error.code === "invalid" || applied.error.transition?.code === "invalid_event") {
      // The outcome cannot be stored as it is (not JSON data): the task still ends, failed, rather than stay working.
      outcome = {
        error: { code: -32603, message: `the task's outcome could not be stored: ${applied.error.message}` },
      };
      continue;
    }
    if (applied.error.code !== "unavailable") return;
    last = applied.error;
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_DELAY_MS * 2 ** attempt));
  }
  onError(
    new Error(`could not record the outcome of a task: ${last?.message ?? "unknown"}; the TTL sweep will fail it`),
  );
}

/**
 * Whether a value is a promise or another thenable, read once; one whose `then` cannot be read counts as one.
 *
 * @internal
 */
export function isThenable(value: unknown): boolean {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  try {
    return typeof (value as { then?: unknown }).then === "function";
  } catch {
    return true;
  }
}

/**
 * A tool's return, copied once and checked as a CallToolResult; anything else ends as -32603 naming the problem.
 *
 * @internal
 */
export function checked(tool: HostTool, value: unknown): { result: CallToolResult } | { error: JSONRPCError } {
  // Read once: the copy is what is checked and what is stored, whatever a getter would answer on a second read.
  const copy = plainCopy(value);
  if (!copy.ok)
    return {
      error: wireError({ code: -32603, message: `${tool.name} returned an invalid tool result: ${copy.message}` }),
    };
  // The copy is the host's own, fresh from JSON.parse: the resultType a tool may leave out is set on it, not on a copy.
  const result = copy.value;
  if (typeof result === "object" && result !== null && !Array.isArray(result) && !("resultType" in result))
    (result as Record<string, unknown>).resultType = "complete";
  const decoded = decodeResult("tools/call", result, STORED_LIMITS);
  if (decoded.ok && decoded.value.kind === "CallToolResult") return { result: result as CallToolResult };
  const why = decoded.ok
    ? `resultType ${JSON.stringify((result as { resultType?: unknown }).resultType)}`
    : `${decoded.issues[0]?.path || "/"} ${decoded.issues[0]?.message}`;
  return { error: wireError({ code: -32603, message: `${tool.name} returned an invalid tool result: ${why}` }) };
}
