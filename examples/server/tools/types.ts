/**
 * What a tool is to this server: its listing, whether it may become a task, an optional synchronous input phase,
 * and the work itself. The same `run` serves a task (driven by the runner) and a synchronous call (run inline).
 */
import type { CallToolResult, InputRequests, InputResponses, JSONObject, JSONRPCErrorObject } from "mcp-tasks";

/** Whether a call becomes a task: never, when the client declared the tasks extension, or always (else -32021). */
export type TaskSupport = "forbidden" | "optional" | "required";

/** How a tool's work ended: a tool result (possibly `isError: true`) or a JSON-RPC error (the task fails). */
export type ToolOutcome = { result: CallToolResult } | { error: JSONRPCErrorObject };

/** The outcome of the synchronous input phase: ask the client (multi round-trip) or proceed with these arguments. */
export type Gathered = { ask: InputRequests } | { proceed: JSONObject } | { done: CallToolResult };

/** What the work may do besides computing: wait, ask the client for input, notice cancellation. */
export interface WorkContext {
  /** Aborted when the task is cancelled; long work should stop early. */
  readonly signal: AbortSignal;
  /** Waits `ms` milliseconds (scaled by the server's time scale); rejects when the signal aborts. */
  sleep(ms: number): Promise<void>;
  /**
   * Moves the task to `input_required` with these requests and resolves with the responses once every key is
   * answered (answers may arrive in several `tasks/update` calls). Keys must be new for the task.
   * Only available inside a task; synchronous calls of tools that ask are refused up front.
   */
  ask(requests: InputRequests): Promise<InputResponses>;
}

/** A tool the server exposes. */
export interface Tool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JSONObject;
  readonly taskSupport: TaskSupport;
  /** Synchronous multi round-trip phase, resolved before any task exists (MRTR before task creation). */
  gather?(args: JSONObject, inputResponses: InputResponses | undefined): Gathered;
  /** The tool's work. */
  run(args: JSONObject, context: WorkContext): Promise<ToolOutcome>;
}
