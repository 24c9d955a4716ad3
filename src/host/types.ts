/** The host's public shapes: tools and the context their work runs in, the options, and the host itself. */
import type {
  CallToolResult,
  Implementation,
  InputRequests,
  InputResponses,
  JSONObject,
} from "../../generated/types.js";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Result } from "../shared/result.js";
import type { StoreResult, SweepReport, TaskStore } from "../store/types.js";

/** A fetch-style HTTP handler, as `createMcpHandler(factory).fetch` of the official SDK is. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Whether a call becomes a task: never, when the client declared the extension, or always (else -32021). */
export type TaskSupport = "forbidden" | "optional" | "required";

/** What a tool returns: a CallToolResult, whose resultType ("complete") the host adds when it is left out. */
export type ToolResult = Omit<CallToolResult, "resultType"> & { readonly resultType?: "complete" };

/** What a tool's work can do besides computing: ask for input, report progress, notice cancellation. */
export interface ToolContext {
  /** The task this work runs in, or null for a call answered inline (no task). */
  readonly taskId: string | null;
  /** The owner the host bound the call to (see `HostOptions.owner`). */
  readonly owner: string;
  /** Aborted when the task is cancelled, expires, or the host closes; long work should stop then. */
  readonly signal: AbortSignal;
  /**
   * Moves the task to `input_required` with these requests and resolves with a response for every key once the
   * client answered them all through tasks/update (possibly over several updates). Keys must be new for the task.
   * Rejects when the task ends meanwhile, and at once for a call without a task.
   */
  requestInput(inputRequests: InputRequests): Promise<InputResponses>;
  /**
   * Sets (or, with null, clears) the task's statusMessage; resolves false when the task has ended or has none, or when
   * the message is longer than MAX_STATUS_MESSAGE characters (it is then not set).
   */
  setStatusMessage(message: string | null): Promise<boolean>;
}

/** The outcome of a tool's synchronous input phase, before any task exists (multi round-trip requests). */
export type Gathered<Args = JSONObject> =
  | { readonly inputRequests: InputRequests; readonly requestState?: string }
  | { readonly result: ToolResult }
  | { readonly arguments: Args };

/** What the synchronous input phase sees. */
export interface GatherContext {
  readonly owner: string;
  readonly signal: AbortSignal;
  /** The requestState the client echoed from the previous round, if any. */
  readonly requestState: string | undefined;
}

/**
 * A tool served by the host. Its `run` returns the tool result (`isError: true` included), which completes the
 * task; a throw fails the task with a JSON-RPC error (see `jsonRpcError` to choose the code). With a Standard Schema
 * as `inputSchema`, `Args` is what it outputs: declare the tool with {@link defineTool} to have it inferred.
 */
export interface HostTool<Args = JSONObject> {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  /**
   * The arguments' schema: a JSON Schema object (`type: "object"` at the root), listed as is and not checked; or a
   * Standard Schema (zod 4, valibot, ArkType), which checks every call's arguments before any task exists (invalid
   * ones get the official SDK's tool error, and no task) and is listed as the JSON Schema its library derives.
   */
  readonly inputSchema: JSONObject | StandardSchemaV1<unknown, Args>;
  /** The JSON Schema listed for a Standard Schema whose library derives none (valibot without a converter). */
  readonly inputJsonSchema?: JSONObject;
  readonly outputSchema?: JSONObject;
  readonly annotations?: JSONObject;
  readonly _meta?: JSONObject;
  /** Default "optional": a task for clients that declare the extension, an inline call for the others. */
  readonly taskSupport?: TaskSupport;
  /** An optional synchronous phase that may ask the client for input (InputRequiredResult) before a task exists. */
  gather?(
    args: Args,
    inputResponses: InputResponses | undefined,
    context: GatherContext,
  ): Gathered<Args> | Promise<Gathered<Args>>;
  /** The work. */
  run(args: Args, context: ToolContext): ToolResult | Promise<ToolResult>;
}

/** Decides who owns a request (for example the bearer token's subject); a Response refuses it as is. */
export type OwnerOf = (request: Request) => string | Response | Promise<string | Response>;

/** Options of `createTasksHost`; only `tools` is required. */
export interface HostOptions {
  /** The tools the host serves as tasks; every other tool stays with `inner`. */
  readonly tools: readonly HostTool[];
  /** Where task state lives. Default: a new `memoryStore({ maxLiveTasksPerOwner })`. */
  readonly store?: TaskStore;
  /** The handler behind the host, such as `createMcpHandler(factory).fetch`; it gets everything but the tasks surface. */
  readonly inner?: FetchHandler;
  /** The owner of a request (auth binding). Default: one owner, "anonymous", for every request. */
  readonly owner?: OwnerOf;
  /** The time source. Default: the system clock. */
  readonly clock?: () => Date;
  /** The TTL of new tasks in milliseconds, null for unlimited. Default one hour. */
  readonly ttlMs?: number | null;
  /** The polling interval suggested to clients. Default 1000 ms. */
  readonly pollIntervalMs?: number;
  /** How often the host sweeps expired tasks (store.sweep); 0 turns the timer off. Default 60 000 ms. */
  readonly sweepIntervalMs?: number;
  /** The largest request body read, in bytes; larger ones get 413. Default 4 MiB. */
  readonly maxBodyBytes?: number;
  /**
   * Live tasks per owner for the default store (a store passed in carries its own limit). Without an owner function,
   * the owner's bound is the capacity all clients share, and each client keeps to `maxLiveTasksPerClient`. Default 100.
   */
  readonly maxLiveTasksPerOwner?: number;
  /** Tasks one owner may hold in the default store, finished ones included, until TTL and retention. Default 10 000. */
  readonly maxTasksPerOwner?: number;
  /**
   * Without an owner function: live tasks one client (by address: see {@link ClientInfo}) may hold, counted by the
   * store, so one count holds across every instance on it. Default: `maxLiveTasksPerOwner` (100).
   */
  readonly maxLiveTasksPerClient?: number;
  /**
   * Without an owner function: tasks one client (by address) may hold, finished ones included until the sweep deletes
   * them, counted by the store across instances. Default 1000.
   */
  readonly maxTasksPerClient?: number;
  /** The deadline of every store call the host makes; a call that misses it is answered 503. Default 10 000 ms. */
  readonly storeTimeoutMs?: number;
  /** The deadline of one sweep; a sweep that misses it is reported through onError. Default 30 000 ms. */
  readonly sweepTimeoutMs?: number;
  /** Open subscriptions/listen streams the host serves at once. Default 1024. */
  readonly maxStreams?: number;
  /** Open subscriptions/listen streams per owner. Default 32. */
  readonly maxStreamsPerOwner?: number;
  /** SSE keep-alive comment interval on listen streams; 0 turns it off. Default 15 000 ms. */
  readonly keepAliveMs?: number;
  /**
   * How long close() waits for the tasks running here to be failed in the store and their work to return; work that
   * ignores its signal is left behind then. Default 5000 ms.
   */
  readonly closeGraceMs?: number;
  /** The name and version a standalone host reports in server/discover. */
  readonly serverInfo?: Implementation;
  /** Which browser origins may call (DNS-rebinding guard); requests without Origin always may. Default: any. */
  readonly allowOrigin?: (origin: string) => boolean;
  /** Where failures nobody awaits are reported (a store that fails in background work, an invalid answer). */
  readonly onError?: (error: unknown) => void;
}

/** Counts of what the host holds, for monitoring and tests. */
export interface HostStats {
  /** Task workers running in this process. */
  readonly workers: number;
  /** Open subscriptions/listen streams served by the host. */
  readonly streams: number;
  /** Store watches the host holds open (one per worker and one per stream). */
  readonly watches: number;
}

/**
 * Where a request came from, for runtimes that pass it beside the Request. Without an owner function the host keeps
 * each client address to its share of the limits; a request with none counts against the capacity all clients share.
 */
export interface ClientInfo {
  /** The peer's address, given by hand: Bun's `server.requestIP(request)?.address`, a proxy's verified header. */
  readonly remoteAddress?: string;
  /** Deno.serve's second argument carries it here, so `Deno.serve(host.fetch)` needs nothing more. */
  readonly remoteAddr?: { readonly hostname?: string };
}

/** A running host. */
export interface TasksHost {
  /**
   * Serves one HTTP request, from the client `info` names if given (`toNodeListener` records it itself). Never
   * rejects.
   */
  readonly fetch: (request: Request, info?: ClientInfo) => Promise<Response>;
  /** Sweeps expired tasks now, as the timer does. */
  sweep(): Promise<StoreResult<SweepReport>>;
  /** What the host holds right now. */
  stats(): HostStats;
  /**
   * Stops: fails the tasks still running here (their work is lost), waiting at most `closeGraceMs` for that, ends
   * listen streams with their result, stops the sweep timer, and refuses new requests with 503. A store passed in
   * and `inner` stay open: they are the caller's.
   */
  close(): Promise<void>;
}

/** The outcome of `createTasksHost`: the host, or the issues found in the options. */
export type HostResult = Result<TasksHost>;
