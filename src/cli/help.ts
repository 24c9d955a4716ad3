/** Help texts for `mcp-tasks`, `mcp-tasks validate` and `mcp-tasks lint`. */
import type { Topic } from "./args.js";
import { CODEC_ONLY_CODES } from "./lint/codec-codes.js";
import { RULE_LIST } from "./lint/rules.js";
import { recordHelp } from "./record/help.js";
import { reportHelp } from "./report/help.js";

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

/** The page printed by `mcp-tasks validate --help`; lists every definition name `--as` accepts. */
export function validateHelp(definitionNames: readonly string[]): string {
  return `mcp-tasks validate: check that every message is well-formed

Usage:
  mcp-tasks validate [--as <Definition>] [--json] [--quiet] [--max-bytes <n>]
                     <file|->...

Input:
  Each input is a file path, or - for standard input. An input is either one
  JSON document (it may be pretty-printed over many lines) or JSON Lines (one
  message per line; blank lines are skipped). If the whole input parses as one
  JSON document it is one message; otherwise each line is a message. A line
  that is not JSON is an invalid message, reported with its line number; the
  lines after it are still checked. A lint trace envelope (an object with a
  "dir" of "c2s" or "s2c", a "message" and no "jsonrpc"; see 'mcp-tasks lint
  --help'), such as a capture written by a server's trace, counts as the
  message it carries: that message is checked, and issue pointers start with
  /message.

Options:
  --as <Definition>  Validate every message against this schema definition
                     instead of classifying it. Names are case-sensitive.
  --json             Print one JSON object per message (JSON Lines) instead of
                     text.
  -q, --quiet        Print only the invalid messages, then (in text) one
                     summary line per input, such as "a.jsonl: 3 messages,
                     1 invalid". The exit status is the same as without it.
  --max-bytes <n>    The largest message, in bytes (default 8388608, 8 MiB);
                     a line may hold 1 MiB more, for a trace envelope. Longer
                     lines are reported without being held.
  -h, --help         Show this help.

What is checked:
  Without --as, each message is classified as the codec's decode does: a
  tasks/get, tasks/update or tasks/cancel request, a notifications/tasks
  notification, an error response, or a result response. A result response
  is checked as the answer to the request with the same id earlier in the same
  input when there is one (a tools/call answer is dispatched on resultType:
  task, input_required or complete). Older 2025-11-25 shapes are reported as
  such. With --as, each message is checked against that one definition.

Text output (one line per message):
  <input>:<line>: <kind>: ok
  <input>:<line>: <kind>: invalid: <JSON Pointer> <reason>; <JSON Pointer> <reason>
  The pointer "(root)" is the message itself.

JSON output (--json, one object per line, always these keys in this order):
  {"file": "<input>", "index": <0-based message number in its input>,
   "line": <1-based line where the message starts>, "kind": "<kind>",
   "ok": <boolean>, "issues": [{"path": "<JSON Pointer>", "keyword": "<check>",
   "message": "<reason>", "code"?: "<stable id>"}]}

Exit status:
  0  every message is valid
  1  at least one message is invalid (including lines that are not JSON)
  2  usage error (such as an unknown --as name), or an input cannot be read
  3  the output was closed before every message was checked

Examples:
  mcp-tasks validate capture.jsonl
  mcp-tasks validate --as CreateTaskResult result.json
  cat capture.jsonl | mcp-tasks validate --json - | jq 'select(.ok | not)'

Definitions accepted by --as:
${wrap(definitionNames, 78, "  ")}
`;
}

const PARTY_NAMES = { client: "client", server: "server", sender: "sender", none: "no party" } as const;

/** The page printed by `mcp-tasks lint --help`; lists every rule with its severity and the party that breaks it. */
export function lintHelp(): string {
  const rules = RULE_LIST.map(
    (r) => `  ${r.id} (${r.severity}, ${PARTY_NAMES[r.party]})\n${wrap(r.summary.split(" "), 78, "      ")}`,
  ).join("\n");
  return `mcp-tasks lint: check that every task's lifecycle in a trace obeys the extension

Usage:
  mcp-tasks lint [--party client|server] [--json] [--html <file>]
                 <trace.jsonl|->

Options:
  --party <party>  Report only the findings against this party: client or
                   server (default: both). Lines that blame neither party
                   (see below) are kept either way. The exit status and the
                   summary count only the findings reported.
  --json           Print one JSON object per finding (JSON Lines) instead of
                   text.
  --html <file>    Also write the HTML report of the trace, opening filtered
                   on --party (see 'mcp-tasks report --help').
  -h, --help       Show this help.

Trace format:
  JSON Lines in capture order. Each line is either a bare JSON-RPC message, or
  an envelope:
    {"dir": "c2s" | "s2c", "headers"?: {"Mcp-Method": "...", ...},
     "at"?: "<ISO 8601 time>", "message": {...}}
  "dir" is the direction: c2s (client to server) or s2c (server to client).
  Without it the direction is inferred: tasks/*, tools/call and other client
  requests are c2s; elicitation/create, sampling/createMessage and roots/list
  requests are s2c; notifications/tasks is s2c; a response goes the opposite
  way of the request it answers (s2c when no request is known). Responses are
  paired with requests by id and direction. "headers" are the HTTP headers of
  the request (names are case-insensitive); "at" enables the polling check.
  With "dir", a "message" that is not an object (a batch, null) is its
  sender's malformed message; without "dir", it is a broken envelope.
  A recording by 'mcp-tasks record' may hold, in place of a "message", an
  "http" record of a body that carried no JSON-RPC message:
    {"dir": "s2c", "at": "...", "http": {"status": 502, "contentType":
     "text/html", "bytes": 1532, "problem": "not-json", "text": "<html>..."}}
  ("status" on responses, "method" on requests; "problem" is empty,
  not-json, too-large, cut-off, encoding or invalid-utf8, which gives the
  "offset" of the first byte that is not UTF-8; "text" is the body's start).
  It is reported as mcp-tasks/non-json-rpc-body against its sender.

How it works:
  Each task is followed from its CreateTaskResult, tasks/get results and
  notifications/tasks through the state machine's observer, and every tasks
  message is checked by the codec. Memory grows with the number of live tasks
  and unanswered requests (plus the last 4096 finished tasks, kept to catch
  late changes), not with the size of the trace, so traces of many gigabytes
  stream through. Both are bounded (100,000 each): past the bound the oldest
  is forgotten, and reaching it for tasks is one mcp-tasks/tasks-tracked-limit
  warning. On a terminal, progress is shown on stderr.

Who is at fault:
  A finding is against the party that sent the message on its line: the
  client for c2s, the server for s2c ("dir", or inferred as above). So a
  request's schema, routing headers, polling pace and ids are the client's;
  an answer (a wrong error code, a result where -32020 or -32021 was due, a
  malformed result) and every task snapshot are the server's. A task still
  running at the end is charged by who stopped: the server when the trace's
  capture times run past its createdAt + ttlMs; no party when the client
  cancelled it (it need not wait for the end); else the client, which
  stopped following it. A line lint cannot read (invalid-json,
  line-too-long, trace-envelope), or a message whose direction cannot be
  told, blames neither: its party is null and --party keeps it. Each rule
  names its party ("sender": whoever sent the message; "no party": the
  trace itself, or a verdict the spec charges to nobody).

Rules (id, severity, party, what it requires):
${rules}

  A message that fails its schema is reported under the code the codec puts on
  the issue: a requirement id where one applies (such as
  sep-2663-tasks-get-status-completed or tasks-wire-field-renames for a
  2025-11-25 field name), otherwise mcp-tasks/schema. Codec notices (such as a
  result without resultType) are warnings under their code. Besides the rules
  above, these codec codes may be reported (party "sender"; error, or warning
  for a notice; described by ISSUE_CODES and the schema checks in the codec):
${wrap(CODEC_ONLY_CODES, 78, "    ")}

Text output (one line per finding, then a summary line):
  <line>: [<party> ]<severity> <rule id>[ [task <taskId>]]: <explanation>

JSON output (--json, one object per finding, always these keys in this order):
  {"line": <1-based line>, "severity": "error" | "warning", "rule": "<id>",
   "taskId": "<taskId>" | null, "message": "<one sentence>",
   "party": "client" | "server" | null}

Exit status:
  0  no errors (warnings are allowed) among the findings reported
  1  at least one error reported (with --party: against that party)
  2  usage error, or the trace cannot be read
  3  the output was closed before the whole trace was linted

Examples:
  mcp-tasks lint trace.jsonl
  mcp-tasks lint --party server trace.jsonl
  mcp-tasks lint --json - < trace.jsonl > findings.jsonl
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

/** Wraps words into lines no wider than `width`, each starting with `indent`. */
export function wrap(words: readonly string[], width: number, indent: string): string {
  const lines: string[] = [];
  let current = indent;
  for (const word of words) {
    if (current.length > indent.length && current.length + 1 + word.length > width) {
      lines.push(current);
      current = indent;
    }
    current += (current.length > indent.length ? " " : "") + word;
  }
  if (current.length > indent.length) lines.push(current);
  return lines.join("\n");
}
