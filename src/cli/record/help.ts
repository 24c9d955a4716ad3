/** The page printed by `mcp-tasks record --help`. */
import { BODY_TEXT_CHARS } from "../http-body.js";
import { HARMLESS_HEADERS, REDACTED } from "./headers.js";
import { DEFAULT_LISTEN, DEFAULT_MAX_CONNECTIONS, DEFAULT_REQUEST_TIMEOUT } from "./args.js";
import { GRACE_MS } from "./command.js";

/** The help of `mcp-tasks record`. */
export function recordHelp(): string {
  return `mcp-tasks record: record live traffic as a lint trace, linting it as it flows

Usage:
  mcp-tasks record --target <url> [--listen [host:]port] [--out <trace.jsonl>]
                   [--lint [--party client|server] [--json]]
                   [--html <report.html>] [--max-message-bytes <n>]
                   [--keep-header <name>]... [--max-connections <n>]
                   [--request-timeout <seconds>]

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
not JSON, empty, too large, cut off, in an unknown Content-Encoding (gzip,
deflate and br are decoded for the recording; the client still gets the
bytes as sent), or not UTF-8 (never repaired: the offset of the first bad
byte is recorded). An empty 202 or 204, and the answer to a request without
a body (such as a GET answered 405), need no message and are not recorded.
A response that cannot be passed on (not valid HTTP, a status below 100, a
101 Switching Protocols no request asked for, no answer at all) or a target
that cannot be reached is answered 502 Bad Gateway, saying why, and that
answer is recorded as the response. A request sent in absolute-form (POST
http://host/mcp) is recorded and forwarded in origin-form. A client that
leaves before its answer cancels the request to the target.
Request headers are recorded by allowlist: only the values of headers known
to carry no credential are kept:
${wrap([...HARMLESS_HEADERS].join(", "), "  ")}
Every other value (Authorization, Cookie, Mcp-Session-Id, API keys of any
spelling) is recorded as "${REDACTED}"; --keep-header keeps more. A user name,
password or query in --target is never printed.

Options:
  --target <url>           The MCP endpoint to forward to (http: or https:).
  --listen [host:]port     Where to listen (default ${DEFAULT_LISTEN.host}:${DEFAULT_LISTEN.port}; port 0
                           picks a free one). The address is printed on stderr.
  --out, -o <file>         The trace to write, overwritten (default trace.jsonl;
                           - for standard output, not with --lint).
  --lint                   Lint every message on a thread of its own and print
                           each finding shortly after, as 'mcp-tasks lint'
                           prints it, then its summary line at exit.
  --party <party>          With --lint: only the findings against client or
                           server (the exit status follows them).
  --json                   With --lint: findings as JSON Lines, no summary.
  --html <file>            At exit, write the report of the recording
                           ('mcp-tasks report').
  --max-message-bytes <n>  The largest message recorded (default 8 MiB, the
                           codec's limit); larger bodies are forwarded whole
                           and recorded as too large.
  --keep-header <name>     Also record the value of this request header
                           (repeatable); only for headers you know hold no
                           credential.
  --max-connections <n>    The most client connections open at once (default
                           ${DEFAULT_MAX_CONNECTIONS}); one more is answered 503 Service Unavailable
                           with Retry-After and closed.
  --request-timeout <s>    Seconds a client has to send a whole request, head
                           and body (default ${DEFAULT_REQUEST_TIMEOUT}); a slower one gets 408, and
                           its body is recorded as cut off. A connection
                           that sends nothing is closed after it too (and
                           one idle between requests after 5 s). Responses,
                           such as event streams, have no time limit.
  -h, --help               Show this help.

Memory stays bounded whatever the traffic. At most --max-connections
exchanges run at once, each holding at most one message per direction plus
one message's worth of response records waiting for their request (about
3 x connections x message size at worst). Messages are counted as memory
holds them: one buffer per message, never above the message size (an event
of a million empty data lines holds a million newlines, nothing more). A
compressed body is inflated only until one message passes
--max-message-bytes: it is recorded as too large at once and inflating
stops (for an event stream, the rest is forwarded but not recorded). The
linter keeps only live tasks, and when the trace file or the terminal
falls behind, the proxy stops reading from the sender until they catch up,
as it does when a receiver stops reading.
${BODY_TEXT_CHARS} characters of a body without a message are kept as its "text".

Stopping: Ctrl-C (SIGINT) or SIGTERM stops accepting connections, closes
open event streams at once, waits up to ${GRACE_MS / 1000} s for exchanges in flight, then
flushes the trace and prints the summary; a second signal cuts the wait.
What a stop leaves unrecorded is said on stderr.

Exit status:
  0  stopped cleanly (with --lint: no error among the findings printed)
  1  with --lint: at least one error printed
  2  usage error, the proxy cannot listen or write its trace, or the
     live linter stopped (the trace is whole: lint it afterwards)

Examples:
  mcp-tasks record --target http://127.0.0.1:3000/mcp --lint
  mcp-tasks record --target http://127.0.0.1:3000/mcp --listen 4000 \\
      --out session.jsonl --lint --party server --html session.html
`;
}

/** Wraps text at spaces into lines of at most 78 characters, each starting with `indent`. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(" ")) {
    if (line.length + word.length > 78 && line !== indent) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join("\n");
}
