/**
 * A legacy `ttl` explains the schema's "ttlMs is required", and nothing else: a legacy `pollInterval` does not, and
 * other issues beside a legacy `ttl` (another required field, a wrong ttlMs) stay.
 */
import { describe, it, expect } from "vitest";
import { decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, WORKING } from "./helpers.js";

const { ttlMs: _ttlMs, pollIntervalMs: _poll, ...BASE } = WORKING;
const { createdAt: _createdAt, ...WITHOUT_CREATED } = BASE;

/** Path, keyword and code of each issue of a CreateTaskResult. */
function created(fields: object): [string, string, string | undefined][] {
  const issues = issuesOf(decodeResult("tools/call", { resultType: "task", ...fields }, { declaresTasks: true }));
  return issues.map((i) => [i.path, i.keyword, i.code]);
}

describe("the issues beside a legacy field name", () => {
  it("keep the missing ttlMs when only pollInterval is legacy", () => {
    expect(created({ ...BASE, pollInterval: 5000 })).toEqual([
      ["/pollInterval", "legacy", ISSUE_CODES.legacyFieldNames],
      ["/ttlMs", "required", ISSUE_CODES.schema],
    ]);
  });

  it("drop the missing ttlMs when only ttl is legacy", () => {
    expect(created({ ...BASE, ttl: 60000 })).toEqual([["/ttl", "legacy", ISSUE_CODES.legacyFieldNames]]);
  });

  it("keep another missing field beside a legacy ttl", () => {
    expect(created({ ...WITHOUT_CREATED, ttl: 60000 })).toEqual([
      ["/ttl", "legacy", ISSUE_CODES.legacyFieldNames],
      ["/createdAt", "required", ISSUE_CODES.schema],
    ]);
  });

  it("keep a ttlMs of the wrong type beside a legacy ttl", () => {
    expect(created({ ...BASE, ttl: 60000, ttlMs: "soon" })).toEqual([
      ["/ttl", "legacy", ISSUE_CODES.legacyFieldNames],
      ["/ttlMs", "type", ISSUE_CODES.schema],
    ]);
  });
});
