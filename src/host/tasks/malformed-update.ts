/**
 * A tasks/update may carry responses the schema refuses under keys the task never issued, or already retired. The
 * spec says a server SHOULD ignore responses to keys that are not outstanding, and only the server knows which keys
 * are, so after the codec refuses such a request the host decides whether the refusal concerns ignorable entries.
 */
import type { Issue } from "../../shared/result.js";

/**
 * The response keys the issues are about, or undefined when an issue concerns anything else.
 *
 * @internal
 */
export function malformedResponseKeys(issues: readonly Issue[]): Set<string> | undefined {
  const keys = new Set<string>();
  for (const issue of issues) {
    const tokens = issue.path
      .split("/")
      .slice(1)
      .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (tokens.length < 3 || tokens[0] !== "params" || tokens[1] !== "inputResponses") return undefined;
    keys.add(tokens[2]!);
  }
  return keys.size > 0 ? keys : undefined;
}

/**
 * The responses without the malformed ones, as an object no key of which can reach its prototype.
 *
 * @internal
 */
export function withoutKeys(responses: unknown, keys: ReadonlySet<string>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (typeof responses !== "object" || responses === null || Array.isArray(responses)) return kept;
  for (const [key, value] of Object.entries(responses)) {
    if (!keys.has(key))
      Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return kept;
}
