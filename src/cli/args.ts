/** Command-line parsing: turns argv into a command, or a usage error naming what is wrong and which help to read. */
import type { CommandLine } from "./options.js";
import { parseLint, type LintCommand } from "./lint/args.js";
import { parseRecord, type RecordCommand } from "./record/args.js";
import { parseReport, type ReportCommand } from "./report/args.js";
import { closest } from "./suggest.js";
import { parseValidate, type ValidateCommand } from "./validate/args.js";
import { parseConformance, type ConformanceCommand } from "./conformance/args.js";

/** Each command's parser, by name: adding a command is one line here and one table of options in its folder. */
const COMMANDS = {
  validate: parseValidate,
  lint: parseLint,
  record: parseRecord,
  report: parseReport,
  conformance: parseConformance,
} as const satisfies Record<string, (rest: readonly string[]) => CommandLine<unknown>>;

/** The commands that have their own help page. */
export type Topic = keyof typeof COMMANDS;

/** A parsed command line. */
export type Command =
  | { name: "help"; topic: Topic | undefined }
  | { name: "version" }
  | ValidateCommand
  | LintCommand
  | RecordCommand
  | ReportCommand
  | ConformanceCommand;

/** The parse outcome: a command, or a usage error with the help topic to point at. */
export type Parsed = { ok: true; command: Command } | { ok: false; message: string; topic: Topic | undefined };

const TOPICS = Object.keys(COMMANDS) as Topic[];

/** Parses the arguments after the program name; never throws. */
export function parseArgs(argv: readonly string[]): Parsed {
  const [first, ...rest] = argv;
  if (first === undefined) return usage("no command given", undefined);
  if (first === "-h" || first === "--help") return { ok: true, command: { name: "help", topic: undefined } };
  if (first === "-V" || first === "--version" || first === "version") return { ok: true, command: { name: "version" } };
  if (first === "help") return parseHelp(rest);
  if (isTopic(first)) {
    const line: CommandLine<Command> = COMMANDS[first](rest);
    if (line.kind === "help") return { ok: true, command: { name: "help", topic: first } };
    if (line.kind === "usage") return usage(line.message, first);
    return { ok: true, command: line.command };
  }
  if (first.startsWith("-")) return usage(`unknown option ${first}`, undefined);
  const suggestion = closest(first, [...TOPICS, "help"]);
  return usage(
    `unknown command ${JSON.stringify(first)}${suggestion === undefined ? "" : ` (did you mean ${suggestion}?)`} ` +
      `(commands: ${TOPICS.join(", ")}, help)`,
    undefined,
  );
}

function isTopic(name: string): name is Topic {
  return Object.hasOwn(COMMANDS, name);
}

function parseHelp(rest: readonly string[]): Parsed {
  const topic = rest[0];
  if (topic === undefined) return { ok: true, command: { name: "help", topic: undefined } };
  if (isTopic(topic)) return { ok: true, command: { name: "help", topic } };
  return usage(`no help for ${JSON.stringify(topic)} (topics: ${TOPICS.join(", ")})`, undefined);
}

/** A usage error pointing at a help topic. */
function usage(message: string, topic: Topic | undefined): Parsed {
  return { ok: false, message, topic };
}
