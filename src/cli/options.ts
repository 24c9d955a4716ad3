/** Reads one command's options with Node's `util.parseArgs`, from a table, turning every mistake into a message. */
import { parseArgs } from "node:util";
import { closest } from "./suggest.js";

/** One option of a command: a flag, or an option that takes a value (`--name value` or `--name=value`). */
export interface OptionSpec {
  type: "boolean" | "string";
  /** A one-letter alias, such as "o" for --out. */
  short?: string;
  /** The usage error when the value is missing or empty; by default "--name needs a value". */
  missing?: string;
  /** The usage error when the option is given twice; without it, the last one wins. */
  once?: string;
}

/** A command's options by long name (without the dashes); --help and -h are always added. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** A command line read against its table: help asked for, a usage error, or the options and operands given. */
export type CommandLine<C> = { kind: "help" } | { kind: "usage"; message: string } | { kind: "command"; command: C };

/** The options and operands of a command line that passed its table. */
export interface ReadOptions {
  /** Each option given: a string for a value option, true for a flag. */
  values: Map<string, string | true>;
  /** The operands, before and after "--", in order. */
  operands: string[];
  /** Every value of each value option, in order, for options that may be given more than once. */
  all: Map<string, string[]>;
}

/** Reads `args` against `table`; never throws. Help wins unless a mistake comes before it. */
export function readOptions(args: readonly string[], table: OptionTable): CommandLine<ReadOptions> {
  const options: Record<string, { type: "boolean" | "string"; short?: string }> = {
    help: { type: "boolean", short: "h" },
  };
  for (const [name, spec] of Object.entries(table))
    options[name] = spec.short === undefined ? { type: spec.type } : { type: spec.type, short: spec.short };
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const values = new Map<string, string | true>();
  const operands: string[] = [];
  const all = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.kind === "positional") operands.push(token.value);
    if (token.kind !== "option") continue;
    if (token.name === "help" && token.value === undefined) return { kind: "help" };
    const spec = Object.hasOwn(table, token.name) ? table[token.name] : undefined;
    if (spec === undefined) return usage(unknown(args[token.index] ?? token.rawName, table));
    if (spec.type === "boolean") {
      if (token.value !== undefined) return usage(`--${token.name} takes no value`);
      values.set(token.name, true);
      continue;
    }
    const value = token.value;
    if (value === undefined || value === "" || (!token.inlineValue && value.startsWith("-") && value !== "-"))
      return usage(spec.missing ?? `${token.rawName} needs a value`);
    if (values.has(token.name) && spec.once !== undefined) return usage(spec.once);
    values.set(token.name, value);
    all.set(token.name, [...(all.get(token.name) ?? []), value]);
  }
  return { kind: "command", command: { values, operands, all } };
}

/** A usage error with its message. */
export function usage(message: string): { kind: "usage"; message: string } {
  return { kind: "usage", message };
}

/** "unknown option --jsn (did you mean --json?)": the suggestion only when a known name is close. */
function unknown(arg: string, table: OptionTable): string {
  const name = arg.replace(/=.*$/s, "");
  const known = [...Object.keys(table), "help"].map((n) => `--${n}`);
  const suggestion = name.startsWith("--") ? closest(name, known) : undefined;
  return `unknown option ${arg}${suggestion === undefined ? "" : ` (did you mean ${suggestion}?)`}`;
}
