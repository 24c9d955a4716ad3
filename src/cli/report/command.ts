/** `mcp-tasks report`: reads a trace and writes one self-contained HTML file showing each task's life. */
import type { Streams } from "../output.js";
import type { ReportCommand } from "./args.js";

/** Runs `report` and returns the exit status. */
export async function runReport(command: ReportCommand, streams: Streams): Promise<number> {
  streams.err(`not yet ${command.input}`);
  return 2;
}

/** Writes the report of a trace file; resolves to a reason it could not, or undefined. */
export async function writeReportOf(trace: string, html: string): Promise<string | undefined> {
  return `not yet ${trace} ${html}`;
}
