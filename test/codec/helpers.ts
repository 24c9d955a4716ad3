/** Small assertions shared by the codec tests. */
import { expect } from "vitest";
import type { Issue, Result } from "../../src/shared/result.js";

/** Asserts a result is ok and returns its value. */
export function valueOf<T>(result: Result<T> | { ok: true; value: T } | { ok: false; issues: Issue[] }): T {
  if (!result.ok) expect.fail(`expected ok, got issues: ${JSON.stringify(result.issues, null, 1)}`);
  return result.value;
}

/** Asserts a result failed and returns its issues. */
export function issuesOf(result: { ok: boolean; issues?: Issue[] }): Issue[] {
  expect(result.ok).toBe(false);
  return (result as { issues: Issue[] }).issues;
}

/** The codes of a failed result's issues. */
export function codesOf(result: { ok: boolean; issues?: Issue[] }): (string | undefined)[] {
  return issuesOf(result).map((i) => i.code);
}

/** A valid working task, as the spec's examples show it. */
export const WORKING = {
  taskId: "786512e2-9e0d-44bd-8f29-789f320fe840",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:40:00Z",
  ttlMs: 60000,
  pollIntervalMs: 5000,
} as const;

/** Per-request `_meta` declaring the extension. */
export const DECLARING_META = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};
