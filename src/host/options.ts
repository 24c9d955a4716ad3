/** Reads the host's options: every tool checked, every number defaulted, so the rest of the host trusts them. */
import type { Implementation } from "../../generated/types.js";
import type { Issue, Result } from "../shared/result.js";
import { memoryStore } from "../store/memory.js";
import { DEFAULT_MAX_TASKS_PER_OWNER } from "../store/options.js";
import type { TaskStore } from "../store/types.js";
import { deadlineStore } from "./tasks/deadline.js";
import { readArgumentSchema, servedTool } from "./tool-arguments.js";
import type { FetchHandler, HostOptions, HostTool, OwnerOf, TaskSupport } from "./types.js";

/**
 * The options with every default filled in.
 *
 * @internal
 */
export interface HostSettings {
  readonly tools: ReadonlyMap<string, HostTool>;
  readonly store: TaskStore;
  /** Whether the host made the store (and so closes it). */
  readonly ownsStore: boolean;
  readonly inner: FetchHandler | undefined;
  readonly owner: OwnerOf;
  /** Whether an owner function was given; without one, per-owner limits are shared per client. */
  readonly ownerGiven: boolean;
  readonly clock: () => Date;
  readonly ttlMs: number | null;
  readonly pollIntervalMs: number;
  readonly sweepIntervalMs: number;
  readonly maxBodyBytes: number;
  readonly maxStreams: number;
  readonly maxStreamsPerOwner: number;
  readonly keepAliveMs: number;
  readonly closeGraceMs: number;
  readonly storeTimeoutMs: number;
  readonly sweepTimeoutMs: number;
  readonly maxLiveTasksPerOwner: number;
  readonly maxTasksPerClient: number;
  /** Live tasks one client (by address) may hold without an owner function. */
  readonly maxLiveTasksPerClient: number;
  readonly serverInfo: Implementation;
  readonly allowOrigin: (origin: string) => boolean;
  readonly onError: (error: unknown) => void;
}

/** The owner every request gets when no owner function is configured. */
export const ANONYMOUS_OWNER = "anonymous";

const TASK_SUPPORT: readonly TaskSupport[] = ["forbidden", "optional", "required"];
const MAX_TOOLS = 10_000;

/**
 * Checks the options and fills in the defaults; never throws.
 *
 * @internal
 */
export function readHostOptions(options: HostOptions): Result<HostSettings> {
  try {
    return read(options);
  } catch {
    return { ok: false, issues: [{ path: "", keyword: "unreadable", message: "the options could not be read" }] };
  }
}

function read(options: HostOptions): Result<HostSettings> {
  const issues: Issue[] = [];
  if (typeof options !== "object" || options === null) {
    return { ok: false, issues: [{ path: "", keyword: "type", message: "createTasksHost takes an options object" }] };
  }
  const tools = readTools(options.tools, issues);
  const fn = <F>(key: keyof HostOptions, fallback: F): F => {
    const value = options[key];
    if (value === undefined) return fallback;
    if (typeof value !== "function")
      issues.push({ path: `/${key}`, keyword: "type", message: `${key} must be a function` });
    return (typeof value === "function" ? value : fallback) as F;
  };
  const count = (key: keyof HostOptions, fallback: number, min = 0): number => {
    const value = options[key];
    if (value === undefined) return fallback;
    if (typeof value === "number" && Number.isSafeInteger(value) && value >= min) return value;
    issues.push({ path: `/${key}`, keyword: "type", message: `${key} must be an integer of at least ${min}` });
    return fallback;
  };
  const store = options.store;
  if (store !== undefined && !isStore(store))
    issues.push({
      path: "/store",
      keyword: "type",
      message: "store must implement TaskStore (create, get, apply, sweep, watch, close)",
    });
  const ttlMs = options.ttlMs === null ? null : count("ttlMs", 3_600_000);
  const maxLive = count("maxLiveTasksPerOwner", 100);
  const maxTasks = count("maxTasksPerOwner", DEFAULT_MAX_TASKS_PER_OWNER);
  for (const key of ["maxLiveTasksPerOwner", "maxTasksPerOwner"] as const) {
    if (store !== undefined && options[key] !== undefined) {
      issues.push({
        path: `/${key}`,
        keyword: "dependentSchemas",
        message: `${key} configures the default store; set it on the store passed in instead`,
      });
    }
  }
  const ownerGiven = options.owner !== undefined;
  const storeTimeoutMs = count("storeTimeoutMs", 10_000, 1);
  const sweepTimeoutMs = count("sweepTimeoutMs", 30_000, 1);
  const clock = fn<() => Date>("clock", () => new Date());
  // Without an owner function every request has one owner: the store's per-owner bounds are then the capacity all
  // clients share, and the store keeps each client to its own share (maxLiveTasksPerClient, maxTasksPerClient).
  const given = store !== undefined && isStore(store) ? store : undefined;
  const made =
    given ??
    memoryStore({
      maxLiveTasksPerOwner: ownerGiven ? maxLive : Number.MAX_SAFE_INTEGER,
      maxTasksPerOwner: maxTasks,
    });
  const settings: HostSettings = {
    tools,
    store: deadlineStore(made, storeTimeoutMs, sweepTimeoutMs, clock),
    ownsStore: given === undefined,
    inner: fn<FetchHandler | undefined>("inner", undefined),
    owner: fn<OwnerOf>("owner", () => ANONYMOUS_OWNER),
    ownerGiven,
    storeTimeoutMs,
    sweepTimeoutMs,
    maxLiveTasksPerOwner: maxLive,
    maxTasksPerClient: count("maxTasksPerClient", 1000, 1),
    maxLiveTasksPerClient: count("maxLiveTasksPerClient", options.store === undefined ? maxLive : 100, 1),
    clock,
    ttlMs,
    pollIntervalMs: count("pollIntervalMs", 1000),
    sweepIntervalMs: count("sweepIntervalMs", 60_000),
    maxBodyBytes: count("maxBodyBytes", 4 * 1024 * 1024, 1),
    maxStreams: count("maxStreams", 1024),
    maxStreamsPerOwner: count("maxStreamsPerOwner", 32),
    keepAliveMs: count("keepAliveMs", 15_000),
    closeGraceMs: count("closeGraceMs", 5000),
    serverInfo: readServerInfo(options.serverInfo, issues),
    allowOrigin: fn<(origin: string) => boolean>("allowOrigin", () => true),
    onError: fn<(error: unknown) => void>("onError", (error) => globalThis.console?.error(error)),
  };
  return issues.length === 0 ? { ok: true, value: settings } : { ok: false, issues };
}

function readTools(value: unknown, issues: Issue[]): Map<string, HostTool> {
  const tools = new Map<string, HostTool>();
  if (!Array.isArray(value)) {
    issues.push({ path: "/tools", keyword: "type", message: "tools must be an array of tool definitions" });
    return tools;
  }
  if (value.length > MAX_TOOLS) {
    issues.push({ path: "/tools", keyword: "maxItems", message: `at most ${MAX_TOOLS} tools` });
    return tools;
  }
  for (let i = 0; i < value.length; i++) {
    const tool: unknown = value[i];
    const at = `/tools/${i}`;
    if (typeof tool !== "object" || tool === null) {
      issues.push({ path: at, keyword: "type", message: "a tool must be an object" });
      continue;
    }
    const t = tool as Record<string, unknown>;
    if (typeof t.name !== "string" || t.name === "")
      issues.push({ path: `${at}/name`, keyword: "type", message: "name must be a non-empty string" });
    else if (tools.has(t.name))
      issues.push({
        path: `${at}/name`,
        keyword: "uniqueItems",
        message: `two tools are named ${JSON.stringify(t.name)}`,
      });
    if (typeof t.run !== "function")
      issues.push({ path: `${at}/run`, keyword: "type", message: "run must be a function" });
    if (t.gather !== undefined && typeof t.gather !== "function")
      issues.push({ path: `${at}/gather`, keyword: "type", message: "gather must be a function" });
    const schema = readArgumentSchema(t.inputSchema, t.inputJsonSchema);
    if (typeof schema === "string") issues.push({ path: `${at}/inputSchema`, keyword: "type", message: schema });
    if (t.taskSupport !== undefined && !TASK_SUPPORT.includes(t.taskSupport as TaskSupport)) {
      issues.push({
        path: `${at}/taskSupport`,
        keyword: "enum",
        message: 'taskSupport must be "forbidden", "optional" or "required"',
      });
    }
    if (typeof t.name === "string" && t.name !== "" && !tools.has(t.name) && typeof schema !== "string")
      tools.set(t.name, servedTool(tool as HostTool, schema));
  }
  return tools;
}

function readServerInfo(value: unknown, issues: Issue[]): Implementation {
  const fallback = { name: "mcp-tasks-host", version: "0.1.0" };
  if (value === undefined) return fallback;
  const info = value as Record<string, unknown> | null;
  if (typeof info === "object" && info !== null && typeof info.name === "string" && typeof info.version === "string")
    return { ...(info as unknown as Implementation) };
  issues.push({
    path: "/serverInfo",
    keyword: "type",
    message: "serverInfo must be { name: string, version: string }",
  });
  return fallback;
}

function isStore(value: unknown): value is TaskStore {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return ["create", "get", "apply", "sweep", "watch", "close"].every((k) => typeof s[k] === "function");
}
