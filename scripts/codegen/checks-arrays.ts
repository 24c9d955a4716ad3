/** The array keywords of the checks compiler: the prototype test of an array, and `items` for each of its items. */
import type { Schema } from "./checks-keywords.js";
import type { Facts } from "./checks-facts.js";
import type { NodeCompiler } from "./checks-object.js";
import { PLAIN, shapeRead } from "./checks-reads.js";

/** Statements for `items` on a value known to be an array, after its prototype test (Array's, as JSON.parse builds). */
export function arrayKeywords(
  emitter: NodeCompiler,
  schema: Record<string, unknown>,
  data: string,
  fail: string,
  facts: Facts,
): string {
  const typed = ([] as unknown[]).concat(schema.type ?? []).includes("array");
  if (schema.items === undefined && !typed) return "";
  // An array's items are its own only when it is an Array, as JSON.parse builds them (not a subclass).
  let out = "";
  if (!facts.hasPassed(data, PLAIN)) {
    facts.knowPassed(data, PLAIN);
    out = `${shapeRead(data)}if (Object.getPrototypeOf(${data}) !== arrayPrototype) ${fail}\n`;
  }
  if (schema.items === undefined) return out;
  const [index, length, item] = [`${data}$$i`, `${data}$$n`, `${data}$$v`];
  const body = emitter.node(schema.items as Schema, item, fail, facts.branch());
  return `${out}for (let ${index} = 0, ${length} = ${data}.length; ${index} < ${length}; ${index}++) {\nconst ${item} = ${data}[${index}];\n${body}}\n`;
}
