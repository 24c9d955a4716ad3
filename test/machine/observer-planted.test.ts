import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  toGetTaskResult,
  toTaskStatusNotification,
  CHANGE_AFTER_TERMINAL,
  CREATED_AT_CHANGED,
  KEY_REQUEST_CHANGED,
  KEY_REUSED,
  TASK_ID_CHANGED,
  TERMINAL_PAYLOAD_CHANGED,
  TERMINAL_STATUS_CHANGED,
  type TaskState,
} from "../../src/machine/index.js";
import { REQUESTS, iso, roundTrip, type RawEvent } from "./arbitraries.js";
import { PLANTED_KEY, delivered, legalRun, legalRunFrom, observeAll } from "./legal-run.js";

/** A run that issued PLANTED_KEY and answered it, so the key was seen and then absent. */
const answeredPrefix: RawEvent[] = [
  { type: "requestInput", at: 0, keys: [PLANTED_KEY], request: 2, asEntries: false },
  { type: "provideInput", at: 0, keys: [PLANTED_KEY], response: 2, asEntries: false },
];
const endsDone: RawEvent = { type: "complete", at: 0, isError: false };

describe("observer on planted violations", () => {
  const cases: {
    name: string;
    code: string;
    prefix: RawEvent[];
    suffix: RawEvent[];
    plant: (last: TaskState) => unknown;
  }[] = [
    {
      name: "a non-terminal snapshot after the terminal one",
      code: CHANGE_AFTER_TERMINAL,
      prefix: [],
      suffix: [endsDone],
      plant: (last) => ({
        ...roundTrip(toTaskStatusNotification(last)).params,
        status: "working",
        result: undefined,
        lastUpdatedAt: iso(10_000),
      }),
    },
    {
      name: "a terminal payload that changed",
      code: TERMINAL_PAYLOAD_CHANGED,
      prefix: [],
      suffix: [endsDone],
      plant: (last) =>
        last.status === "failed"
          ? { ...roundTrip(toGetTaskResult(last)), error: { code: 1, message: "another error" } }
          : { ...roundTrip(toGetTaskResult(last)), status: "completed", result: { changed: true } },
    },
    {
      name: "a terminal status that changed",
      code: TERMINAL_STATUS_CHANGED,
      prefix: [],
      suffix: [endsDone],
      plant: (last) =>
        last.status === "failed"
          ? { ...roundTrip(toGetTaskResult(last)), status: "completed", error: undefined, result: {} }
          : {
              ...roundTrip(toGetTaskResult(last)),
              status: "failed",
              result: undefined,
              error: { code: -1, message: "x" },
            },
    },
    {
      name: "a changed taskId",
      code: TASK_ID_CHANGED,
      prefix: [],
      suffix: [],
      plant: (last) => ({ ...roundTrip(toGetTaskResult(last)), taskId: "other" }),
    },
    {
      name: "a changed createdAt",
      code: CREATED_AT_CHANGED,
      prefix: [],
      suffix: [],
      plant: (last) => ({ ...roundTrip(toGetTaskResult(last)), createdAt: iso(-1000) }),
    },
    {
      name: "one key used for two requests",
      code: KEY_REQUEST_CHANGED,
      prefix: answeredPrefix,
      suffix: [],
      plant: () => ({
        ...roundTrip(toGetTaskResult(legalRun(answeredPrefix.slice(0, 1), [1], ["z"], null)[1]!)),
        inputRequests: { [PLANTED_KEY]: REQUESTS[0] },
      }),
    },
    {
      name: "a key reused after it went away",
      code: KEY_REUSED,
      prefix: answeredPrefix,
      suffix: [],
      plant: (last) => ({
        ...roundTrip(toGetTaskResult(last)),
        status: "input_required",
        result: undefined,
        error: undefined,
        lastUpdatedAt: iso(10_000),
        inputRequests: { [PLANTED_KEY]: REQUESTS[2] },
      }),
    },
  ];

  for (const c of cases) {
    it(`always reports ${c.name} (${c.code}), wherever it arrives`, () => {
      fc.assert(
        fc.property(delivered(c.prefix), fc.nat(), ([states, order, extra, forms, inline, answers], where) => {
          const finished = c.suffix.length === 0 ? states : legalRunFrom(states, c.suffix);
          const last = finished[finished.length - 1]!;
          if (c.code === TERMINAL_PAYLOAD_CHANGED) fc.pre(last.status !== "cancelled");
          const planted = roundTrip(c.plant(last));
          const all = finished === states ? [...order, ...extra] : [...order, ...extra, finished.length - 1];
          const { violations } = observeAll(finished, all, forms, inline, answers, [planted], where % (all.length + 1));
          expect(violations.map((v) => v.code)).toContain(c.code);
          const found = violations.find((v) => v.code === c.code)!;
          expect(typeof found.message).toBe("string");
          if (c.code === KEY_REQUEST_CHANGED || c.code === KEY_REUSED) expect(found.key).toBe(PLANTED_KEY);
        }),
        { numRuns: 100 },
      );
    });
  }
});
