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
import { ADAPTER, HONO, HONO_PLAIN, LIGHT, META, SERVER, check, lua } from "./host-servers.js";
import { cpuMicros, startProcess, wrk, type Load } from "./load.js";
import { hostSection } from "./host-report.js";
import type { Section } from "./report.js";

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
        cpu[n]!.push(((cpuMicros(pid) ?? Number.NaN) - (before ?? Number.NaN)) / (load.rps * seconds));
      }
    }
  } finally {
    for (const p of started) p.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    cluster?.stop();
  }
  const postgres =
    cluster === undefined
      ? given === undefined
        ? "no server: PostgreSQL is not installed, so those rows are missing"
        : "the server MCP_TASKS_BENCH_POSTGRES names"
      : "a throwaway cluster on a Unix socket, started by this run";
  return hostSection({ names, loads, cpu, connections, seconds, rounds, postgres, adaptersOnly });
}
