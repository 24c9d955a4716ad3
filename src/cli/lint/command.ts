/** `mcp-tasks lint`: streams a trace through the linter and prints the findings. */
import type { LintCommand } from "./args.js";
import { EXIT } from "../exit.js";
import { openSource, readLines } from "../io/input.js";
import { Progress } from "../io/progress.js";
import type { Streams } from "../io/output.js";
import { Tally, forParty, type Finding } from "./findings.js";
import { Linter } from "./linter.js";
import { ReportBuilder } from "../report/builder.js";
import { writeReport } from "../report/command.js";
import { closingLine, findingToJson, findingToText } from "./report.js";

/** Runs `lint` and returns the exit status. */
export async function runLint(command: LintCommand, streams: Streams): Promise<number> {
  const opened = await openSource(command.input);
  if (!opened.ok) {
    streams.err(`mcp-tasks: ${opened.message}`);
    return EXIT.usage;
  }
  const source = opened.source;
  const tally = new Tally();
  const omitted = new Tally();
  const render = command.json ? findingToJson : findingToText;
  const shown = tally.counting((f) => streams.out.line(render(f)));
  const partySink = forParty(command.party, shown, (f) => omitted.count(f));
  // With --html every finding also goes to the report, which opens filtered on the party.
  const report = command.html === undefined ? undefined : new ReportBuilder(source.name, command.party);
  const toBoth = (f: Finding): void => {
    report?.finding(f);
    partySink(f);
  };
  const linter = new Linter(report === undefined ? partySink : toBoth);
  const progress = new Progress(process.stderr, "lint", source.size);
  let lines = 0;
  const failure = await readLines(
    source,
    (text, line) => {
      lines = line;
      report?.line(text, line);
      linter.line(text, line);
    },
    (line, problem) => {
      lines = line;
      report?.overflow(line);
      linter.overflow(line, problem);
    },
    (bytes) => {
      progress.update(bytes, lines);
      return streams.out.ready();
    },
    () => streams.out.closed,
  );
  progress.done();
  if (failure !== undefined) {
    await streams.out.flush();
    streams.err(`mcp-tasks: ${failure}`);
    return EXIT.usage;
  }
  linter.end();
  if (!command.json) streams.out.line(closingLine(tally, omitted, command.party, lines, linter.tasksSeen, source.name));
  await streams.out.flush();
  if (report !== undefined && command.html !== undefined) {
    const problem = await writeReport(command.html, report.end());
    if (problem !== undefined) {
      streams.err(`mcp-tasks: ${problem}`);
      return EXIT.usage;
    }
  }
  // The status follows the findings shown: with --party, the other party's errors do not fail the run.
  return tally.errors > 0 ? EXIT.invalid : EXIT.ok;
}
