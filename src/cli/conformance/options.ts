/**
 * The options of {@link runClientConformance}, and their check: a test suite hands them in, so a wrong one is answered
 * with an issue naming it, never a throw, and only the options' own properties are read.
 */
import { fail, ok, type Issue, type Result } from "../../shared/result.js";
import { isRecord } from "../../shared/record.js";
import { describeThrown } from "../../shared/thrown.js";
import type { ClientLaunch, ClientFunction, ClientSpawn } from "./launch.js";
import type { Verdict } from "./types.js";

/** Options of {@link runClientConformance}: exactly one client (`command`, `spawn` or `client`), and the rest optional. */
export interface ConformanceOptions {
  /**
   * The client as a command line, as the official suite's runner and `mcp-tasks conformance client --command` take
   * it: split on spaces, run by the shell, the server URL appended as its last argument.
   */
  readonly command?: string;
  /** The client as a program and its arguments, run without a shell (the server URL appended): no quoting to get right. */
  readonly spawn?: ClientSpawn;
  /** The client as a function of this process, called once per scenario; it settles when the client is done. */
  readonly client?: ClientFunction;
  /** The scenarios to run, by name (see `CLIENT_SCENARIOS`); all of them when empty or absent. */
  readonly scenarios?: readonly string[];
  /** How long one client run may take, in milliseconds, from 1 to 3 600 000. Default 30 000, as the official runner. */
  readonly timeoutMs?: number;
  /** How many scenarios run at once, from 1 to 64. Default 1. */
  readonly concurrency?: number;
  /** The most messages one scenario records, from 1 to 1 000 000; requests beyond it are answered 429 and fail it. */
  readonly maxMessages?: number;
  /** Called with each verdict as soon as it is known (in completion order); a throw from it is ignored. */
  readonly onVerdict?: (verdict: Verdict) => void;
}

/** The options once checked, with their defaults. @internal */
export interface Settings {
  readonly launch: ClientLaunch;
  readonly scenarios: readonly string[];
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly maxMessages: number;
  readonly onVerdict: ((verdict: Verdict) => void) | undefined;
}

/** The longest command, program, argument or environment value taken, in characters. */
const MAX_TEXT = 65_536;
/** The most arguments, environment variables or scenario names taken. */
const MAX_ITEMS = 1_000;

/** A whole number within bounds, or the default when absent; else an issue. */
function whole(value: unknown, name: string, min: number, max: number, fallback: number, issues: Issue[]): number {
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return value;
  issues.push({ path: `/${name}`, keyword: "range", message: `${name} must be a whole number from ${min} to ${max}` });
  return fallback;
}

/** A list of strings within bounds, copied; or an issue. */
function strings(value: unknown, path: string, issues: Issue[]): string[] {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) {
    issues.push({
      path,
      keyword: "type",
      message: `${path.slice(1)} must be an array of at most ${MAX_ITEMS} strings`,
    });
    return [];
  }
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item === "string" && item.length <= MAX_TEXT) out.push(item);
    else issues.push({ path: `${path}/${i}`, keyword: "type", message: `${path.slice(1)}[${i}] must be a string` });
  }
  return out;
}

/** The client to launch, from exactly one of `command`, `spawn` and `client`. */
function launchOf(own: (key: string) => unknown, issues: Issue[]): ClientLaunch | undefined {
  const given = ["command", "spawn", "client"].filter((k) => own(k) !== undefined);
  if (given.length !== 1) {
    const message =
      given.length === 0
        ? "no client given: set command (a command line), spawn ({ file, args }) or client (a function)"
        : `give one client, not ${given.join(" and ")}`;
    issues.push({ path: "", keyword: "required", message });
    return undefined;
  }
  const command = own("command");
  if (command !== undefined) {
    if (typeof command === "string" && command.trim() !== "" && command.length <= MAX_TEXT)
      return { kind: "command", command };
    issues.push({ path: "/command", keyword: "type", message: "command must be a non-empty command line" });
    return undefined;
  }
  const client = own("client");
  if (client !== undefined) {
    if (typeof client === "function") return { kind: "function", client: client as ClientFunction };
    issues.push({ path: "/client", keyword: "type", message: "client must be a function" });
    return undefined;
  }
  const spawn = own("spawn");
  const field = (key: string) => (isRecord(spawn) && Object.hasOwn(spawn, key) ? spawn[key] : undefined);
  const file = field("file");
  if (!isRecord(spawn) || typeof file !== "string" || file === "" || file.length > MAX_TEXT) {
    issues.push({ path: "/spawn/file", keyword: "type", message: "spawn must be { file, args?, env? }, file a path" });
    return undefined;
  }
  const args = field("args") === undefined ? [] : strings(field("args"), "/spawn/args", issues);
  const env: Record<string, string> = Object.create(null) as Record<string, string>;
  const givenEnv = field("env");
  if (givenEnv !== undefined) {
    const keys = isRecord(givenEnv) ? Object.keys(givenEnv) : undefined;
    if (keys === undefined || keys.length > MAX_ITEMS)
      issues.push({ path: "/spawn/env", keyword: "type", message: "spawn.env must be an object of strings" });
    else
      for (const key of keys) {
        const value = (givenEnv as Record<string, unknown>)[key];
        if (typeof value === "string" && value.length <= MAX_TEXT) env[key] = value;
        else issues.push({ path: `/spawn/env/${key}`, keyword: "type", message: `spawn.env.${key} must be a string` });
      }
  }
  return { kind: "spawn", file, args, env };
}

/** Checks the options against the scenario names; every problem found is an issue. @internal */
export function checkOptions(options: unknown, names: readonly string[]): Result<Settings> {
  if (!isRecord(options))
    return fail([{ path: "", keyword: "type", message: "the options must be an object ({ command, scenarios? })" }]);
  try {
    const own = (key: string): unknown => (Object.hasOwn(options, key) ? options[key] : undefined);
    const issues: Issue[] = [];
    const launch = launchOf(own, issues);
    const scenarios = own("scenarios") === undefined ? [] : strings(own("scenarios"), "/scenarios", issues);
    const unknown = scenarios.filter((name) => !names.includes(name));
    if (unknown.length > 0)
      issues.push({
        path: "/scenarios",
        keyword: "enum",
        message: `no scenario named ${unknown.map((n) => n.slice(0, 200)).join(", ")} (scenarios: ${names.join(", ")})`,
      });
    const timeoutMs = whole(own("timeoutMs"), "timeoutMs", 1, 3_600_000, 30_000, issues);
    const concurrency = whole(own("concurrency"), "concurrency", 1, 64, 1, issues);
    const maxMessages = whole(own("maxMessages"), "maxMessages", 1, 1_000_000, 10_000, issues);
    const onVerdict = own("onVerdict");
    if (onVerdict !== undefined && typeof onVerdict !== "function")
      issues.push({ path: "/onVerdict", keyword: "type", message: "onVerdict must be a function" });
    if (issues.length > 0 || launch === undefined) return fail(issues);
    const callback = onVerdict as Settings["onVerdict"];
    return ok({ launch, scenarios, timeoutMs, concurrency, maxMessages, onVerdict: callback });
  } catch (error) {
    return fail([{ path: "", keyword: "type", message: `the options could not be read: ${describeThrown(error)}` }]);
  }
}
