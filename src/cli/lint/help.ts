/** The help page of `mcp-tasks lint`, with every rule and codec code lint may report. */
import { CODEC_ONLY_CODES } from "./codec-codes.js";
import { RULE_LIST } from "./rules.js";
import { wrap } from "../text-wrap.js";

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
