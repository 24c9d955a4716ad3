/** The command line of `mcp-tasks report`. */
import { type CommandLine, type OptionTable, readOptions, usage } from "../options.js";

/** `mcp-tasks report`, parsed. */
export interface ReportCommand {
  name: "report";
  /** The trace: a path, or "-" for standard input. */
  input: string;
  /** The HTML file to write. */
  out: string;
}

/** The options `report` takes. */
const OPTIONS: OptionTable = {
  out: {
    type: "string",
    short: "o",
    missing: "-o needs the path of the HTML file to write",
    once: "-o is given more than once",
  },
};

/** Parses the arguments after `report`; never throws. */
export function parseReport(rest: readonly string[]): CommandLine<ReportCommand> {
  const read = readOptions(rest, OPTIONS);
  if (read.kind !== "command") return read;
  const { values, operands } = read.command;
  if (operands.length === 0) return usage("no trace given (name a file, or - for standard input)");
  if (operands.length > 1) return usage("report reads one trace at a time");
  const input = operands[0]!;
  const out = values.get("out");
  return {
    kind: "command",
    command: { name: "report", input, out: typeof out === "string" ? out : defaultOut(input) },
  };
}

/** trace.jsonl gives trace.html; standard input gives report.html. */
function defaultOut(input: string): string {
  if (input === "-") return "report.html";
  return input.replace(/(\.jsonl?|\.ndjson|\.txt)?$/i, ".html");
}
