/** Ajv compiling the upstream schema (spec/upstream-schema.json) at run time, as a user of it would. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { CorpusName } from "./corpus.js";
import { corpusNames } from "./corpus.js";
import { root } from "./dist.js";

/** Where the upstream schema lives: vendored in spec/ (see spec/README.md). */
export const upstreamPath = join(root, "spec/upstream-schema.json");

/** The Ajv options used for the upstream schema: Ajv's defaults, with strict mode off (the schema is not strict-clean) and its warnings silenced. */
export const upstreamOptions = { strict: false, logger: false } as const;

/** Compiles the upstream definitions the corpus uses; throws when the schema file is missing. */
export function compileUpstream(): Record<CorpusName, (v: unknown) => boolean> {
  const schema = JSON.parse(readFileSync(upstreamPath, "utf8")) as { $id: string; $schema: string };
  if (!schema.$schema.includes("2020-12"))
    throw new Error(`upstream schema is ${schema.$schema}, expected draft 2020-12`);
  const ajv = new Ajv2020(upstreamOptions);
  ajv.addSchema(schema);
  const out = {} as Record<CorpusName, (v: unknown) => boolean>;
  for (const name of corpusNames) {
    const validator = ajv.getSchema(`${schema.$id}#/$defs/${name}`);
    if (!validator) throw new Error(`upstream schema has no definition ${name}`);
    out[name] = (v) => validator(v) as boolean;
  }
  return out;
}
