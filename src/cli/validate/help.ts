/** The help page of `mcp-tasks validate`. */
import { wrap } from "../text-wrap.js";

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
