/** The host benchmark's section of bench/RESULTS.md: its table, what was measured and how, and its targets. */
import { ADAPTER, HONO, HONO_PLAIN, LIGHT } from "./host-servers.js";
import type { Load } from "./load.js";
import type { Section } from "./report.js";
import { fmt, median, percentDown } from "./stats.js";

/** What one run measured: per subject, each round's load and the server's CPU per request. */
export interface HostRun {
  names: string[];
  loads: Record<string, Load[]>;
  cpu: Record<string, number[]>;
  connections: number;
  seconds: number;
  rounds: number;
  /** Which PostgreSQL server the PostgreSQL rows ran on, in a phrase. */
  postgres: string;
  /** Whether only the adapter subjects ran. */
  adaptersOnly: boolean;
}

/** Renders a run as the RESULTS.md section, with every target's verdict. */
export function hostSection(run: HostRun): Section {
  const { names, loads, cpu, connections, seconds, rounds, adaptersOnly } = run;
  type Name = string;
  /** The median over rounds of a subject's req/s over another's in the same round. */
  const ratio = (n: Name, against: Name): number => median(loads[n]!.map((l, i) => l.rps / loads[against]![i]!.rps));
  const bareName = names.find((n) => n.startsWith("bare"))!;
  const sdkName = names.find((n) => n.startsWith("SDK"));
  const rows = names.map((n) => ({
    n,
    rps: median(loads[n]!.map((l) => l.rps)),
    bare: ratio(n, bareName),
    sdk: sdkName === undefined ? Number.NaN : ratio(n, sdkName),
    p50: median(loads[n]!.map((l) => l.p50Ms)),
    cpu: median(cpu[n]!),
  }));
  const table = [
    `| Subject | req/s (${connections} conn.) | vs bare node:http | vs SDK tools/call | p50 | server CPU per request |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.n} | ${fmt(r.rps)} | ${percentDown(r.bare)}% | ${Number.isNaN(r.sdk) ? "-" : `${percentDown(r.sdk)}%`} | ${fmt(r.p50)} ms | ${fmt(r.cpu)} µs |`,
    ),
  ].join("\n");
  const lightVsHono = ratio(LIGHT, HONO);
  const adapterVsPlain = ratio(ADAPTER, HONO_PLAIN);
  const adapterVsHono = ratio(ADAPTER, HONO);
  /** The lowest and highest per-round ratio, and the ratio of median server CPU per request (the reverse way). */
  const spread = (n: Name, against: Name): string => {
    const each = loads[n]!.map((l, i) => l.rps / loads[against]![i]!.rps);
    const cpuRatio = median(cpu[against]!) / median(cpu[n]!);
    return `per round ${percentDown(Math.min(...each))}% to ${percentDown(Math.max(...each))}%; by server CPU per request ${percentDown(cpuRatio)}%`;
  };
  const body = `Each server runs in its own process on loopback. The yardstick is a bare \`node:http\` server that reads the
body, \`JSON.parse\`s it and writes a fixed JSON answer with its Content-Length; the same work as a fetch handler (\`await request.text()\`,
\`JSON.parse\`, \`new Response(...)\`) runs behind \`@hono/node-server\` 2.1.9's \`getRequestListener\` with its defaults
(which replace the global \`Request\` and \`Response\` of its process with its own lightweight ones) and with
\`overrideGlobalObjects: false\`, and behind the package's \`toNodeListener\` with \`overrideGlobalObjects: true\` (which,
like getRequestListener's default, replaces them) and by default (which replaces nothing: the handler's \`new Response\`
is Node's own). Each \`toNodeListener\` setting runs right after the getRequestListener setting it is compared with.
These answer the same tasks/get body. Behind \`toNodeListener\` too: the official SDK's \`createMcpHandler\` (\`@modelcontextprotocol/server\`
2.4.0, a new McpServer per request, as it works) serving a plain tool, as information, and the tasks host on the memory
store. wrk 4.1 (its own process, ${connections} connections, ${seconds} s per run, ${rounds} interleaved rounds) posts
2026-07-28 requests with the per-request \`_meta\` envelope and routing headers, each with its own id; every answer was
checked once before the load to be the success it should be, and a run with any HTTP error fails (quoting the first
error answer). tasks/get reads one working task; task creation answers a tools/call of a tool that completes at once
with a CreateTaskResult (the store holds the task before the answer leaves), on a second host in the same process whose
tasks expire after 2 s and are swept, so that memory stays flat under load; since wrk is one client creating thousands
of tasks a second, that host's per-client share and its store's per-owner bounds are raised out of the way.
Ratios are medians of per-round ratios against the run of the same round.
The PostgreSQL rows run the same two hosts in another process, each on a PostgreSQL store (a pg pool of 8,
\`notify: false\` since nothing watches across instances here) over ${run.postgres}.
The load generator shares the machine's cores with the server it drives, and other work on the machine shifts
req/s from round to round; the last column, the server process's own CPU time (user and system, from /proc) per
answered request, median over rounds, moves much less (for the PostgreSQL rows it leaves out the database's).

${table}

On the same fetch handler, \`toNodeListener\` vs \`getRequestListener\`, median of per-round req/s ratios:
- both replacing the global Request and Response (\`overrideGlobalObjects: true\` vs getRequestListener's default):
  ${percentDown(lightVsHono)}% (${spread(LIGHT, HONO)});
- both by default, like for like (replacing nothing vs getRequestListener with \`overrideGlobalObjects: false\`):
  ${percentDown(adapterVsPlain)}% (${spread(ADAPTER, HONO_PLAIN)});
- each by default (information): ${percentDown(adapterVsHono)}%: there the handler's \`new Response(...)\` is Node's
  own, which costs its construction and a read back through the web stream API, where getRequestListener's default
  makes it a light object of its own.`;
  const row = (n: string) => rows.find((r) => r.n === n);
  const versusBare = (n: string, goal: number, label: string) => {
    const r = row(n);
    return {
      target: label,
      goal: `>= ${goal * 100}% of its req/s`,
      measured: r === undefined ? "not measured" : `${percentDown(r.bare)}%`,
      pass: r !== undefined && r.bare >= goal,
    };
  };
  const getRow = row("host, memory: tasks/get");
  return {
    id: "host",
    title: "Tasks host throughput",
    body,
    targets: [
      {
        target:
          "toNodeListener on a trivial fetch handler vs @hono/node-server getRequestListener, same run (both replacing the globals)",
        goal: ">= 90% of its req/s",
        measured: `${percentDown(lightVsHono)}%`,
        pass: lightVsHono >= 0.9,
      },
      {
        target:
          "toNodeListener vs getRequestListener like for like, neither replacing the globals (both adapters' own defaults differ)",
        goal: ">= 90% of its req/s",
        measured: `${percentDown(adapterVsPlain)}%`,
        pass: adapterVsPlain >= 0.9,
      },
      ...(adaptersOnly
        ? []
        : [
            versusBare("host, memory: tasks/get", 0.4, "host: tasks/get (memory store) vs bare node:http"),
            versusBare("host, memory: task creation", 0.25, "host: task creation (memory store) vs bare node:http"),
            versusBare("host, PostgreSQL: tasks/get", 0.25, "host: tasks/get (PostgreSQL) vs bare node:http"),
            {
              target: "host: tasks/get (memory store) vs the SDK's plain tools/call",
              goal: ">= 80% of its req/s",
              measured: getRow === undefined ? "not measured" : `${percentDown(getRow.sdk)}%`,
              pass: getRow !== undefined && getRow.sdk >= 0.8,
            },
          ]),
    ],
  };
}
