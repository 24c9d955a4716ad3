/** Text and JSON Lines renderings of lint findings. */
import { printable } from "../io/printable.js";
import type { Finding, Tally } from "./findings.js";
import type { Party } from "./rules.js";

/** Renders a finding as one JSON object with a fixed key order (the `--json` format). */
export function findingToJson(f: Finding): string {
  return JSON.stringify({
    line: f.line,
    severity: f.severity,
    rule: f.rule,
    taskId: f.taskId,
    message: f.message,
    party: f.party,
  });
}

/** Renders a finding as one line of text: "<line>: [<party> ]<severity> <rule>[ [task <id>]]: <message>". */
export function findingToText(f: Finding): string {
  const party = f.party === null ? "" : `${f.party} `;
  const task = f.taskId === null ? "" : ` [task ${f.taskId}]`;
  // The task id and the message may echo input: printed, they are escaped so that they cannot act on the terminal.
  return `${f.line}: ${party}${f.severity} ${f.rule}${printable(task)}: ${printable(f.message)}`;
}

/** What `--party` left out: the other party's findings, by severity. */
export interface Omitted {
  /** The party whose findings were left out. */
  party: Party;
  errors: number;
  warnings: number;
}

/** The closing line of the text report; `omitted` says what a `--party` filter left out. */
export function summaryLine(errors: number, warnings: number, lines: number, tasks: number, omitted?: Omitted): string {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  const left =
    omitted === undefined
      ? ""
      : `; ${plural(omitted.errors, "error")} and ${plural(omitted.warnings, "warning")} against the ${omitted.party} not shown`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")} (${plural(lines, "line")}, ${plural(tasks, "task")}${left})`;
}

/**
 * The closing line of a run that kept `party`'s findings (all with undefined) and counted the others in `omitted`;
 * it opens with the linted file's name when there is one, so that a log of several runs says which is which.
 */
export function closingLine(
  shown: Tally,
  omitted: Tally,
  party: Party | undefined,
  lines: number,
  tasks: number,
  file?: string,
): string {
  const other = party === "client" ? "server" : "client";
  const left =
    party === undefined ? undefined : ({ party: other, errors: omitted.errors, warnings: omitted.warnings } as const);
  const summary = summaryLine(shown.errors, shown.warnings, lines, tasks, left);
  return file === undefined ? summary : `${printable(file)}: ${summary}`;
}
