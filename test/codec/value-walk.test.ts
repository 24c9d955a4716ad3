/**
 * What the check of an already-parsed value holds, through decode, decodeResult and encode: the depth limit exactly,
 * in every input form; the pointer of each problem it finds; a shared object that is no cycle; plain objects made
 * in another realm; and, with `parsed: true`, the same verdicts as the full walk.
 */
import { describe, it, expect } from "vitest";
import { runInNewContext } from "node:vm";
import { decode, decodeResult, encode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

/** `levels` objects or arrays nested in one another, innermost 0. */
function nest(levels: number, array: boolean): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = array ? [value] : { v: value };
  return value;
}

/** A request whose params hold `inner`: the message is 2 levels deep before `inner`. */
const request = (inner: unknown): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id: 1,
  method: "x",
  params: { a: inner },
});

type Verdict = { ok: boolean; issues?: { code?: string }[] };

/** Every way a message reaches the depth check. */
const FORMS: Readonly<Record<string, (message: Record<string, unknown>, maxDepth: number) => Verdict>> = {
  text: (m, maxDepth) => decode(JSON.stringify(m), { maxDepth }),
  bytes: (m, maxDepth) => decode(new TextEncoder().encode(JSON.stringify(m)), { maxDepth }),
  value: (m, maxDepth) => decode(m, { maxDepth }),
  "parsed value": (m, maxDepth) => decode(JSON.parse(JSON.stringify(m)), { maxDepth, parsed: true }),
  encode: (m, maxDepth) => encode(m, { maxDepth }),
  "decodeResult value": (m, maxDepth) => decodeResult("x/y", { resultType: "complete", a: m.params }, { maxDepth }),
  "decodeResult parsed": (m, maxDepth) =>
    decodeResult("x/y", { resultType: "complete", a: m.params }, { maxDepth, parsed: true }),
};

const tooDeep = (v: Verdict): boolean => !v.ok && v.issues?.[0]?.code === ISSUE_CODES.tooDeep;

describe("the depth limit", () => {
  it("admits a message exactly maxDepth deep and refuses it one level deeper, in every form", () => {
    for (const levels of [0, 1, 5, 40]) {
      for (const array of [true, false]) {
        // The message and its params are 2 levels; `levels` more below them.
        const message = request(nest(levels, array));
        const depth = 2 + levels;
        for (const [form, check] of Object.entries(FORMS)) {
          const verdict = {
            form,
            levels,
            array,
            at: check(message, depth).ok,
            under: tooDeep(check(message, depth - 1)),
          };
          expect(verdict).toEqual({ form, levels, array, at: true, under: true });
        }
      }
    }
  });

  it("points at the object that goes too deep", () => {
    const message = request([{ b: [[0]] }]);
    for (const parsed of [false, true]) {
      expect(issuesOf(decode(message, { maxDepth: 4, parsed }))[0]).toMatchObject({
        path: "/params/a/0/b",
        keyword: "maxDepth",
        code: ISSUE_CODES.tooDeep,
      });
    }
  });
});

describe("the walk of a parsed value", () => {
  it("points at each value JSON cannot carry, escaping the keys it passes", () => {
    // JSON.parse can give non-finite numbers and lone surrogates, so `parsed: true` must find these too.
    const parsable: [unknown, string, string][] = [
      [{ "a/b": [1, { "c~d": Number.NaN }] }, "/params/a/a~1b/1/c~0d", ISSUE_CODES.notJson],
      [{ s: ["ok", "a\ud800"] }, "/params/a/s/1", ISSUE_CODES.loneSurrogate],
      [{ "k\udc00": 1 }, "/params/a/k\udc00", ISSUE_CODES.loneSurrogate],
      [[Number.POSITIVE_INFINITY], "/params/a/0", ISSUE_CODES.notJson],
    ];
    for (const [inner, path, code] of parsable) {
      for (const parsed of [false, true]) {
        const issue = issuesOf(decode(request(inner), { parsed }))[0];
        expect({ path, parsed, issue }).toMatchObject({ path, parsed, issue: { path, code } });
      }
    }
    // These only a caller's own value can hold.
    const unparsable: [unknown, string][] = [
      [[0, 1, undefined], "/params/a/2"],
      [{ f: () => 1 }, "/params/a/f"],
      [[1, , 3], "/params/a/1"],
    ];
    for (const [inner, path] of unparsable) {
      expect(issuesOf(decode(request(inner)))[0]).toMatchObject({ path, code: ISSUE_CODES.notJson });
    }
  });

  it("accepts one object reached twice, which is no cycle, and refuses a real cycle where it closes", () => {
    const shared = { s: [1, 2] };
    expect(valueOf(decode(request({ x: shared, y: shared, z: [shared, shared] }))).kind).toBe("JSONRPCRequest");
    const list: unknown[] = [1];
    list.push({ back: list });
    expect(issuesOf(decode(request(list)))[0]).toMatchObject({ path: "/params/a/1/back", code: ISSUE_CODES.notJson });
  });

  it("drops an undefined member, as serialisation does, but refuses an undefined array element", () => {
    expect(valueOf(decode(request({ gone: undefined, kept: 1 }))).kind).toBe("JSONRPCRequest");
    expect(valueOf(encode(request({ gone: undefined })))).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":{}}}',
    );
    expect(issuesOf(decode(request([undefined])))[0]?.code).toBe(ISSUE_CODES.notJson);
  });

  it("accepts plain objects and arrays made in another realm, and refuses that realm's other objects", () => {
    const foreign = runInNewContext('({ a: { b: [1, "x", null, true] }, n: Object.create(null) })') as unknown;
    expect(valueOf(decode(request(foreign))).kind).toBe("JSONRPCRequest");
    expect(valueOf(decode(runInNewContext('({ jsonrpc: "2.0", id: 1, method: "x", params: {} })'))).kind).toBe(
      "JSONRPCRequest",
    );
    for (const odd of ["new Date(0)", "new Map()", "new (class A {})()", "Object.create({})"]) {
      const issue = issuesOf(decode(request(runInNewContext(odd))))[0];
      expect({ odd, issue }).toMatchObject({ odd, issue: { path: "/params/a", code: ISSUE_CODES.notJson } });
    }
  });
});
