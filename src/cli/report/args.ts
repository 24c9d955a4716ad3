/** The command line of `mcp-tasks report`. */
import type { Parsed } from "../args.js";
import { isOption, optionValue, splitOptions } from "../option-parsing.js";

/** `mcp-tasks report`, parsed. */
export interface ReportCommand {
  name: "report";
  /** The trace: a path, or "-" for standard input. */
  input: string;
  /** The HTML file to write. */
  out: string;
}

/** Parses the arguments after `report`; never throws. */
export function parseReport(rest: readonly string[]): Parsed {
  let out: string | undefined;
  const inputs: string[] = [];
  const split = splitOptions(rest);
  for (let i = 0; i < split.options.length; i++) {
    const arg = split.options[i]!;
    if (arg === "-h" || arg === "--help") return { ok: true, command: { name: "help", topic: "report" } };
    const taken = optionValue(split.options, i, "--out", "-o");
    if (taken !== undefined) {
      if (taken.value === undefined) return usage("-o needs the path of the HTML file to write");
      if (out !== undefined) return usage("-o is given more than once");
      out = taken.value;
      i = taken.next;
    } else if (isOption(arg)) return usage(`unknown option ${arg}`);
    else inputs.push(arg);
  }
  inputs.push(...split.operands);
  if (inputs.length === 0) return usage("no trace given (name a file, or - for standard input)");
  if (inputs.length > 1) return usage("report reads one trace at a time");
  const input = inputs[0]!;
  return { ok: true, command: { name: "report", input, out: out ?? defaultOut(input) } };
}

/** trace.jsonl gives trace.html; standard input gives report.html. */
function defaultOut(input: string): string {
  if (input === "-") return "report.html";
  return input.replace(/(\.jsonl?|\.ndjson|\.txt)?$/i, ".html");
}

function usage(message: string): Parsed {
  return { ok: false, message, topic: "report" };
}
