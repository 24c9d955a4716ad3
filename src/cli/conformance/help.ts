/** The page printed by `mcp-tasks conformance --help`. */
import { SCENARIOS } from "./scenarios/index.js";
import { DEFAULT_TIMEOUT_MS } from "./args.js";

/** The help of `mcp-tasks conformance client`, listing every scenario. */
export function conformanceHelp(): string {
  const names = SCENARIOS.map((s) => `  ${s.name}\n      ${s.summary}`).join("\n");
  return `mcp-tasks conformance client: test a tasks client against scripted servers

Usage:
  mcp-tasks conformance client --command "<client command>"
                               [--scenario <name>]... [--json] [--timeout <s>]

For each scenario the kit starts a tasks server on 127.0.0.1 built on
mcp-tasks/host, and runs the client command the way the official conformance
suite runs clients: the command (split on spaces, run by the shell) gets the
server URL as its last argument, and its environment holds
MCP_CONFORMANCE_SCENARIO (the scenario's name),
MCP_CONFORMANCE_PROTOCOL_VERSION (2026-07-28) and MCP_CONFORMANCE_CONTEXT:
  {"name": "<scenario>", "toolName": "...", "arguments": {...},
   "toolCalls": [{"toolName": "...", "arguments": {...}}, ...],
   "request": {"method": "...", "params": {...}}}
A client makes each call of toolCalls in order, declaring the extension on
every request, and follows each task to its end, answering input requests;
"request", when present, is one more request to send, before the calls.

The server records the exchange and judges the client with
'mcp-tasks lint --party client' and the scenario's own checks. Each scenario
prints one verdict: pass or fail, the requirement, the finding and the trace
line that shows it. Lint warnings are shown and do not fail a scenario. A
client that exits non-zero fails, except where its server misbehaves or its
task ends badly on purpose (unsupported, failed, cancelled, expired). A
client still running after --timeout seconds (default ${DEFAULT_TIMEOUT_MS / 1000}) is stopped. A request
body over 4 MiB is answered 413; past 10,000 messages in one scenario, requests
are answered 429 (Retry-After: 1) and the scenario fails.

Options:
  --command <cmd>   The client to run (required).
  --scenario <name> Run this scenario (repeatable); all of them by default.
  --json            One JSON object per scenario, one per line.
  --timeout <s>     The time limit of one client run, in seconds.

Scenarios:
${names}

Exit status:
  0  every scenario passed
  1  at least one failed
  2  usage error (an unknown scenario, no --command)
`;
}
