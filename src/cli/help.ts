/** The overview printed by `mcp-tasks --help`, and which help page each topic shows. */
import type { Topic } from "./args.js";
import { lintHelp } from "./lint/help.js";
import { validateHelp } from "./validate/help.js";
import { recordHelp } from "./record/help.js";
import { reportHelp } from "./report/help.js";

/** The page printed by `mcp-tasks lint --help`, beside the other pages a topic shows. */
export { lintHelp };

/** The overview printed by `mcp-tasks --help`. */
export function mainHelp(): string {
  return `mcp-tasks: check MCP Tasks extension (io.modelcontextprotocol/tasks) traffic

Usage:
  mcp-tasks validate [--as <Definition>] [--json] [--quiet] [--max-bytes <n>]
                     <file|->...
  mcp-tasks lint [--party client|server] [--json] [--html <file>] <trace.jsonl|->
  mcp-tasks record --target <url> [--listen [host:]port] [--out <file>] [--lint]
  mcp-tasks report <trace.jsonl|-> [-o <report.html>]
  mcp-tasks conformance client --command "<cmd>" [--scenario <name>]... [--json]
  mcp-tasks help [validate|lint|record|report|conformance]
  mcp-tasks --version

Commands:
  validate   Is every message well-formed? Checks each message against the
             extension's JSON Schema, classifying it the way the codec does
             (or against one named definition with --as).
  lint       Does every task's lifecycle obey the extension? Reads a captured
             trace in order, pairs responses with requests, follows each task
             and reports errors and warnings with rule ids, each against the
             party at fault (--party keeps one side's).
  record     A reverse proxy in front of your server that records its live
             traffic as a lint trace (every SSE message as it arrives), and
             with --lint prints each finding as it happens.
  report     One self-contained HTML page per trace: each task's status
             over time, every finding a marker on its task.
  conformance  Does a tasks client do its part? Runs it against scripted
             servers, one per client duty, and judges what it sent.

Input is a file path, or - for standard input.

Exit status:
  0  all valid (lint: no errors; warnings are allowed)
  1  at least one invalid message (lint: at least one error)
  2  usage error, or an input that cannot be read
  3  the output was closed before the run finished (for example by
     \`| head\`): not every message was checked, so nothing is claimed

Examples:
  mcp-tasks validate capture.jsonl
  echo '{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"t1"}}' | mcp-tasks validate -
  mcp-tasks validate --as GetTaskResult --json result.json
  mcp-tasks lint trace.jsonl
  mcp-tasks lint --party server trace.jsonl
  mcp-tasks record --target http://127.0.0.1:3000/mcp --lint
  mcp-tasks report trace.jsonl -o report.html

Run 'mcp-tasks <command> --help' for the details of a command.
`;
}

/** The help page of a topic, or the overview. */
export async function helpFor(topic: Topic | undefined, definitionNames: readonly string[]): Promise<string> {
  if (topic === "validate") return validateHelp(definitionNames);
  if (topic === "lint") return lintHelp();
  if (topic === "record") return recordHelp();
  if (topic === "report") return reportHelp();
  // Loaded on demand, as the conformance command is: its scenarios load the host (see cli.ts).
  if (topic === "conformance") return (await import("./conformance/help.js")).conformanceHelp();
  return mainHelp();
}
