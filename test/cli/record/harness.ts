/** Test harness for `mcp-tasks record`: the built CLI in its own process, real upstream servers, raw HTTP clients. */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { createServer, request, type IncomingMessage, type RequestListener, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from "node:net";
import { join } from "node:path";
import { cliPath } from "../run-cli.js";
import { tempFolder } from "../../temp-folder.js";

/** A fresh temporary folder, removed when the test file finishes. */
export function tempDir(): string {
  return tempFolder("mcp-tasks-record-");
}

/** A running recorder process. */
export interface Recorder {
  url: URL;
  out: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout matches. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends a signal and resolves with the exit status and everything printed. */
  stop(signal?: NodeJS.Signals): Promise<{ status: number | null; stdout: string; stderr: string }>;
}

/** Starts `node [nodeArgs] dist/cli.js record --target <target> --listen 127.0.0.1:0 --out <out> [...args]`. */
export function startRecorder(
  target: URL,
  args: string[] = [],
  options: { out?: string; nodeArgs?: string[] } = {},
): Promise<Recorder> {
  if (!existsSync(cliPath)) throw new Error("dist/cli.js is missing: run `npm run build` before these tests");
  const out = options.out ?? join(tempDir(), "trace.jsonl");
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      cliPath,
      "record",
      "--target",
      target.href,
      "--listen",
      "127.0.0.1:0",
      "--out",
      out,
      ...args,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (b: Buffer) => (stdout += b.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stderr!.on("data", (b: Buffer) => {
      stderr += b.toString("utf8");
      const match = /listening on (http:\/\/\S+),/.exec(stderr);
      if (match === null) return;
      resolve({
        url: new URL(match[1]!),
        out,
        child,
        stdout: () => stdout,
        stderr: () => stderr,
        waitForStdout: (pattern, timeoutMs = 10_000) =>
          waitFor(() => pattern.test(stdout), timeoutMs, `stdout to match ${pattern}; it is:\n${stdout}`),
        async stop(signal = "SIGTERM") {
          child.kill(signal);
          const status = await exited;
          return { status, stdout, stderr };
        },
      });
    });
    void exited.then((code) => reject(new Error(`record exited with ${code} before listening:\n${stderr}`)));
  });
}

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A server on a free loopback port. */
export async function upstream(
  handler: RequestListener,
): Promise<{ url: URL; server: Server; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    server,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A target that answers each request with raw bytes: `answer(path)` gives them, as Node's server would never write them. */
export async function rawTarget(answer: (path: string) => string): Promise<{ url: URL; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: NetServer = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let seen = "";
    socket.on("data", (chunk: Buffer) => {
      seen += chunk.toString("latin1");
      const end = seen.indexOf("\r\n\r\n");
      if (end === -1) return;
      const head = seen.slice(0, end);
      const chunked = /transfer-encoding: *chunked/i.test(head);
      const whole = chunked
        ? seen.endsWith("\r\n0\r\n\r\n")
        : seen.length >= end + 4 + Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (!whole) return;
      const path = /^\S+ (\S+)/.exec(seen)![1]!;
      seen = "";
      socket.write(Buffer.from(answer(path), "latin1"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a raw request got back. */
export interface RawResponse {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  body: Buffer;
}

/** Sends a request with raw headers (spelling and order kept) and collects the whole response. */
export function send(
  url: URL,
  options: { method?: string; path?: string; headers?: string[]; body?: string | Buffer } = {},
): Promise<RawResponse> {
  // A raw header list is sent as it is: node adds no Host to it.
  const given = options.headers ?? [];
  const headers = given.some((h, i) => i % 2 === 0 && h.toLowerCase() === "host")
    ? given
    : ["Host", url.host, ...given];
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "POST",
        path: options.path ?? url.pathname,
        headers,
        agent: false,
      },
      (res) => {
        collect(res).then(
          (body) =>
            resolve({ status: res.statusCode!, statusMessage: res.statusMessage!, rawHeaders: res.rawHeaders, body }),
          reject,
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Reads a message to its end. */
export async function collect(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The envelopes of a trace file. */
export function readTrace(path: string): Record<string, unknown>[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Raw headers without hop-by-hop ones, as pairs with lower-case names. */
export function endToEndPairs(raw: readonly string[]): [string, string][] {
  const hop = new Set([
    "connection",
    "keep-alive",
    "transfer-encoding",
    "te",
    "upgrade",
    "proxy-authorization",
    "proxy-connection",
    "trailer",
    "proxy-authenticate",
  ]);
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) if (!hop.has(raw[i]!.toLowerCase())) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}
