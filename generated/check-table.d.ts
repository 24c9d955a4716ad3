/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
/** Each definition's fast check, which only tells valid from invalid. */
export declare const checks: { readonly [name: string]: ((value: unknown) => boolean) | undefined };
