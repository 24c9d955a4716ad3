/** The command line of `mcp-tasks validate`. */
import { type CommandLine, type OptionTable, readOptions, usage } from "../options.js";

/** The largest --max-bytes: a line must still fit in one JavaScript string. */
const MAX_BYTES_CEILING = 256 * 1024 * 1024;

/** `mcp-tasks validate`, parsed. */
export interface ValidateCommand {
  name: "validate";
  /** The definition every message is checked against, instead of classifying it as the codec does. */
  as: string | undefined;
  json: boolean;
  /** Prints only the invalid messages and the summary, not one "ok" line per valid message. */
  quiet?: boolean;
  /** Paths, or "-" for standard input. */
  inputs: string[];
  maxBytes?: number;
}

/** The options `validate` takes. */
const OPTIONS: OptionTable = {
  as: { type: "string", missing: "--as needs a definition name", once: "--as is given more than once" },
  json: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  "max-bytes": { type: "string", missing: maxBytesMessage() },
};

/** Parses the arguments after `validate`; never throws. */
export function parseValidate(rest: readonly string[]): CommandLine<ValidateCommand> {
  const read = readOptions(rest, OPTIONS);
  if (read.kind !== "command") return read;
  const { values, operands: inputs } = read.command;
  const as = values.get("as");
  const maxBytesText = values.get("max-bytes");
  let maxBytes: number | undefined;
  if (typeof maxBytesText === "string") {
    maxBytes = /^[1-9][0-9]{0,9}$/.test(maxBytesText) ? Number(maxBytesText) : NaN;
    if (!(maxBytes <= MAX_BYTES_CEILING)) return usage(maxBytesMessage());
  }
  if (inputs.length === 0) return usage("no input given (name one or more files, or - for standard input)");
  if (inputs.filter((i) => i === "-").length > 1) return usage("standard input (-) can be read only once");
  const command: ValidateCommand = {
    name: "validate",
    as: typeof as === "string" ? as : undefined,
    json: values.has("json"),
    inputs,
  };
  if (values.has("quiet")) command.quiet = true;
  if (maxBytes !== undefined) command.maxBytes = maxBytes;
  return { kind: "command", command };
}

function maxBytesMessage(): string {
  return `--max-bytes needs a whole number of bytes from 1 to ${MAX_BYTES_CEILING}`;
}
