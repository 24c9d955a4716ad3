/** TypeBox compiling our canonical schema's definitions at run time (raw JSON Schema, via `typebox/schema`). */
import { Compile } from "typebox/schema";
import { schema } from "mcp-tasks";
import type { CorpusName } from "./corpus.js";
import { corpusNames } from "./corpus.js";

/** Compiles each corpus definition as `{ ...schema, $ref: "#/$defs/Name" }`, so references resolve within the document. */
export function compileTypeBox(): { checks: Record<CorpusName, (v: unknown) => boolean>; accelerated: boolean } {
  const checks = {} as Record<CorpusName, (v: unknown) => boolean>;
  let accelerated = true;
  for (const name of corpusNames) {
    const validator = Compile({ ...(schema as object), $ref: `#/$defs/${name}` } as never);
    accelerated &&= validator.IsAccelerated();
    checks[name] = (v) => validator.Check(v);
  }
  return { checks, accelerated };
}
