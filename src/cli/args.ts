/** Command-line parsing: turns argv into a command, or a usage error naming what is wrong. */
import { parseConformance, type ConformanceCommand } from "./conformance/args.js";
import type { Party } from "./lint/rules.js";
import { isOption, optionValue, splitOptions } from "./option-parsing.js";
import { parseRecord, type RecordCommand } from "./record/args.js";
import { parseReport, type ReportCommand } from "./report/args.js";

/** The largest --max-bytes: a line must still fit in one JavaScript string. */
const MAX_BYTES_CEILING = 256 * 1024 * 1024;

/** The commands that have their own help page. */
export type Topic = "validate" | "lint" | "record" | "report" | "conformance";

/** A parsed command line. */
export type Command =
  | { name: "help"; topic: Topic | undefined }
  | { name: "version" }
  | { name: "validate"; as: string | undefined; json: boolean; inputs: string[]; maxBytes?: number }
  | { name: "lint"; json: boolean; party: Party | undefined; input: string; html?: string }
  | RecordCommand
  | ReportCommand
  | ConformanceCommand;

/** The parse outcome: a command, or a usage error with the help topic to point at. */
export type Parsed = { ok: true; command: Command } | { ok: false; message: string; topic: Topic | undefined };

/** Parses the arguments after the program name; never throws. */
export function parseArgs(argv: readonly string[]): Parsed {
  const [first, ...rest] = argv;
  if (first === undefined) return usage("no command given", undefined);
  if (first === "-h" || first === "--help") return { ok: true, command: { name: "help", topic: undefined } };
  if (first === "-V" || first === "--version" || first === "version") return { ok: true, command: { name: "version" } };
  if (first === "help") return parseHelp(rest);
  if (first === "validate") return parseValidate(rest);
  if (first === "lint") return parseLint(rest);
  if (first === "record") return parseRecord(rest);
  if (first === "report") return parseReport(rest);
  if (first === "conformance") return parseConformance(rest);
  if (first.startsWith("-")) return usage(`unknown option ${first}`, undefined);
  return usage(
    `unknown command ${JSON.stringify(first)} (commands: validate, lint, record, report, conformance, help)`,
    undefined,
  );
}

function parseHelp(rest: readonly string[]): Parsed {
  const topic = rest[0];
  if (topic === undefined) return { ok: true, command: { name: "help", topic: undefined } };
  if (topic === "validate" || topic === "lint" || topic === "record" || topic === "report" || topic === "conformance")
    return { ok: true, command: { name: "help", topic } };
  return usage(`no help for ${JSON.stringify(topic)} (topics: validate, lint, record, report, conformance)`, undefined);
}

function parseValidate(rest: readonly string[]): Parsed {
  let as: string | undefined;
  let maxBytes: number | undefined;
  let json = false;
  const inputs: string[] = [];
  const split = splitOptions(rest);
  for (let i = 0; i < split.options.length; i++) {
    const arg = split.options[i]!;
    if (arg === "-h" || arg === "--help") return { ok: true, command: { name: "help", topic: "validate" } };
    if (arg === "--json") json = true;
    else if (arg === "--as" || arg.startsWith("--as=")) {
      const value = arg === "--as" ? split.options[++i] : arg.slice("--as=".length);
      if (value === undefined || value === "" || (arg === "--as" && isOption(value)))
        return usage("--as needs a definition name", "validate");
      if (as !== undefined) return usage("--as is given more than once", "validate");
      as = value;
    } else if (arg === "--max-bytes" || arg.startsWith("--max-bytes=")) {
      const value = arg === "--max-bytes" ? split.options[++i] : arg.slice("--max-bytes=".length);
      const bytes = value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
      if (!(bytes <= MAX_BYTES_CEILING))
        return usage(`--max-bytes needs a whole number of bytes from 1 to ${MAX_BYTES_CEILING}`, "validate");
      maxBytes = bytes;
    } else if (isOption(arg)) return usage(`unknown option ${arg}`, "validate");
    else inputs.push(arg);
  }
  inputs.push(...split.operands);
  if (inputs.length === 0) return usage("no input given (name one or more files, or - for standard input)", "validate");
  if (inputs.filter((i) => i === "-").length > 1) return usage("standard input (-) can be read only once", "validate");
  return { ok: true, command: { name: "validate", as, json, inputs, ...(maxBytes === undefined ? {} : { maxBytes }) } };
}

function parseLint(rest: readonly string[]): Parsed {
  let json = false;
  let html: string | undefined;
  let party: Party | undefined;
  const inputs: string[] = [];
  const split = splitOptions(rest);
  for (let i = 0; i < split.options.length; i++) {
    const arg = split.options[i]!;
    if (arg === "-h" || arg === "--help") return { ok: true, command: { name: "help", topic: "lint" } };
    if (arg === "--json") json = true;
    else if (arg === "--party" || arg.startsWith("--party=")) {
      const value = arg === "--party" ? split.options[++i] : arg.slice("--party=".length);
      if (value !== "client" && value !== "server") return usage("--party needs client or server", "lint");
      if (party !== undefined) return usage("--party is given more than once", "lint");
      party = value;
    } else if (optionValue(split.options, i, "--html") !== undefined) {
      const taken = optionValue(split.options, i, "--html")!;
      if (taken.value === undefined) return usage("--html needs the path of the report to write", "lint");
      html = taken.value;
      i = taken.next;
    } else if (isOption(arg)) return usage(`unknown option ${arg}`, "lint");
    else inputs.push(arg);
  }
  inputs.push(...split.operands);
  if (inputs.length === 0) return usage("no trace given (name a file, or - for standard input)", "lint");
  if (inputs.length > 1) return usage("lint reads one trace at a time", "lint");
  return {
    ok: true,
    command: { name: "lint", json, party, input: inputs[0]!, ...(html === undefined ? {} : { html }) },
  };
}

/** A usage error pointing at a help topic. */
export function usage(message: string, topic: Topic | undefined): Parsed {
  return { ok: false, message, topic };
}
