/** Telling a keyed object from everything else, safely for any value a peer can hand over. */

/**
 * Tells whether a value is a non-null, non-array object (a revoked Proxy is not: nothing can be read from it).
 *
 * @internal
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;
  }
}
