/**
 * `anyOf` and `oneOf` without a discriminator: each branch runs in its own labelled block, with facts of its own,
 * and a mismatch leaves the block. Labels carry the nesting depth, so a nested union never reuses an enclosing one.
 */
import type { Schema } from "./checks-keywords.js";
import type { NodeCompiler } from "./checks-object.js";
import type { Facts } from "./checks-facts.js";

/** Tries each branch in turn; the first that passes leaves the whole check. */
export function anyOf(
  emitter: NodeCompiler,
  branches: Schema[],
  data: string,
  fail: string,
  facts: Facts,
  depth: number,
): string {
  let out = `// anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.\nanyOf${depth}: {\n`;
  branches.forEach((branch, i) => {
    const label = `branch${depth}_${i}`;
    out += `${label}: {\n${emitter.node(branch, data, `break ${label};`, facts.branch())}break anyOf${depth};\n}\n`;
  });
  return `${out}${fail}\n}\n`;
}

/** Counts the passing branches in a block of its own; exactly one must pass. */
export function oneOf(
  emitter: NodeCompiler,
  branches: Schema[],
  data: string,
  fail: string,
  facts: Facts,
  depth: number,
): string {
  const count = `$passed${depth}`;
  let out = `// oneOf: count the branches that pass (each leaves its block on a mismatch); exactly one must.\n{\nlet ${count} = 0;\n`;
  branches.forEach((branch, i) => {
    const label = `branch${depth}_${i}`;
    out += `${label}: {\n${emitter.node(branch, data, `break ${label};`, facts.branch())}${count}++;\n}\n`;
  });
  return `${out}if (${count} !== 1) ${fail}\n}\n`;
}
