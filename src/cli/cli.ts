/** The `mcp-tasks` command line: parses arguments, runs a command, returns the exit status. */
import { readFileSync } from "node:fs";
import { definitionNames } from "../validate/index.js";
import { parseArgs } from "./args.js";
import { EXIT } from "./exit.js";
import { helpFor } from "./help.js";
import { runLint } from "./lint/command.js";
import { Output, type Streams } from "./io/output.js";
import { runValidate } from "./validate/command.js";
import { runRecord } from "./record/command.js";
import { runReport, writeReportOf } from "./report/command.js";

/** Runs the command line `argv` (without the program name) and resolves to the exit status. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const out = new Output(process.stdout);
  const streams: Streams = { out, err: (line) => void process.stderr.write(line + "\n") };
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    const where = parsed.topic === undefined ? "mcp-tasks --help" : `mcp-tasks ${parsed.topic} --help`;
    streams.err(`mcp-tasks: ${parsed.message}\nRun '${where}' for usage.`);
    return EXIT.usage;
  }
  const command = parsed.command;
  switch (command.name) {
    case "help":
      out.line((await helpFor(command.topic, definitionNames)).trimEnd());
      await out.flush();
      return EXIT.ok;
    case "version":
      out.line(version());
      await out.flush();
      return EXIT.ok;
    case "validate":
      return cutShort(await runValidate(command, streams), out);
    case "lint":
      return cutShort(await runLint(command, streams), out);
    case "record":
      return runRecord(command, streams, writeReportOf);
    case "report":
      return runReport(command, streams);
    case "conformance": {
      // Loaded on demand: the kit runs the host, whose modules touch Node's web globals (Response, Headers) as they
      // load, which costs every other command tens of milliseconds at start.
      const { runConformance } = await import("./conformance/command.js");
      return cutShort(await runConformance(command, streams), out);
    }
  }
}

/** A run whose output was closed early stopped reading, so its status says so rather than claiming success. */
function cutShort(status: number, out: Output): number {
  return out.closed && status !== EXIT.usage ? EXIT.outputClosed : status;
}

/** The package version, read from the package.json beside the built CLI. */
function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}
