/** `mcp-tasks record`: runs the recording proxy until SIGINT or SIGTERM, linting live with --lint. */
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { EXIT } from "../exit.js";
import { describeError } from "../io/input.js";
import type { Streams } from "../io/output.js";
import { LiveLint } from "./live/index.js";
import { RecordingProxy, type ShutdownReport } from "./proxy.js";
import { Recording } from "./recording.js";
import { shownTarget, type RecordCommand } from "./args.js";

/** What the trace file may hold unwritten before writers wait: large enough that a busy proxy seldom does. */
const TRACE_BUFFER_BYTES = 1 << 20;

/** How long a shutdown waits for exchanges in flight (event streams are closed at once). */
export const GRACE_MS = 2000;

/** Runs `record` and returns the exit status: lint's convention with --lint, else 0; 2 when it cannot run. */
export async function runRecord(
  command: RecordCommand,
  streams: Streams,
  writeReport?: (trace: string, html: string) => Promise<string | undefined>,
): Promise<number> {
  const note = (line: string): void => streams.err(`mcp-tasks record: ${line}`);
  const opened = await openTrace(command.out);
  if (typeof opened === "string") {
    streams.err(`mcp-tasks: ${opened}`);
    return EXIT.usage;
  }
  const live = command.lint ? new LiveLint(streams.out, command.party, command.json, note) : undefined;
  try {
    return await record(command, streams, opened, live, note, writeReport);
  } finally {
    // Whatever ends the run, the thread goes with it: it would keep the process alive.
    await live?.close();
  }
}

/** Records through the proxy, with the live linter when there is one, until stopped; returns the exit status. */
async function record(
  command: RecordCommand,
  streams: Streams,
  opened: Writable,
  live: LiveLint | undefined,
  note: (line: string) => void,
  writeReport: ((trace: string, html: string) => Promise<string | undefined>) | undefined,
): Promise<number> {
  const unstarted = await live?.start();
  const recording = new Recording(opened, live === undefined ? undefined : (text, line) => live.line(text, line));
  if (unstarted !== undefined) {
    await recording.close();
    streams.err(`mcp-tasks: cannot start the live linter: ${unstarted}`);
    return EXIT.usage;
  }
  const proxy = new RecordingProxy({
    target: command.target,
    recording,
    maxMessageBytes: command.maxMessageBytes,
    keepHeaders: command.keepHeaders,
    maxConnections: command.maxConnections,
    requestTimeoutMs: command.requestTimeout * 1000,
    ready: () => recording.ready() ?? live?.ready(),
    log: note,
  });
  try {
    const address = await proxy.listen(command.host, command.port);
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    note(
      `listening on http://${host}:${address.port}${command.target.pathname}, forwarding to ${shownTarget(command.target)}`,
    );
  } catch (error) {
    await recording.close();
    streams.err(`mcp-tasks: cannot listen on ${command.host}:${command.port}: ${describeError(error)}`);
    return EXIT.usage;
  }
  note(
    `recording to ${command.out === "-" ? "standard output" : command.out}${live === undefined ? "" : ", linting live"}; stop with Ctrl-C`,
  );
  const signal = stopSignal(proxy, recording);
  await signal.stopped;
  const report = await proxy.shutdown(GRACE_MS);
  signal.release();
  const failure = await recording.close();
  describeShutdown(report, recording.lines, command.out, note);
  await live?.end(recording.lines);
  await streams.out.flush();
  if (failure !== undefined) {
    streams.err(`mcp-tasks: cannot write ${command.out}: ${describeError(failure)}`);
    return EXIT.usage;
  }
  if (live?.failed !== undefined) {
    streams.err(`mcp-tasks: the live linter stopped (${live.failed}); the trace is whole: lint it to check it`);
    return EXIT.usage;
  }
  if (command.html !== undefined && writeReport !== undefined && command.out !== "-") {
    const problem = await writeReport(command.out, command.html);
    if (problem !== undefined) {
      streams.err(`mcp-tasks: ${problem}`);
      return EXIT.usage;
    }
    note(`wrote the report ${command.html}`);
  }
  return live !== undefined && live.errors > 0 ? EXIT.invalid : EXIT.ok;
}

/**
 * Opens the trace for writing (truncating it), or says why it cannot be. A stream on the file descriptor writes with
 * plain callbacks; one on a FileHandle goes through a promise per write, which a busy recorder feels.
 */
async function openTrace(path: string): Promise<Writable | string> {
  if (path === "-") return process.stdout;
  const stream = createWriteStream(path, { flags: "w", highWaterMark: TRACE_BUFFER_BYTES });
  return new Promise((resolve) => {
    const opened = (): void => {
      stream.off("error", failed);
      resolve(stream);
    };
    const failed = (error: Error): void => {
      stream.off("ready", opened);
      resolve(`cannot write ${path}: ${describeError(error)}`);
    };
    stream.once("ready", opened);
    stream.once("error", failed);
  });
}

/**
 * Resolves on SIGINT or SIGTERM, or when the trace cannot be written. A second signal cuts every exchange at once;
 * the returned function gives the signals back to Node once the shutdown is over.
 */
function stopSignal(proxy: RecordingProxy, recording: Recording): { stopped: Promise<void>; release: () => void } {
  let onSignal: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    onSignal = () => (proxy.shuttingDown ? proxy.force() : resolve());
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    void recording.failed.then(() => resolve());
  });
  const release = (): void => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  return { stopped, release };
}

/** Tells on stderr what was recorded, and what a shutdown left out: never silently. */
function describeShutdown(report: ShutdownReport, lines: number, out: string, note: (line: string) => void): void {
  note(`recorded ${lines} envelope${lines === 1 ? "" : "s"}${out === "-" ? "" : ` in ${out}`}`);
  if (report.streamsClosed > 0)
    note(`closed ${report.streamsClosed} open event stream${report.streamsClosed === 1 ? "" : "s"} on shutdown`);
  if (report.exchangesCut > 0)
    note(
      `cut ${report.exchangesCut} exchange${report.exchangesCut === 1 ? "" : "s"} still in flight after ${GRACE_MS} ms`,
    );
  if (report.connectionsRefused > 0)
    note(
      `refused ${report.connectionsRefused} connection${report.connectionsRefused === 1 ? "" : "s"} over --max-connections`,
    );
  if (report.unrecordedBytes > 0)
    note(`${report.unrecordedBytes} bytes of messages in flight at shutdown were not recorded`);
}
