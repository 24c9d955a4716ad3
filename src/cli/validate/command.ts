/** `mcp-tasks validate`: checks every message of each input and reports one line (or JSON object) per message. */
import { definitionNames, isDefinitionName } from "../../validate/index.js";
import type { ValidateCommand } from "./args.js";
import { openSource, readLines } from "../io/input.js";
import { MessageReader, type InputMessage } from "../io/messages.js";
import type { Streams } from "../io/output.js";
import { reportToJson, reportToText, type MessageReport } from "./format.js";
import { closest } from "../suggest.js";
import { decodeChecker, definitionChecker, type Checker } from "./checker.js";
import { EXIT } from "../exit.js";
import { MESSAGE_POINTER, envelopeBodyIssue, envelopeMessage } from "../trace-envelope.js";
import { DEFAULT_LIMITS, ISSUE_CODES } from "../../codec/index.js";
import { MAX_LINE_BYTES } from "../io/lines.js";
import { printable } from "../io/printable.js";

/** Runs `validate` and returns the exit status. */
export async function runValidate(command: ValidateCommand, streams: Streams): Promise<number> {
  const as = command.as;
  if (as !== undefined && !isDefinitionName(as)) {
    streams.err(`mcp-tasks: unknown definition ${JSON.stringify(as)} for --as. ${hintFor(as)}`);
    return EXIT.usage;
  }
  let invalid = false;
  let unreadable = false;
  for (const input of command.inputs) {
    const opened = await openSource(input);
    if (!opened.ok) {
      streams.err(`mcp-tasks: ${opened.message}`);
      unreadable = true;
      continue;
    }
    const file = opened.source.name;
    const checker: Checker = as === undefined ? decodeChecker(command.maxBytes) : definitionChecker(as);
    // A line holds a message and, in a trace, its envelope: room beyond the message limit, as the default keeps.
    const maxLineBytes =
      command.maxBytes === undefined ? undefined : command.maxBytes + (MAX_LINE_BYTES - DEFAULT_LIMITS.maxBytes);
    const tally = { messages: 0, invalid: 0 };
    const write = (report: MessageReport): void => {
      tally.messages++;
      if (!report.ok) {
        invalid = true;
        tally.invalid++;
      } else if (command.quiet === true) return;
      streams.out.line(command.json ? reportToJson(report) : reportToText(report));
    };
    const reader = new MessageReader((message) => write(toReport(file, message, checker)), maxLineBytes);
    const failure = await readLines(
      opened.source,
      (text, line) => reader.line(text, line),
      (line, problem) => reader.overflow(line, problem),
      () => drain(reader, streams),
      () => streams.out.closed,
      maxLineBytes,
    );
    reader.end();
    await drain(reader, streams);
    if (failure !== undefined) {
      streams.err(`mcp-tasks: ${failure}`);
      unreadable = true;
    }
    if (command.quiet === true && !command.json && !streams.out.closed) streams.out.line(summaryLine(file, tally));
    await streams.out.flush();
  }
  if (unreadable) return EXIT.usage;
  return invalid ? EXIT.invalid : EXIT.ok;
}

/** What a quiet run prints for an input after its invalid messages: "a.jsonl: 3 messages, 1 invalid". */
function summaryLine(file: string, tally: { messages: number; invalid: number }): string {
  const messages = `${tally.messages} message${tally.messages === 1 ? "" : "s"}`;
  return `${printable(file)}: ${messages}, ${tally.invalid === 0 ? "all valid" : `${tally.invalid} invalid`}`;
}

/** Replays held lines in batches, waiting for the output between them, then waits for the output itself. */
async function drain(reader: MessageReader, streams: Streams): Promise<void> {
  while (!streams.out.closed && reader.pull()) await streams.out.ready();
  await streams.out.ready();
}

/** Checks one input message (the message inside a lint trace envelope), or reports why it is not JSON. */
function toReport(file: string, message: InputMessage, checker: Checker): MessageReport {
  if (!message.ok) {
    const issues = [{ path: "", keyword: "json", message: message.reason, code: ISSUE_CODES.invalidJson }];
    return { file, index: message.index, line: message.line, kind: "unparsable", ok: false, issues };
  }
  const bodyIssue = envelopeBodyIssue(message.value);
  if (bodyIssue !== undefined)
    return { file, index: message.index, line: message.line, kind: "http body", ok: false, issues: [bodyIssue] };
  const envelope = envelopeMessage(message.value);
  const checked = checker.check(envelope === undefined ? message.value : envelope.message);
  const issues =
    envelope === undefined ? checked.issues : checked.issues.map((i) => ({ ...i, path: MESSAGE_POINTER + i.path }));
  return { file, index: message.index, line: message.line, kind: checked.kind, ok: issues.length === 0, issues };
}

/** "Did you mean X?" for a near miss, or the list of valid names. */
function hintFor(name: string): string {
  const suggestion = closest(name, definitionNames);
  if (suggestion !== undefined) return `Did you mean ${suggestion}?`;
  return `Valid names: ${definitionNames.join(", ")}.`;
}
