/** Valid messages of every kind, to be mutated: the spec's examples and generated samples. */
import fc from "fast-check";
import {
  callToolRequestArb,
  cancelTaskRequestArb,
  cancelTaskResultResponseArb,
  createTaskResultResponseArb,
  getTaskRequestArb,
  getTaskResultResponseArb,
  taskStatusNotificationArb,
  updateTaskRequestArb,
  updateTaskResultResponseArb,
} from "../arbitraries/messages.js";
import {
  missingCapabilityError,
  taskNotFoundError,
  methodNotFoundError,
  headerMismatchError,
} from "../../src/codec/index.js";
import { specBlocks } from "../codec/spec-examples.js";

/** A valid message and the method of the request it answers, when it is a response. */
export interface Seed {
  message: unknown;
  /** The message as JSON text. */
  text: string;
  answers?: string;
}

/** Builds the corpus once: every spec example plus `perKind` generated messages of each kind. */
export function buildCorpus(perKind: number, seed: number): Seed[] {
  return collect(perKind, seed).map((s) => ({ ...s, text: JSON.stringify(s.message) }));
}

function collect(perKind: number, seed: number): Array<Omit<Seed, "text">> {
  const seeds: Array<Omit<Seed, "text">> = specBlocks(["json"]).map((b) => {
    const message = JSON.parse(b.text) as Record<string, unknown>;
    const result = message.result as Record<string, unknown> | undefined;
    const answers =
      result === undefined
        ? undefined
        : result.resultType === "task"
          ? "tools/call"
          : "taskId" in result
            ? "tasks/get"
            : "tasks/update";
    return answers === undefined ? { message } : { message, answers };
  });
  const sample = <V>(arb: fc.Arbitrary<V>, offset: number): V[] =>
    fc.sample(arb, { numRuns: perKind, seed: seed + offset });
  const requests = [
    getTaskRequestArb,
    updateTaskRequestArb,
    cancelTaskRequestArb,
    callToolRequestArb,
    taskStatusNotificationArb,
  ] as fc.Arbitrary<unknown>[];
  requests.forEach((arb, i) => sample(arb, i).forEach((message) => seeds.push({ message })));
  const responses: Array<[string, fc.Arbitrary<unknown>]> = [
    ["tools/call", createTaskResultResponseArb],
    ["tasks/get", getTaskResultResponseArb],
    ["tasks/update", updateTaskResultResponseArb],
    ["tasks/cancel", cancelTaskResultResponseArb],
  ];
  responses.forEach(([answers, arb], i) => sample(arb, 100 + i).forEach((message) => seeds.push({ message, answers })));
  for (const error of [
    missingCapabilityError(1),
    taskNotFoundError(2),
    methodNotFoundError(3, "tasks/result"),
    headerMismatchError(4, "m"),
  ])
    seeds.push({ message: error });
  return seeds;
}
