/** The command line of `mcp-tasks lint`. */
import { type CommandLine, type OptionTable, readOptions, usage } from "../options.js";
import type { Party } from "./rules.js";

/** `mcp-tasks lint`, parsed. */
export interface LintCommand {
  name: "lint";
  json: boolean;
  /** Keeps only the findings against this party. */
  party: Party | undefined;
  /** The trace: a path, or "-" for standard input. */
  input: string;
  /** A report of the trace to write as well. */
  html?: string;
}

/** The options `lint` takes. */
const OPTIONS: OptionTable = {
  json: { type: "boolean" },
  party: { type: "string", missing: "--party needs client or server", once: "--party is given more than once" },
  html: { type: "string", missing: "--html needs the path of the report to write" },
};

/** Parses the arguments after `lint`; never throws. */
export function parseLint(rest: readonly string[]): CommandLine<LintCommand> {
  const read = readOptions(rest, OPTIONS);
  if (read.kind !== "command") return read;
  const { values, operands } = read.command;
  const party = values.get("party");
  if (party !== undefined && party !== "client" && party !== "server") return usage("--party needs client or server");
  if (operands.length === 0) return usage("no trace given (name a file, or - for standard input)");
  if (operands.length > 1) return usage("lint reads one trace at a time");
  const html = values.get("html");
  const command: LintCommand = { name: "lint", json: values.has("json"), party, input: operands[0]! };
  if (typeof html === "string") command.html = html;
  return { kind: "command", command };
}
