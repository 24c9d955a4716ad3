/** Pieces every command's argument parser shares: splitting off operands, and reading an option's value. */

/** Separates what comes before "--" (options and operands) from what follows it (operands only). */
export function splitOptions(args: readonly string[]): { options: string[]; operands: string[] } {
  const cut = args.indexOf("--");
  return cut === -1
    ? { options: [...args], operands: [] }
    : { options: args.slice(0, cut), operands: args.slice(cut + 1) };
}

/** An argument that looks like an option; "-" alone names standard input. */
export function isOption(arg: string): boolean {
  return arg.startsWith("-") && arg !== "-";
}

/**
 * The value of a value-taking option at `options[i]`, spelled `--name value`, `--name=value` (or `-o value` for a
 * short alias): `undefined` when `options[i]` is not this option, `{ value: undefined }` when its value is missing.
 */
export function optionValue(
  options: readonly string[],
  i: number,
  name: string,
  short?: string,
): { value: string | undefined; next: number } | undefined {
  const arg = options[i]!;
  if (arg.startsWith(`${name}=`)) {
    const value = arg.slice(name.length + 1);
    return { value: value === "" ? undefined : value, next: i };
  }
  if (arg !== name && arg !== short) return undefined;
  const value = options[i + 1];
  if (value === undefined || (isOption(value) && value !== "-")) return { value: undefined, next: i };
  return { value, next: i + 1 };
}
