import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { definitionNames, validate } from "../../src/validate/index.js";

const task = () => ({
  resultType: "complete",
  taskId: "t-1",
  status: "completed",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:40:00Z",
  ttlMs: 60_000,
  result: { content: [] } as unknown,
});

/** A well-formed Result: ok is a boolean, and a failure carries at least one issue with a string path. */
function expectResult(result: ReturnType<typeof validate>): void {
  expect(typeof result.ok).toBe("boolean");
  if (!result.ok) {
    expect(result.issues.length).toBeGreaterThan(0);
    for (const issue of result.issues.slice(0, 5)) {
      expect(typeof issue.path).toBe("string");
      expect(typeof issue.message).toBe("string");
    }
  }
}

function nest(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

describe("validate never throws", () => {
  it("on any value, for any definition", () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...definitionNames), anything, (name, value) => {
        expectResult(validate(name, value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("on unknown or hostile definition names", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "", "NoSuchThing"]) {
      expect(validate(name, {})).toMatchObject({ ok: false, issues: [{ path: "", keyword: "definition" }] });
    }
    expect(validate(42 as unknown as string, {})).toMatchObject({ ok: false, issues: [{ keyword: "definition" }] });
  });

  it("on cyclic objects", () => {
    const selfResult = task();
    selfResult.result = selfResult;
    expectResult(validate("GetTaskResult", selfResult));
    const cyclicMeta: Record<string, unknown> = { ...task(), _meta: {} };
    (cyclicMeta._meta as Record<string, unknown>).self = cyclicMeta;
    expect(validate("GetTaskResult", cyclicMeta).ok).toBe(true);
    const cyclicBad: Record<string, unknown> = { ...task(), status: "working" };
    cyclicBad.result = cyclicBad;
    expect(validate("GetTaskResult", cyclicBad)).toMatchObject({
      ok: false,
      issues: [{ path: "/result", keyword: "forbidden" }],
    });
    const cyclicArray: unknown[] = [];
    cyclicArray.push(cyclicArray);
    expectResult(
      validate("InputRequest", { method: "sampling/createMessage", params: { messages: cyclicArray, maxTokens: 1 } }),
    );
  });

  it("on getters that throw, whatever they throw", () => {
    const throwing = (thrown: () => unknown) => {
      const value = task();
      Object.defineProperty(value, "taskId", {
        enumerable: true,
        get: () => {
          throw thrown();
        },
      });
      return value;
    };
    expect(
      validate(
        "GetTaskResult",
        throwing(() => new Error("boom")),
      ),
    ).toMatchObject({
      ok: false,
      issues: [{ path: "", keyword: "unreadable", message: "the value could not be read: boom" }],
    });
    const unprintable = {
      toString: () => {
        throw new Error("again");
      },
    };
    expect(
      validate(
        "GetTaskResult",
        throwing(() => unprintable),
      ),
    ).toMatchObject({ ok: false, issues: [{ keyword: "unreadable" }] });
    class Sly extends Error {
      override get message(): string {
        throw new Error("no message");
      }
    }
    expect(
      validate(
        "GetTaskResult",
        throwing(() => new Sly()),
      ),
    ).toMatchObject({ ok: false, issues: [{ keyword: "unreadable" }] });
    expect(
      validate(
        "GetTaskResult",
        throwing(() => undefined),
      ),
    ).toMatchObject({ ok: false, issues: [{ keyword: "unreadable" }] });
  });

  it("on proxies, transparent or with throwing traps", () => {
    expect(validate("GetTaskResult", new Proxy(task(), {})).ok).toBe(true);
    const boom = (): never => {
      throw new Error("trap");
    };
    const traps: ProxyHandler<object>[] = [
      { get: boom },
      { has: boom },
      { ownKeys: boom },
      { getOwnPropertyDescriptor: boom },
      { getPrototypeOf: boom },
      { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom },
    ];
    for (const handler of traps) {
      for (const name of ["GetTaskResult", "UpdateTaskResult", "InputRequest", "TaskStatusNotification"] as const) {
        expectResult(validate(name, new Proxy(task(), handler)));
        expectResult(validate(name, new Proxy([], handler)));
      }
    }
    const { proxy, revoke } = Proxy.revocable(task(), {});
    revoke();
    expect(validate("GetTaskResult", proxy)).toMatchObject({ ok: false, issues: [{ keyword: "unreadable" }] });
  });

  it("on __proto__ keys from JSON.parse, which stay plain data", () => {
    const ack = JSON.parse('{"resultType":"complete","__proto__":{"taskId":"t-1","status":"working"}}') as unknown;
    expect(validate("UpdateTaskResult", ack).ok).toBe(true);
    const hollow = JSON.parse(
      '{"__proto__":{"resultType":"complete","taskId":"t","status":"working","createdAt":"2025-11-25T10:30:00Z","lastUpdatedAt":"2025-11-25T10:30:00Z","ttlMs":1}}',
    ) as unknown;
    const result = validate("GetTaskResult", hollow);
    expect(result.ok).toBe(false);
    const inputs = JSON.parse(
      '{"resultType":"complete","taskId":"t","status":"input_required","createdAt":"2025-11-25T10:30:00Z","lastUpdatedAt":"2025-11-25T10:30:00Z","ttlMs":1,"inputRequests":{"__proto__":{"method":"bogus"}}}',
    ) as unknown;
    expect(validate("GetTaskResult", inputs)).toMatchObject({
      ok: false,
      issues: [{ path: "/inputRequests/__proto__/method", keyword: "discriminator" }],
    });
    const fine = JSON.parse(JSON.stringify(inputs).replace('"bogus"', '"roots/list"')) as unknown;
    expect(validate("GetTaskResult", fine).ok).toBe(true);
    expect(({} as Record<string, unknown>).taskId).toBeUndefined();
    expect(({} as Record<string, unknown>).method).toBeUndefined();
  });

  it("on 100,000 levels of nesting under result, _meta and error data", () => {
    const deepObject = nest(100_000, {}, (inner) => ({ a: inner }));
    const deepArray = nest(100_000, [], (inner) => [inner]);
    expect(validate("GetTaskResult", { ...task(), result: deepObject }).ok).toBe(true);
    expect(validate("GetTaskResult", { ...task(), result: { content: deepArray } }).ok).toBe(true);
    expect(validate("GetTaskResult", { ...task(), _meta: deepObject }).ok).toBe(true);
    expect(
      validate("GetTaskResult", {
        ...task(),
        status: "failed",
        result: undefined,
        error: { code: 1, message: "m", data: deepObject },
      }).ok,
    ).toBe(true);
    const wrong = validate("GetTaskResult", { ...task(), status: "working", _meta: deepObject, result: deepArray });
    expect(wrong).toMatchObject({ ok: false, issues: [{ path: "/result" }] });
    expect(validate("GetTaskResult", deepArray).ok).toBe(false);
  });

  it("on huge arrays and maps", () => {
    const message = { role: "user", content: { type: "text", text: "hi" } };
    const many = Array.from({ length: 200_000 }, () => message);
    const sampling = (messages: unknown[]) => ({
      method: "sampling/createMessage",
      params: { messages, maxTokens: 10 },
    });
    expect(validate("InputRequest", sampling(many)).ok).toBe(true);
    const lastBad = [...many.slice(1), { role: "system", content: message.content }];
    expect(validate("InputRequest", sampling(lastBad))).toMatchObject({
      ok: false,
      issues: [{ path: "/params/messages/199999/role" }],
    });
    // Kept moderate: the compiled validators gather errors in time quadratic in their number.
    const allBad = validate("InputRequest", sampling(Array.from({ length: 5_000 }, () => 0)));
    expect(allBad.ok).toBe(false);
    if (!allBad.ok) expect(allBad.issues.length).toBe(5_000);
    const requests = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, { method: "roots/list" }]));
    expect(
      validate("GetTaskResult", { ...task(), status: "input_required", result: undefined, inputRequests: requests }).ok,
    ).toBe(true);
    expect(validate("GetTaskResult", { ...task(), statusMessage: "x".repeat(10_000_000) }).ok).toBe(true);
  });
});
