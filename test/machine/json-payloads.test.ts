import { describe, it, expect } from "vitest";
import { createTask, transition, type TaskState } from "../../src/machine/index.js";
import { isJsonValue } from "../../src/machine/json.js";

const now = "2026-11-22T10:00:00Z";
const working = (): TaskState => {
  const created = createTask({ taskId: "t", now, ttlMs: null });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
};
const elicit = {
  method: "elicitation/create",
  params: { message: "?", requestedSchema: { type: "object", properties: {} } },
};

describe("payloads that JSON cannot carry", () => {
  const notJson: Array<[string, unknown]> = [
    ["a Date", new Date(0)],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["undefined in an object", { a: undefined }],
    ["a hole in an array", [1, , 3]],
    ["a function", () => 1],
    ["a bigint", 1n],
    ["a class instance", new (class Thing {})()],
  ];

  it("are told apart from JSON data, including cycles and deep nesting", () => {
    for (const [, value] of notJson) expect(isJsonValue({ content: [], x: value })).toBe(false);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(isJsonValue(cyclic)).toBe(false);
    const shared = { n: 1 };
    expect(isJsonValue({ a: shared, b: shared, c: [shared, shared] })).toBe(true);
    let deep: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) deep = { deep };
    expect(isJsonValue(deep)).toBe(true);
    expect(isJsonValue({ ok: [null, true, 1.5, "s", { nested: [] }] })).toBe(true);
  });

  it("are refused by complete, fail, requestInput, provideInput and createTask, leaving the state as it was", () => {
    const s = working();
    for (const [name, value] of notJson) {
      const completed = transition(s, { type: "complete", now, result: { content: [], bad: value } });
      expect(completed.ok, `complete with ${name}`).toBe(false);
      const failed = transition(s, { type: "fail", now, error: { code: -32603, message: "x", data: value } });
      expect(failed.ok, `fail with ${name}`).toBe(false);
      const asked = transition(s, {
        type: "requestInput",
        now,
        inputRequests: { k: { ...elicit, extra: value } as never },
      });
      expect(asked.ok, `requestInput with ${name}`).toBe(false);
      expect(
        createTask({ taskId: "u", now, ttlMs: null, status: "completed", result: { bad: value } }).ok,
        `createTask with ${name}`,
      ).toBe(false);
    }
    const asked = transition(s, { type: "requestInput", now, inputRequests: { k: elicit as never } });
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    const answered = transition(asked.state, {
      type: "provideInput",
      now,
      inputResponses: { k: { action: "accept", content: { when: new Date(0) } } as never },
    });
    expect(answered.ok).toBe(false);
    expect(asked.state.status).toBe("input_required");
  });
});
