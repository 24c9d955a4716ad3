/**
 * A tasks/update may carry responses the schema rejects under keys the task never issued (the spec says a server
 * SHOULD ignore responses to keys that are not outstanding). Only the server knows which keys are outstanding, so
 * after the codec refuses such a request, this decides whether the refusal concerns ignorable entries only.
 */
import { fromPointer, type InputResponses, type Issue } from "mcp-tasks";

/** The response keys the issues are about, or `undefined` when an issue concerns anything else. */
export function malformedResponseKeys(issues: readonly Issue[]): Set<string> | undefined {
  const keys = new Set<string>();
  for (const issue of issues) {
    const tokens = fromPointer(issue.path);
    if (tokens.length < 3 || tokens[0] !== "params" || tokens[1] !== "inputResponses") return undefined;
    keys.add(String(tokens[2]));
  }
  return keys.size > 0 ? keys : undefined;
}

/** The responses without the malformed ones. */
export function withoutKeys(responses: unknown, keys: ReadonlySet<string>): InputResponses {
  const kept: InputResponses = {};
  if (typeof responses !== "object" || responses === null) return kept;
  for (const [key, value] of Object.entries(responses)) {
    if (!keys.has(key)) Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return kept;
}
