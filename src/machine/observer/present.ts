/** Which input requests of a view the client should present now: each key once, never one presented before. */
import { NONE } from "./observation.js";
import type { InputRequestEntry, TaskView } from "../state.js";

/**
 * The view's input requests whose key was never presented, each key once.
 *
 * @internal
 */
export function toPresent(presented: readonly string[], view: TaskView): readonly InputRequestEntry[] {
  const requests = view.inputRequests;
  if (view.status !== "input_required" || requests === null) return NONE;
  let out: InputRequestEntry[] | null = null;
  // Few keys (most tasks): search the list; many: one set, so that presenting stays linear in the number of keys.
  const shown = presented.length + requests.length > 16 ? new Set(presented) : undefined;
  for (let i = 0; i < requests.length; i++) {
    const entry = requests[i]!;
    if (shown !== undefined ? shown.has(entry[0]) : presented.includes(entry[0]) || out?.some((e) => e[0] === entry[0]))
      continue;
    shown?.add(entry[0]);
    (out ??= []).push(entry);
  }
  return out ?? NONE;
}
