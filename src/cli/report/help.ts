/** The page printed by `mcp-tasks report --help`. */
import { REPORT_LIMITS } from "./model.js";

/** The help of `mcp-tasks report`. */
export function reportHelp(): string {
  return `mcp-tasks report: draw each task's life in a trace as one HTML page

Usage:
  mcp-tasks report <trace.jsonl|-> [-o <report.html>]
  mcp-tasks lint [--party client|server] --html <report.html> <trace.jsonl|->

Reads a trace as 'mcp-tasks lint' does (see 'mcp-tasks lint --help'), lints
it, and writes one self-contained HTML file: no external script, font or
request of any kind, and a Content-Security-Policy that lets only the page's
own script and style run. Every string from the trace is shown as text.

The page:
  Summary    tasks by final status; findings by rule (a click filters on the
             rule) and by party.
  Filters    party, severity, rule, final status, task id, and "only tasks
             with matching findings"; pages of 25 to 200 tasks.
  Each task  its status over time (from the envelopes' "at", or by line when
             a task's lines have none), a marker per event: creation, status
             changes, polls (a run of unchanged ones is one event), input
             requests and the tasks/update answering them, cancellation
             requested and how it was answered, error answers such as an
             expired task, and the TTL's end. Every finding is a marker
             naming its rule, party and line, listed under the timeline, its
             rule linked to the rule's explanation at the bottom of the page.

Limits (what passes them is counted on the page, never dropped silently):
  ${REPORT_LIMITS.tasks.toLocaleString("en-US")} tasks drawn, ${REPORT_LIMITS.eventsPerTask} events and ${REPORT_LIMITS.findingsPerTask} findings kept per task, texts cut
  at ${REPORT_LIMITS.textChars} characters.

Options:
  -o, --out <file>  The HTML file to write (default: the trace's name with
                    .html, or report.html for standard input).
  -h, --help        Show this help.

Exit status:
  0  the report was written (findings do not change it; lint --html keeps
     lint's own status)
  2  usage error, or the trace cannot be read or the report written

Examples:
  mcp-tasks report trace.jsonl -o report.html
  mcp-tasks lint --party server --html report.html trace.jsonl
`;
}
