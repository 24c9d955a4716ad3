/**
 * Proxy overhead of `mcp-tasks record`: wrk (a separate process) drives a small JSON-RPC server (another process)
 * directly and through the recorder (a third), in interleaved rounds. Latency is taken with one connection (one
 * request in flight, so no queueing), throughput with 16 connections; each subject is compared with the direct
 * connection of the same round.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./dist.js";
import type { Section } from "./report.js";
import { cpuMicros, startProcess, wrk, type Load } from "./load.js";
import { fmt, median, percentDown } from "./stats.js";

/**
 * The JSON-RPC server under load: answers every POST with a small tools/call result carrying the request's own id,
 * as a conforming server does, so that the live linter sees conforming traffic.
 */
const TARGET = `
import { createServer } from "node:http";
const head = '{"jsonrpc":"2.0","id":';
const tail = ',"result":' + JSON.stringify({ resultType: "complete", content: [{ type: "text", text: "x".repeat(160) }], isError: false }) + "}";
const workUs = Number(process.argv[1] ?? 0);
const server = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => { body += chunk; });
  req.on("end", () => {
    // A tool's own work, when asked for: this many microseconds of CPU per request.
    const until = performance.now() + workUs / 1000;
    while (performance.now() < until);
    const answer = head + (/"id":(-?[0-9]+|"[^"]*")/.exec(body)?.[1] ?? "null") + tail;
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(answer) });
    res.end(answer);
  });
});
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port));
`;

/** A bare node:http reverse proxy, no recording: what any proxy hop costs here, for reference. */
const BARE = `
import { Agent, createServer, request } from "node:http";
const [host, port] = [process.argv[1], Number(process.argv[2])];
const agent = new Agent({ keepAlive: true });
const server = createServer((req, res) => {
  const up = request({ host, port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  req.pipe(up);
});
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port));
`;

/** Each request a tools/call with its own id, as a client sends them. */
const LUA = `local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Mcp-Method"] = "tools/call"
wrk.headers["Mcp-Name"] = "echo"
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, '{"jsonrpc":"2.0","id":' .. n .. ',"method":"tools/call","params":{"name":"echo","arguments":{"text":"hello"}}}')
end
`;

/** The CPU a "working" server spends on each request, in microseconds. */
const WORK_US = 200;

/** Measures the recorder's overhead; returns the RESULTS.md section. */
export async function runProxy(options: { quick: boolean }): Promise<Section> {
  const rounds = options.quick ? 2 : 5;
  const seconds = options.quick ? 2 : 8;
  const dir = mkdtempSync(join(tmpdir(), "bench-proxy-"));
  const script = join(dir, "post.lua");
  writeFileSync(script, LUA);
  const cli = join(root, "dist/cli.js");
  const target = await startProcess(process.execPath, ["--input-type=module", "-e", TARGET, "0"], /listening (\d+)/);
  const working = await startProcess(
    process.execPath,
    ["--input-type=module", "-e", TARGET, String(WORK_US)],
    /listening (\d+)/,
  );
  const workingDirect = `http://127.0.0.1:${working.match[1]}/mcp`;
  const workingRecorded = await startProcess(
    process.execPath,
    [cli, "record", "--target", workingDirect, "--listen", "127.0.0.1:0", "--out", join(dir, "working.jsonl")],
    /listening on (http:\/\/\S+),/,
  );
  const direct = `http://127.0.0.1:${target.match[1]}/mcp`;
  const proxies: Record<string, { child: ChildProcess; url: string }> = {};
  const bare = await startProcess(
    process.execPath,
    ["--input-type=module", "-e", BARE, "127.0.0.1", target.match[1]!],
    /listening (\d+)/,
  );
  proxies["bare proxy"] = { child: bare.child, url: `http://127.0.0.1:${bare.match[1]}/mcp` };
  for (const [name, extra] of [
    ["record", []],
    ["record --lint", ["--lint"]],
  ] as const) {
    const started = await startProcess(
      process.execPath,
      [
        cli,
        "record",
        "--target",
        direct,
        "--listen",
        "127.0.0.1:0",
        "--out",
        join(dir, `${name.replace(/\W+/g, "-")}.jsonl`),
        ...extra,
      ],
      /listening on (http:\/\/\S+),/,
    );
    proxies[name] = { child: started.child, url: started.match[1]! };
  }
  const subjects = ["direct", "bare proxy", "record", "record --lint"] as const;
  const url = (s: (typeof subjects)[number]): string => (s === "direct" ? direct : proxies[s]!.url);
  const latency: Record<string, Load[]> = Object.fromEntries(subjects.map((s) => [s, []]));
  const throughput: Record<string, Load[]> = Object.fromEntries(subjects.map((s) => [s, []]));
  // CPU of the process that answers each subject's requests (the server itself for "direct"), per request served.
  const cpuPerRequest: Record<string, number[]> = Object.fromEntries(subjects.map((s) => [s, []]));
  const pidOf = (s: (typeof subjects)[number]): number | undefined =>
    s === "direct" ? target.child.pid : proxies[s]!.child.pid;
  const withWork: { direct: Load[]; record: Load[] } = { direct: [], record: [] };
  try {
    for (const s of subjects) await wrk(url(s), 1, 1, script); // warm-up: JIT, connection pools
    for (let round = 0; round < rounds; round++) {
      const order = subjects.map((_, i) => subjects[(i + round) % subjects.length]!);
      for (const s of order) latency[s]!.push(await wrk(url(s), 1, seconds, script));
      for (const s of order) {
        const before = cpuMicros(pidOf(s));
        const load = await wrk(url(s), 16, seconds, script);
        const after = cpuMicros(pidOf(s));
        throughput[s]!.push(load);
        if (before !== undefined && after !== undefined && load.rps > 0)
          cpuPerRequest[s]!.push((after - before) / (load.rps * seconds));
      }
      const pair = round % 2 === 0 ? (["direct", "record"] as const) : (["record", "direct"] as const);
      for (const s of pair)
        withWork[s].push(await wrk(s === "direct" ? workingDirect : workingRecorded.match[1]!, 16, seconds, script));
    }
  } finally {
    for (const r of Object.values(proxies)) r.child.kill("SIGTERM");
    for (const p of [target, working, workingRecorded]) p.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = subjects.map((s) => {
    const addedP50 = median(latency[s]!.map((l, i) => l.p50Ms - latency.direct![i]!.p50Ms));
    const addedP99 = median(latency[s]!.map((l, i) => l.p99Ms - latency.direct![i]!.p99Ms));
    const share = median(throughput[s]!.map((l, i) => l.rps / throughput.direct![i]!.rps));
    const vsBare = median(throughput[s]!.map((l, i) => l.rps / throughput["bare proxy"]![i]!.rps));
    return {
      vsBare,
      s,
      p50: median(latency[s]!.map((l) => l.p50Ms)),
      p99: median(latency[s]!.map((l) => l.p99Ms)),
      addedP50,
      addedP99,
      rps: median(throughput[s]!.map((l) => l.rps)),
      share,
      cpuUs: cpuPerRequest[s]!.length > 0 ? median(cpuPerRequest[s]!) : undefined,
    };
  });
  const table = [
    "| Subject | p50 (1 conn.) | p99 (1 conn.) | added p50 | added p99 | req/s (16 conn.) | vs bare proxy | vs direct | CPU per request |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.s} | ${fmt(r.p50)} ms | ${fmt(r.p99)} ms | ${r.s === "direct" ? "–" : `${fmt(r.addedP50)} ms`} | ${r.s === "direct" ? "–" : `${fmt(r.addedP99)} ms`} | ${fmt(r.rps)} | ${r.s === "direct" ? "–" : `${percentDown(r.vsBare)}%`} | ${percentDown(r.share)}% | ${r.cpuUs === undefined ? "–" : `${fmt(r.cpuUs)} µs`} |`,
    ),
  ].join("\n");
  const workShare = median(withWork.record.map((l, i) => l.rps / withWork.direct[i]!.rps));
  const workLine = `With a server that spends ${WORK_US} µs of CPU on each request (a tool's work), the recorder keeps ${percentDown(workShare)}% of direct throughput (${fmt(median(withWork.record.map((l) => l.rps)))} against ${fmt(median(withWork.direct.map((l) => l.rps)))} req/s, 16 connections, median of per-round ratios).`;
  const bareRow = rows[1]!;
  const plain = rows[2]!;
  const linted = rows[3]!;
  const body = `wrk 4.1 (Debian's \`wrk\`, its own process) posts 100-byte tools/call requests (each with its own id) and gets
JSON results carrying the request's id from a node:http server (its own process; it reads each body for the id,
so the traffic conforms and \`--lint\` finds nothing to report): directly, through a bare node:http proxy that
records nothing (for reference: what one proxy hop costs here), and through \`mcp-tasks record\` (its own process,
recording to a file; once more with \`--lint\`, its findings drained to nowhere). Latency: one connection for
${seconds} s (one request in flight, so no queueing); throughput: 16 connections for ${seconds} s. ${rounds}
interleaved rounds; "added" and "vs direct" are medians of per-round differences and ratios against the direct run
of the same round, "vs bare proxy" of per-round ratios against the bare proxy's run. The target compares the
recorder with the bare proxy, which forwards the same traffic to the same server and records nothing, so that it
weighs what recording costs rather than what any hop costs. Every process and wrk share the machine's two cores,
and the server does next to nothing, so "vs direct" (kept for information) shows a hop's cost against the cheapest
possible server: the bare proxy reached ${percentDown(bareRow.share)}% of direct. Against a server that spends real
time on each request, the hop's share shrinks accordingly.

${table}

"CPU per request" is the CPU time (user and system, read from /proc in 10 ms ticks) of the process that answers the
subject's requests, during its 16-connection runs, divided by the requests it served: the no-op server for "direct",
the proxy for the others (the server's own share is not counted there), every thread of it: with \`--lint\` that
includes the live linter's own thread. Medians over rounds.

${workLine}`;
  return {
    id: "proxy",
    title: "Recorder proxy overhead",
    body,
    targets: [
      {
        target: "record: added p50 latency",
        goal: "<= 1 ms, with and without --lint",
        measured: `${fmt(plain.addedP50)} ms (with --lint ${fmt(linted.addedP50)} ms)`,
        pass: plain.addedP50 <= 1 && linted.addedP50 <= 1,
      },
      {
        target: "record: throughput vs a bare node:http proxy (no-op server)",
        goal: ">= 85%",
        measured: `${percentDown(plain.vsBare)}% (vs direct ${percentDown(plain.share)}%, information; a bare proxy ${percentDown(bareRow.share)}% of direct)`,
        pass: plain.vsBare >= 0.85,
      },
      {
        target: "record --lint: throughput vs a bare node:http proxy (no-op server)",
        goal: ">= 85%",
        measured: `${percentDown(linted.vsBare)}% (vs direct ${percentDown(linted.share)}%, information)`,
        pass: linted.vsBare >= 0.85,
      },
      {
        target: `record: throughput vs direct (server with ${WORK_US} µs of work per request)`,
        goal: ">= 80%",
        measured: `${percentDown(workShare)}%`,
        pass: workShare >= 0.8,
      },
    ],
  };
}
