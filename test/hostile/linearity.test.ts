/**
 * Linearity as ratios, never as timeouts: each case runs at size n and at 100·n, and the time may grow at most 3,000×
 * (growth.ts says why the step is 100, not 10). The best of several runs tames a noisy machine.
 */
import { describe, expect, it } from "vitest";
import { admitRequest, decode, encode } from "../../src/codec/index.js";
import {
  createObserver,
  createTask,
  markAnswered,
  observe,
  transition,
  type TaskState,
} from "../../src/machine/index.js";
import { validate } from "../../src/validate/index.js";
import type { InputRequest, InputResponse } from "../../generated/types.js";
import { MAX_GROWTH, STEP, growth } from "./growth.js";

const now = "2026-01-01T00:00:00Z";

const keyed = (n: number): Record<string, InputRequest> => {
  const requests: Record<string, InputRequest> = {};
  for (let i = 0; i < n; i++)
    requests[`k${i}`] = {
      method: "elicitation/create",
      params: { message: "m", requestedSchema: { type: "object", properties: {} } },
    };
  return requests;
};
const working = (): TaskState => {
  const created = createTask({ taskId: "t", now, ttlMs: null });
  if (!created.ok) throw new Error("setup");
  return created.state;
};
const snapshotWithKeys = (n: number): object => ({
  taskId: "t",
  status: "input_required",
  createdAt: now,
  lastUpdatedAt: now,
  ttlMs: null,
  inputRequests: keyed(n),
});
const messageWithKeys = (n: number): object => ({
  jsonrpc: "2.0",
  method: "notifications/tasks",
  params: {
    taskId: "t",
    status: "input_required",
    createdAt: now,
    lastUpdatedAt: now,
    ttlMs: null,
    inputRequests: keyed(n),
  },
});
const deepText = (n: number): string =>
  `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[],"structuredContent":${"[".repeat(n)}${"]".repeat(n)}}}`;

describe("time grows linearly with the input", () => {
  const cases: Array<[string, number, (n: number) => () => unknown]> = [
    [
      "observe: input request keys",
      200,
      (n) => {
        const s = snapshotWithKeys(n);
        return () => observe(createObserver(), s);
      },
    ],
    [
      "observe: a second poll of the same keys",
      200,
      (n) => {
        const first = observe(createObserver(), snapshotWithKeys(n)).state;
        const s = snapshotWithKeys(n);
        return () => observe(first, s);
      },
    ],
    [
      "markAnswered: keys",
      500,
      (n) => {
        const keys = Array.from({ length: n }, (_, i) => `k${i}`);
        return () => markAnswered(createObserver(), keys);
      },
    ],
    [
      "transition requestInput: keys",
      200,
      (n) => {
        const s = working();
        const r = keyed(n);
        return () => transition(s, { type: "requestInput", now, inputRequests: r });
      },
    ],
    [
      "createTask: input request keys",
      200,
      (n) => {
        const r = keyed(n);
        expect(createTask({ taskId: "t", now, ttlMs: null, status: "input_required", inputRequests: r }).ok).toBe(true);
        return () => createTask({ taskId: "t", now, ttlMs: null, status: "input_required", inputRequests: r });
      },
    ],
    [
      "transition provideInput: keys",
      200,
      (n) => {
        const asked = transition(working(), { type: "requestInput", now, inputRequests: keyed(n) });
        const responses: Record<string, InputResponse> = {};
        for (let i = 0; i < n; i++) responses[`k${i}`] = { action: "accept", content: {} };
        return () =>
          transition(asked.ok ? asked.state : working(), { type: "provideInput", now, inputResponses: responses });
      },
    ],
    [
      "validate: object keys",
      200,
      (n) => {
        const m = messageWithKeys(n);
        return () => validate("TaskStatusNotification", m);
      },
    ],
    [
      "decode: text with keys",
      200,
      (n) => {
        const t = JSON.stringify(messageWithKeys(n));
        return () => decode(t);
      },
    ],
    [
      "encode: keys",
      200,
      (n) => {
        const m = messageWithKeys(n);
        return () => encode(m);
      },
    ],
    [
      "decode: array length",
      2_000,
      (n) => {
        const t = JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          result: { resultType: "complete", content: [], structuredContent: { n: new Array(n).fill(7) } },
        });
        return () => decode(t);
      },
    ],
    [
      "decode: nesting past the depth limit",
      1_000,
      (n) => {
        const t = deepText(n);
        return () => decode(t);
      },
    ],
    [
      "decode: nesting within a raised depth limit",
      100,
      (n) => {
        const t = deepText(n);
        return () => decode(t, { maxDepth: 100_000 });
      },
    ],
    [
      "admitRequest: string length",
      10_000,
      (n) => {
        const t = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "x".repeat(n) } });
        return () => admitRequest(t);
      },
    ],
  ];
  for (const [name, n, make] of cases) {
    it(`${name}: n=${n} → ${STEP * n}`, () => {
      expect(growth(n, make)).toBeLessThan(MAX_GROWTH);
    });
  }
});

describe("the measure itself", () => {
  it("catches quadratic work: a foil that looks keys up in a list grows far above the bound", () => {
    const foil = (n: number) => {
      const keys = Array.from({ length: n }, (_, i) => `k${i}`);
      return () => keys.filter((k, i) => keys.indexOf(k) === i).length;
    };
    expect(growth(200, foil)).toBeGreaterThan(MAX_GROWTH);
  });
});
