/** `mcp-tasks report`: reads a trace, lints it, and writes one self-contained HTML file showing each task's life. */
import { writeFile } from "node:fs/promises";
import { EXIT } from "../exit.js";
import { describeError, openSource, readLines } from "../io/input.js";
import { Tally } from "../lint/findings.js";
import { Linter } from "../lint/linter.js";
import type { Streams } from "../io/output.js";
import { Progress } from "../io/progress.js";
import type { ReportCommand } from "./args.js";
import { ReportBuilder, type ReportContent } from "./builder.js";
import { reportHtml } from "./html.js";

/** Runs `report` and returns the exit status: 0 once the file is written (whatever the findings), 2 if it cannot be. */
export async function runReport(command: ReportCommand, streams: Streams): Promise<number> {
  const made = await buildReport(command.input);
  if (typeof made === "string") {
    streams.err(`mcp-tasks: ${made}`);
    return EXIT.usage;
  }
  const problem = await writeReport(command.out, made.content);
  if (problem !== undefined) {
    streams.err(`mcp-tasks: ${problem}`);
    return EXIT.usage;
  }
  const { errors, warnings } = made.tally;
  const tasks = made.content.tasks.length + made.content.tasksNotDrawn;
  streams.out.line(
    `wrote ${command.out}: ${tasks} task${tasks === 1 ? "" : "s"}, ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
  );
  await streams.out.flush();
  return EXIT.ok;
}

/** Writes the report of a trace file (record --html); resolves to a reason it could not, or undefined. */
export async function writeReportOf(trace: string, html: string): Promise<string | undefined> {
  const made = await buildReport(trace);
  return typeof made === "string" ? made : writeReport(html, made.content);
}

/** Writes the page; resolves to a reason it could not, or undefined. */
export async function writeReport(path: string, content: ReportContent): Promise<string | undefined> {
  try {
    await writeFile(path, reportHtml(content), "utf8");
    return undefined;
  } catch (error) {
    return `cannot write ${path}: ${describeError(error)}`;
  }
}

/** Streams a trace through the linter into a report builder; resolves to the content, or a reason it cannot be read. */
async function buildReport(input: string): Promise<{ content: ReportContent; tally: Tally } | string> {
  const opened = await openSource(input);
  if (!opened.ok) return opened.message;
  const builder = new ReportBuilder(opened.source.name);
  const tally = new Tally();
  const linter = new Linter(tally.counting((f) => builder.finding(f)));
  const progress = new Progress(process.stderr, "report", opened.source.size);
  let lines = 0;
  const failure = await readLines(
    opened.source,
    (text, line) => {
      lines = line;
      builder.line(text, line);
      linter.line(text, line);
    },
    (line, problem) => {
      lines = line;
      builder.overflow(line);
      linter.overflow(line, problem);
    },
    (bytes) => progress.update(bytes, lines),
  );
  progress.done();
  if (failure !== undefined) return failure;
  linter.end();
  return { content: builder.end(), tally };
}
