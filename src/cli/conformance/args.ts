/** The command line of `mcp-tasks conformance client`. */
import type { Parsed } from "../args.js";
import { isOption, optionValue, splitOptions } from "../option-parsing.js";

/** `mcp-tasks conformance client`, parsed. */
export interface ConformanceCommand {
  name: "conformance";
  /** The client command; the server URL is appended as its last argument. */
  command: string;
  /** The scenarios to run (all when empty). */
  scenarios: string[];
  json: boolean;
  /** How long one client run may take, in milliseconds. */
  timeoutMs: number;
}

/** The time limit of one client run without --timeout, as the official suite's client runner. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Parses the arguments after `conformance`; never throws. */
export function parseConformance(rest: readonly string[]): Parsed {
  const [side, ...tail] = rest;
  if (side === "-h" || side === "--help" || side === undefined)
    return side === undefined
      ? { ok: false, message: "conformance needs a side: client", topic: "conformance" }
      : { ok: true, command: { name: "help", topic: "conformance" } };
  if (side !== "client")
    return {
      ok: false,
      message: `no conformance kit for ${JSON.stringify(side)} (there is: client)`,
      topic: "conformance",
    };
  const out: ConformanceCommand = {
    name: "conformance",
    command: "",
    scenarios: [],
    json: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  const split = splitOptions(tail);
  if (split.operands.length > 0) return usage(`unexpected argument ${JSON.stringify(split.operands[0])}`);
  for (let i = 0; i < split.options.length; i++) {
    const arg = split.options[i]!;
    if (arg === "-h" || arg === "--help") return { ok: true, command: { name: "help", topic: "conformance" } };
    if (arg === "--json") {
      out.json = true;
      continue;
    }
    const option = ["--command", "--scenario", "--timeout"].find((n) => optionValue(split.options, i, n) !== undefined);
    if (option === undefined)
      return usage(isOption(arg) ? `unknown option ${arg}` : `unexpected argument ${JSON.stringify(arg)}`);
    const taken = optionValue(split.options, i, option)!;
    if (taken.value === undefined) return usage(`${option} needs a value`);
    i = taken.next;
    if (option === "--scenario") out.scenarios.push(taken.value);
    else if (option === "--command") {
      if (out.command !== "") return usage("--command is given more than once");
      if (taken.value.trim() === "") return usage("--command needs the client command to run");
      out.command = taken.value;
    } else {
      const seconds = /^[1-9][0-9]{0,4}$/.test(taken.value) ? Number(taken.value) : NaN;
      if (!(seconds <= 3600)) return usage("--timeout needs a whole number of seconds from 1 to 3600");
      out.timeoutMs = seconds * 1000;
    }
  }
  if (out.command === "") return usage('no client given (--command "<client command>")');
  return { ok: true, command: out };
}

function usage(message: string): Parsed {
  return { ok: false, message, topic: "conformance" };
}
