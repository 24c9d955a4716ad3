/** Describing a thrown value in words, whatever was thrown. */

/**
 * The message of a thrown value, without risking a second throw (a Symbol, or a getter that throws).
 *
 * @internal
 */
export function describeThrown(error: unknown): string {
  try {
    // String(), not a template: a Symbol (thrown, or as an Error's message) converts only this way.
    return String(error instanceof Error ? error.message : error);
  } catch {
    return "an exception was thrown";
  }
}
