/**
 * Throughput of the tasks host (`mcp-tasks/host`) against what Node's HTTP server can do, side by side in the same
 * run: each server in its own process on loopback, driven by wrk (Debian's, a separate process) in interleaved rounds.
 * Subjects: a bare `node:http` server (read the body, JSON.parse, a fixed JSON answer); the same as a fetch handler
 * behind `@hono/node-server`'s getRequestListener and behind our `toNodeListener`; the host answering tasks/get of
 * one working task, and creating a task per tools/call, on the memory store (and on PostgreSQL: a throwaway cluster
 * this run starts, or the server `MCP_TASKS_BENCH_POSTGRES` names); the official SDK's `createMcpHandler` serving a
 * plain tool, as information.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostgresBin, startCluster, type Cluster } from "./pg-cluster.js";
import { startProcess, wrk, type Load } from "./load.js";
import type { Section } from "./report.js";
import { fmt, median, percentDown } from "./stats.js";

const META = `{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"4"},"io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}`;

/** The fixed answer of the bare server and of the trivial fetch handler. */
const FIXED = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}`;

/**
 * The servers under load: \`bare\` (node:http alone); the same work as a fetch handler behind getRequestListener,
 * replacing the global Request and Response (\`hono\`, its default) or not (\`hono-plain\`), and behind toNodeListener,
 * replacing them (\`adapter-light\`) or not (\`adapter\`, its default); \`sdk\` (createMcpHandler, plain tool),
 * \`host\` (the tasks host on the memory store) or \`host-pg\` (on two PostgreSQL stores, a pool of 8 each, at the
 * connection string in argv[2]).
 */
const SERVER = `
import { createServer } from "node:http";
import { writeFileSync } from "node:fs";
import { toNodeListener, createTasksHost } from "mcp-tasks/host";
import { memoryStore, postgresStore } from "mcp-tasks/store";
const subject = process.argv[1];
const FIXED = ${JSON.stringify(FIXED)};
const trivial = async (request) => {
  JSON.parse(await request.text());
  return new Response(FIXED, { headers: { "content-type": "application/json" } });
};
if (subject === "bare" || subject.startsWith("hono") || subject.startsWith("adapter")) {
  const listener =
    subject === "bare"
      ? (req, res) => {
          const chunks = [];
          req.on("data", (chunk) => chunks.push(chunk));
          req.on("end", () => {
            JSON.parse(Buffer.concat(chunks).toString());
            res.writeHead(200, { "content-type": "application/json", "content-length": FIXED.length });
            res.end(FIXED);
          });
        }
      : subject.startsWith("hono")
        ? (await import("@hono/node-server")).getRequestListener(trivial, { overrideGlobalObjects: subject === "hono" })
        : toNodeListener(trivial, { overrideGlobalObjects: subject === "adapter-light" });
  const server = createServer(listener);
  server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port + " -"));
} else {
async function pgStore(options) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: process.argv[2], max: 8 });
  // Each statement text is prepared once per connection under a name of its own, so PostgreSQL skips parse and plan.
  const names = new Map();
  const prepared = (text) => names.get(text) ?? names.set(text, "mcp_tasks_" + names.size).get(text);
  const client = { query: (text, values) => pool.query({ name: prepared(text), text, values }) };
  const store = postgresStore(client, { table: "bench_host_" + process.pid + "_" + Math.floor(Math.random() * 1e6), notify: false, ...options });
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  return store;
}
const storeFor = async (options) => (subject === "host-pg" ? pgStore(options) : memoryStore(options));
let fetch;
let taskId = "-";
if (subject === "sdk") {
  const { createMcpHandler, McpServer } = await import("@modelcontextprotocol/server");
  const z = await import("zod");
  fetch = createMcpHandler(() => {
    const server = new McpServer({ name: "bench", version: "1" }, { capabilities: { tools: {} } });
    server.registerTool("echo", { description: "echo", inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: "text", text }] }));
    return server;
  }).fetch;
} else {
  // Two hosts: one creates tasks that expire soon (so memory stays flat under load), one keeps the task tasks/get reads.
  const job = { name: "job", taskSupport: "required", inputSchema: { type: "object" }, run: () => ({ content: [{ type: "text", text: "done" }] }) };
  const wait = { name: "wait", taskSupport: "required", inputSchema: { type: "object" }, run: (_a, ctx) => new Promise((_, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason))) };
  // One client (wrk) creates thousands of tasks a second: the store's per-owner bounds and the host's per-client share
  // are raised so far that the load measures creation, not the refusal of a client that reached its share.
  const creating = createTasksHost({ store: await storeFor({ retentionMs: 1000, maxLiveTasksPerOwner: 1e9, maxTasksPerOwner: 1e9 }), maxTasksPerClient: 1e9, ttlMs: 2000, sweepIntervalMs: 500, onError: () => {}, tools: [job] }).value;
  const reading = createTasksHost({ store: await storeFor({}), tools: [wait], onError: () => {} }).value;
  const created = await reading.fetch(new Request("http://localhost/mcp", { method: "POST",
    headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "wait" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 0, method: "tools/call", params: { name: "wait", arguments: {}, _meta: ${META} } }) }));
  taskId = (await created.json()).result.taskId;
  fetch = (request) => (request.headers.get("mcp-method") === "tasks/get" ? reading : creating).fetch(request);
}
// The first answer that is not a success is written to the file argv[3] names, so that a failed run says why.
const errorFile = process.argv[3];
let told = false;
const answer = (request) =>
  fetch(request).then((response) => {
    if (response.status < 300 || told) return response;
    told = true;
    void response.clone().text().then((text) => writeFileSync(errorFile, "HTTP " + response.status + " " + text.slice(0, 2000)));
    return response;
  });
const server = createServer(toNodeListener(answer));
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port + " " + taskId));
}
`;

/** The names of the four adapter subjects: each toNodeListener setting runs right after the hono setting it matches. */
const HONO = "the same as a fetch handler, @hono/node-server getRequestListener (replaces the globals: its default)";
const LIGHT = "the same as a fetch handler, toNodeListener with overrideGlobalObjects: true";
const HONO_PLAIN = "the same as a fetch handler, getRequestListener with overrideGlobalObjects: false";
const ADAPTER = "the same as a fetch handler, toNodeListener (replaces nothing: its default)";

/** A wrk script posting one method with its own id per request. */
function lua(method: string, name: string, params: string): string {
  return `local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2026-07-28"
wrk.headers["Mcp-Method"] = "${method}"
wrk.headers["Mcp-Name"] = "${name}"
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, '{"jsonrpc":"2.0","id":' .. n .. ',"method":"${method}","params":${params.replace(/'/g, "\\'")}}')
end
`;
}

/** The CPU time a process has used so far, in microseconds, from /proc (clock ticks of 10 ms); NaN where unreadable. */
function cpuMicros(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Posts one request of a subject and checks its answer is the success it should be, so wrk measures real work. */
async function check(
  url: string,
  script: { method: string; name: string; params: string },
  expect: (result: Record<string, unknown>) => boolean,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": script.method,
      "Mcp-Name": script.name,
    },
    body: `{"jsonrpc":"2.0","id":1,"method":"${script.method}","params":${script.params}}`,
  });
  const body = (await response.json()) as { result?: Record<string, unknown> };
  if (body.result === undefined || !expect(body.result))
    throw new Error(`${script.method} ${script.name}: unexpected answer ${JSON.stringify(body)}`);
}

/** Measures the host against the SDK; returns the RESULTS.md section. */
export async function runHostThroughput(options: { quick: boolean }): Promise<Section> {
  const rounds = options.quick ? 2 : 8;
  const seconds = options.quick ? 2 : 4;
  const connections = 16;
  const dir = mkdtempSync(join(tmpdir(), "bench-host-"));
  const given = process.env.MCP_TASKS_BENCH_POSTGRES;
  const cluster: Cluster | undefined =
    given === undefined && findPostgresBin() !== undefined ? startCluster({ maxConnections: 64 }) : undefined;
  const pgUrl = given ?? cluster?.url;
  const errorFile = (kind: string): string => join(dir, `${kind}.error`);
  /** What the server of `kind` wrote of its first error answer. */
  const firstError = (kind: string): string => {
    try {
      return `the first was ${readFileSync(errorFile(kind), "utf8")}`;
    } catch {
      return "the server recorded none (its adapter answered them)";
    }
  };
  // Each adapter runs right after the hono setting it is compared with, so that both see the same machine.
  const adaptersOnly = process.env.MCP_TASKS_BENCH_HOST === "adapters";
  const kinds = [
    "bare",
    "hono",
    "adapter-light",
    "hono-plain",
    "adapter",
    ...(adaptersOnly ? [] : ["sdk", "host"]),
    ...(pgUrl === undefined || adaptersOnly ? [] : ["host-pg"]),
  ];
  const started = await Promise.all(
    kinds.map((s) =>
      startProcess(
        process.execPath,
        ["--input-type=module", "-e", SERVER, s, pgUrl ?? "", errorFile(s)],
        /listening (\d+) (\S+)/,
      ),
    ),
  );
  const by = (kind: string) => started[kinds.indexOf(kind)];
  const [bare, hono, light, honoPlain, adapter] = ["bare", "hono", "adapter-light", "hono-plain", "adapter"].map(
    (kind) => by(kind)!,
  ) as [Started, Started, Started, Started, Started];
  type Started = (typeof started)[0];
  const sdk = by("sdk");
  const host = by("host");
  const hostPg = by("host-pg");
  const taskId = host?.match[2] ?? "-";
  const get = { method: "tasks/get", name: taskId, params: `{"taskId":"${taskId}","_meta":${META}}` };
  const fixed = (r: Record<string, unknown>) => r.resultType === "complete";
  type Subject = {
    port: string;
    method: string;
    name: string;
    params: string;
    ok: (r: Record<string, unknown>) => boolean;
  };
  /** tasks/get of the host's working task and a task creation, on one store's host. */
  const hostSubjects = (store: string, started: Started): Record<string, Subject> => ({
    [`host, ${store}: tasks/get`]: {
      port: started.match[1]!,
      method: "tasks/get",
      name: started.match[2]!,
      params: `{"taskId":"${started.match[2]!}","_meta":${META}}`,
      ok: (r: Record<string, unknown>) => r.status === "working",
    },
    [`host, ${store}: task creation`]: {
      port: started.match[1]!,
      method: "tools/call",
      name: "job",
      params: `{"name":"job","arguments":{},"_meta":${META}}`,
      ok: (r: Record<string, unknown>) => r.resultType === "task",
    },
  });
  const subjects: Record<string, Subject> = {
    "bare node:http: read, JSON.parse, fixed answer": { port: bare.match[1]!, ...get, ok: fixed },
    [HONO]: { port: hono.match[1]!, ...get, ok: fixed },
    [LIGHT]: { port: light.match[1]!, ...get, ok: fixed },
    [HONO_PLAIN]: { port: honoPlain.match[1]!, ...get, ok: fixed },
    [ADAPTER]: { port: adapter.match[1]!, ...get, ok: fixed },
    ...(sdk === undefined || host === undefined
      ? {}
      : {
          "SDK: tools/call, plain tool": {
            port: sdk.match[1]!,
            method: "tools/call",
            name: "echo",
            params: `{"name":"echo","arguments":{"text":"hello"},"_meta":${META}}`,
            ok: (r: Record<string, unknown>) => Array.isArray(r.content),
          },
          ...hostSubjects("memory", host),
        }),
    ...(hostPg === undefined ? {} : hostSubjects("PostgreSQL", hostPg)),
  };
  type Name = string;
  const names = Object.keys(subjects);
  const subject = (n: Name): Subject => subjects[n]!;
  const scripts = Object.fromEntries(
    names.map((n, i) => {
      const path = join(dir, `s${i}.lua`);
      writeFileSync(path, lua(subject(n).method, subject(n).name, subject(n).params));
      return [n, path];
    }),
  ) as Record<Name, string>;
  const url = (n: Name): string => `http://127.0.0.1:${subject(n).port}/mcp`;
  const loads: Record<Name, Load[]> = Object.fromEntries(names.map((n) => [n, []])) as never;
  const cpu: Record<Name, number[]> = Object.fromEntries(names.map((n) => [n, []])) as never;
  const pidOf = new Map(started.map((p) => [p.match[1]!, p.child.pid]));
  try {
    for (const n of names) await check(url(n), subject(n), subject(n).ok);
    for (const n of names) await wrk(url(n), connections, 1, scripts[n]!); // warm-up: JIT, connection pools
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < names.length; i++) {
        const n = names[(i + round) % names.length]!;
        const pid = pidOf.get(subject(n).port);
        const before = cpuMicros(pid);
        const load = await wrk(url(n), connections, seconds, scripts[n]!);
        if (load.errors > 0) {
          const kind = kinds[started.findIndex((p) => p.match[1] === subject(n).port)]!;
          throw new Error(`${n}: ${load.errors} answers were HTTP errors under load; ${firstError(kind)}`);
        }
        loads[n]!.push(load);
        cpu[n]!.push((cpuMicros(pid) - before) / (load.rps * seconds));
      }
    }
  } finally {
    for (const p of started) p.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    cluster?.stop();
  }
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
\`notify: false\` since nothing watches across instances here) over ${cluster === undefined ? (given === undefined ? "no server: PostgreSQL is not installed, so those rows are missing" : "the server MCP_TASKS_BENCH_POSTGRES names") : "a throwaway cluster on a Unix socket, started by this run"}.
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
