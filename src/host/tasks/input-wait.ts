/**
 * What a worker waiting for input needs: the requests it sent checked as the wire will read them, and the answers to
 * them read from the stored task; kept apart from the worker's signal and watch.
 */
import type { InputRequests, InputResponse, InputResponses } from "../../../generated/types.js";
import { decodeResult } from "../../codec/decode/result-dispatch.js";
import { inputResponseFor } from "../../machine/input.js";
import type { TaskState } from "../../machine/state.js";
import { STORED_LIMITS } from "../wire-text.js";
import { plainCopy } from "./plain-copy.js";

/**
 * A wait for the answers to some input requests.
 *
 * @internal
 */
export interface Waiter {
  readonly keys: readonly string[];
  readonly resolve: (answers: InputResponses) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Input requests a tool asked for, copied once and checked as the wire will read them; throws naming the problem.
 *
 * @internal
 */
export function checkedInputRequests(requests: InputRequests): InputRequests {
  // Read once: the copy is what is checked and what is stored, whatever a getter would answer on a second read.
  const copy = plainCopy(requests);
  if (!copy.ok) throw new Error(`invalid input requests: ${copy.message}`);
  const plain = copy.value as InputRequests;
  // Requests that are not valid on the wire would make every tasks/get of the task unanswerable: refuse them here.
  const valid = decodeResult("tools/call", { resultType: "input_required", inputRequests: plain }, STORED_LIMITS);
  if (!valid.ok)
    throw new Error(
      `invalid input requests: ${valid.issues[0]?.path ?? ""} ${valid.issues[0]?.message ?? ""}`.replace(
        "/inputRequests",
        "",
      ),
    );
  return plain;
}

/**
 * The accepted response of every key, or undefined while one is missing.
 *
 * @internal
 */
export function answersFor(state: TaskState, keys: readonly string[]): InputResponses | undefined {
  const answers: Record<string, InputResponse> = {};
  for (const key of keys) {
    const response = inputResponseFor(state, key);
    if (response === undefined) return undefined;
    Object.defineProperty(answers, key, { value: response, enumerable: true, writable: true, configurable: true });
  }
  return answers;
}
