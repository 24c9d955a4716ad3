/** The command line of `mcp-tasks conformance client`. */
import { type CommandLine, type OptionTable, readOptions, usage } from "../options.js";

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

/** The options `conformance client` takes. */
const OPTIONS: OptionTable = {
  command: { type: "string", once: "--command is given more than once" },
  scenario: { type: "string" },
  timeout: { type: "string" },
  json: { type: "boolean" },
};

/** Parses the arguments after `conformance`; never throws. */
export function parseConformance(rest: readonly string[]): CommandLine<ConformanceCommand> {
  const [side, ...tail] = rest;
  if (side === "-h" || side === "--help") return { kind: "help" };
  if (side === undefined) return usage("conformance needs a side: client");
  if (side !== "client") return usage(`no conformance kit for ${JSON.stringify(side)} (there is: client)`);
  const read = readOptions(tail, OPTIONS);
  if (read.kind !== "command") return read;
  const { values, operands, all } = read.command;
  if (operands.length > 0) return usage(`unexpected argument ${JSON.stringify(operands[0])}`);
  const command = values.get("command");
  if (command === undefined) return usage('no client given (--command "<client command>")');
  if (typeof command !== "string" || command.trim() === "") return usage("--command needs the client command to run");
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  const timeout = values.get("timeout");
  if (typeof timeout === "string") {
    const seconds = /^[1-9][0-9]{0,4}$/.test(timeout) ? Number(timeout) : NaN;
    if (!(seconds <= 3600)) return usage("--timeout needs a whole number of seconds from 1 to 3600");
    timeoutMs = seconds * 1000;
  }
  const json = values.has("json");
  return {
    kind: "command",
    command: { name: "conformance", command, scenarios: all.get("scenario") ?? [], json, timeoutMs },
  };
}
