/** The page printed by `mcp-tasks record --help`. */
import { BODY_TEXT_CHARS } from "../http-body.js";
import { REDACTED } from "./headers.js";
import { DEFAULT_LISTEN } from "./args.js";
import { GRACE_MS } from "./command.js";

/** The help of `mcp-tasks record`. */
export function recordHelp(): string {
  return `mcp-tasks record: record live traffic as a lint trace, linting it as it flows

Usage:
  mcp-tasks record --target <url> [--listen [host:]port] [--out <trace.jsonl>]
                   [--lint [--party client|server] [--json]]
                   [--html <report.html>] [--max-message-bytes <n>]

A reverse proxy: point your client at the address it listens on instead of
your server. Every request and response is forwarded unchanged, chunk by chunk
(hop-by-hop headers stay on their own connection; Host names the target and
Via gains "mcp-tasks-record", as a gateway's must). Exchanges on the target's
path (the MCP endpoint) are recorded, one envelope per JSON-RPC message:
  {"dir": "c2s", "headers": {...}, "at": "<ISO time>", "message": {...}}
  {"dir": "s2c", "at": "<ISO time>", "message": {...}}
A JSON body is one message; a text/event-stream response (such as a
subscriptions/listen stream) gives one message per event, written as the
event ends, never after the stream. A body that carries no JSON-RPC message
is recorded as what it is (see 'mcp-tasks lint --help', "http" records):
not JSON, empty, too large, cut off, or in an unknown Content-Encoding (gzip,
deflate and br are decoded for the recording; the client still gets the
bytes as sent). An empty 202 or 204, and the answer to a request without a
body (such as a GET answered 405), need no message and are not recorded.
A response head that cannot be passed on (a status below 100) is answered
502 Bad Gateway, saying why, and that answer is recorded. A client that
leaves before its answer cancels the request to the target.
Request headers are recorded with credentials (Authorization, Cookie, and
names containing token, secret, key or password) as "${REDACTED}".

Options:
  --target <url>           The MCP endpoint to forward to (http: or https:).
  --listen [host:]port     Where to listen (default ${DEFAULT_LISTEN.host}:${DEFAULT_LISTEN.port}; port 0
                           picks a free one). The address is printed on stderr.
  --out, -o <file>         The trace to write, overwritten (default trace.jsonl;
                           - for standard output, not with --lint).
  --lint                   Lint every message as it passes and print each
                           finding at once, as 'mcp-tasks lint' prints it, then
                           its summary line at exit.
  --party <party>          With --lint: only the findings against client or
                           server (the exit status follows them).
  --json                   With --lint: findings as JSON Lines, no summary.
  --html <file>            At exit, write the report of the recording
                           ('mcp-tasks report').
  --max-message-bytes <n>  The largest message recorded (default 8 MiB, the
                           codec's limit); larger bodies are forwarded whole
                           and recorded as too large.
  -h, --help               Show this help.

Memory stays bounded whatever the traffic: at most one message per exchange
is held (a response that outruns its request waits, once that much of it is
held, until the request is recorded), the linter keeps only live tasks, and
when the trace file or the terminal falls behind, the proxy stops reading
from the sender until they catch up, as it does when a receiver stops
reading. ${BODY_TEXT_CHARS} characters
of a body without a message are kept as its "text".

Stopping: Ctrl-C (SIGINT) or SIGTERM stops accepting connections, closes
open event streams at once, waits up to ${GRACE_MS / 1000} s for exchanges in flight, then
flushes the trace and prints the summary; a second signal cuts the wait.
What a stop leaves unrecorded is said on stderr.

Exit status:
  0  stopped cleanly (with --lint: no error among the findings printed)
  1  with --lint: at least one error printed
  2  usage error, or the proxy cannot listen or write its trace

Examples:
  mcp-tasks record --target http://127.0.0.1:3000/mcp --lint
  mcp-tasks record --target http://127.0.0.1:3000/mcp --listen 4000 \\
      --out session.jsonl --lint --party server --html session.html
`;
}
