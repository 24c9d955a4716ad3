/** Text and JSON Lines renderings of `validate` results. */
import { printable } from "../io/printable.js";
import type { Issue } from "../../shared/result.js";

/** What `validate` reports for one message. */
export interface MessageReport {
  /** The input's display name: the path, or "<stdin>". */
  file: string;
  /** The 0-based position of the message in its input. */
  index: number;
  /** The 1-based line where the message starts. */
  line: number;
  /** What the message is (a decode kind, or the --as definition name). */
  kind: string;
  /** True when there are no issues. */
  ok: boolean;
  /** The problems found, each with a JSON Pointer path. */
  issues: Issue[];
}

/** Renders a report as one JSON object with a fixed key order (the `--json` format). */
export function reportToJson(report: MessageReport): string {
  const issues = report.issues.map((i) =>
    i.code === undefined
      ? { path: i.path, keyword: i.keyword, message: i.message }
      : { path: i.path, keyword: i.keyword, message: i.message, code: i.code },
  );
  return JSON.stringify({
    file: report.file,
    index: report.index,
    line: report.line,
    kind: report.kind,
    ok: report.ok,
    issues,
  });
}

/** Renders a report as one line of text. */
export function reportToText(report: MessageReport): string {
  const where = `${printable(report.file)}:${report.line}: ${printable(report.kind)}`;
  if (report.ok) return `${where}: ok`;
  return `${where}: invalid: ${report.issues.map(issueToText).join("; ")}`;
}

/** Renders one issue as "<pointer> <reason>", with "(root)" for the empty pointer. */
export function issueToText(issue: Issue): string {
  return `${issue.path === "" ? "(root)" : issue.path} ${oneLine(issue.message)}`;
}

/** Collapses line breaks and escapes terminal controls, so that every report stays one honest line. */
export function oneLine(text: string): string {
  return printable(text);
}
