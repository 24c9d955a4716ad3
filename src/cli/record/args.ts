/** The command line of `mcp-tasks record`. */
import { DEFAULT_LIMITS } from "../../codec/index.js";
import type { Party } from "../lint/rules.js";
import { type CommandLine, type OptionTable, readOptions, usage } from "../options.js";

/** `mcp-tasks record`, parsed. */
export interface RecordCommand {
  name: "record";
  /** The MCP endpoint to forward to (http: or https:). */
  target: URL;
  /** Where the proxy listens. */
  host: string;
  port: number;
  /** The trace file, or "-" for standard output. */
  out: string;
  /** Whether findings are printed live. */
  lint: boolean;
  party: Party | undefined;
  json: boolean;
  /** The largest message recorded. */
  maxMessageBytes: number;
  /** A report of the recording written at exit. */
  html: string | undefined;
  /** Header names (lower case) whose values are recorded besides the harmless ones. */
  keepHeaders: Set<string>;
  /** The most client connections open at once; more are answered 503 with Retry-After. */
  maxConnections: number;
  /** Seconds a client has to send a whole request (head and body), else it gets 408 and the body is recorded cut off. */
  requestTimeout: number;
}

/** The most client connections open at once without --max-connections. */
export const DEFAULT_MAX_CONNECTIONS = 64;

/** Seconds to send a whole request without --request-timeout. */
export const DEFAULT_REQUEST_TIMEOUT = 60;

/** The address listened on without --listen. */
export const DEFAULT_LISTEN = { host: "127.0.0.1", port: 4000 } as const;

/** The options `record` takes; each value option is read by `apply` below. */
const OPTIONS: OptionTable = {
  target: { type: "string" },
  listen: { type: "string" },
  out: { type: "string", short: "o", missing: "--out needs a value" },
  lint: { type: "boolean" },
  party: { type: "string" },
  json: { type: "boolean" },
  "max-message-bytes": { type: "string" },
  html: { type: "string" },
  "keep-header": { type: "string" },
  "max-connections": { type: "string" },
  "request-timeout": { type: "string" },
};

/** Parses the arguments after `record`; never throws. */
export function parseRecord(rest: readonly string[]): CommandLine<RecordCommand> {
  const read = readOptions(rest, OPTIONS);
  if (read.kind !== "command") return read;
  const { values, operands, all } = read.command;
  if (operands.length > 0) return usage(`unexpected argument ${JSON.stringify(operands[0])}`);
  const command: Draft = {
    name: "record",
    target: undefined,
    ...DEFAULT_LISTEN,
    out: "trace.jsonl",
    lint: values.has("lint"),
    party: undefined,
    json: values.has("json"),
    maxMessageBytes: DEFAULT_LIMITS.maxBytes,
    html: undefined,
    keepHeaders: new Set(),
    maxConnections: DEFAULT_MAX_CONNECTIONS,
    requestTimeout: DEFAULT_REQUEST_TIMEOUT,
  };
  for (const [option, value] of values) {
    const problem = typeof value === "string" && option !== "keep-header" ? apply(command, option, value) : undefined;
    if (problem !== undefined) return usage(problem);
  }
  for (const name of all.get("keep-header") ?? []) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      return usage(`--keep-header needs a header name, not ${JSON.stringify(name)}`);
    command.keepHeaders.add(name.toLowerCase());
  }
  const target = command.target;
  if (target === undefined)
    return usage("--target is required: the URL of the MCP endpoint to record, such as http://127.0.0.1:3000/mcp");
  if (command.party !== undefined && !command.lint) return usage("--party applies to --lint");
  if (command.json && !command.lint) return usage("--json applies to --lint");
  if (command.out === "-" && command.lint)
    return usage("--out - writes the trace to standard output, where --lint prints its findings: name a file");
  return { kind: "command", command: { ...command, target } };
}

/** The command while it is being parsed: the target is required, but comes in any position. */
type Draft = Omit<RecordCommand, "target"> & { target: URL | undefined };

/** Sets one value-taking option; returns what is wrong with the value, if anything. */
function apply(command: Draft, option: string, value: string): string | undefined {
  switch (option) {
    case "target": {
      const url = parseUrl(value);
      if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:"))
        return `--target needs an http: or https: URL, not ${JSON.stringify(value)}`;
      command.target = url;
      return undefined;
    }
    case "listen": {
      const address = parseListen(value);
      if (address === undefined)
        return `--listen needs [host:]port, such as 127.0.0.1:4000, not ${JSON.stringify(value)}`;
      command.host = address.host;
      command.port = address.port;
      return undefined;
    }
    case "out":
      command.out = value;
      return undefined;
    case "html":
      command.html = value;
      return undefined;
    case "party":
      if (value !== "client" && value !== "server") return "--party needs client or server";
      command.party = value;
      return undefined;
    case "max-message-bytes":
    case "max-connections":
    case "request-timeout": {
      const n = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n)) return `--${option} needs a positive whole number, not ${JSON.stringify(value)}`;
      if (option === "max-connections") command.maxConnections = n;
      else if (option === "request-timeout") command.requestTimeout = n;
      else command.maxMessageBytes = n;
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The target as printed: its origin and path. A user name, a password or a query (which may hold an API key) never
 * reach the terminal; credentials show as "[redacted]@". The proxy forwards none of them.
 */
export function shownTarget(url: URL): string {
  const credentials = url.username !== "" || url.password !== "" ? "[redacted]@" : "";
  return `${url.protocol}//${credentials}${url.host}${url.pathname}${url.search === "" ? "" : "?[redacted]"}`;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** "4000", ":4000", "host:4000" or "[::1]:4000". */
export function parseListen(text: string): { host: string; port: number } | undefined {
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]*):)?([0-9]{1,5})$/.exec(text);
  if (match === null) return undefined;
  const port = Number(match[2]);
  if (port > 65535) return undefined;
  const host = match[1] === undefined || match[1] === "" ? DEFAULT_LISTEN.host : match[1].replace(/^\[|\]$/g, "");
  return { host, port };
}
