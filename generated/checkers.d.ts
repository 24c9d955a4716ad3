/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
import type { CompiledValidator } from "./validators.js";

/** Each definition's fast check, which only tells valid from invalid, and the validator that explains a failure. */
export declare const checkers: {
  readonly [name: string]: { readonly check: (value: unknown) => boolean; readonly explain: CompiledValidator<unknown> } | undefined;
};
