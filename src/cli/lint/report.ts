/** Text and JSON Lines renderings of lint findings. */
import type { Finding } from "./findings.js";

/** Renders a finding as one JSON object with a fixed key order (the `--json` format). */
export function findingToJson(f: Finding): string {
  return JSON.stringify({ line: f.line, severity: f.severity, rule: f.rule, taskId: f.taskId, message: f.message });
}

/** Renders a finding as one line of text. */
export function findingToText(f: Finding): string {
  const task = f.taskId === null ? "" : ` [task ${f.taskId}]`;
  return `${f.line}: ${f.severity} ${f.rule}${task}: ${f.message.replace(/\s*[\r\n]+\s*/g, " ")}`;
}

/** The closing line of the text report. */
export function summaryLine(errors: number, warnings: number, lines: number, tasks: number): string {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")} (${plural(lines, "line")}, ${plural(tasks, "task")})`;
}
