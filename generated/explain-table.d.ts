/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
import type { CompiledValidator } from "./validators.js";

/** Each definition's Ajv validator, the reference, which explains why a value is invalid. */
export declare const explainers: { readonly [name: string]: CompiledValidator<unknown> | undefined };
