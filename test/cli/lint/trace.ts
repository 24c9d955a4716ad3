/** Builders of small traces for in-process linter tests. */
import { Linter } from "../../../src/cli/lint/linter.js";
import type { Finding } from "../../../src/cli/lint/findings.js";
import type { PendingRequest } from "../../../src/cli/lint/trace/correlation.js";

/** Per-request client capabilities that declare the extension. */
export const META = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

/** An ISO time `seconds` after a fixed instant. */
export function at(seconds: number): string {
  return new Date(Date.UTC(2026, 7, 21, 10, 0, 0) + Math.round(seconds * 1000)).toISOString();
}

/** A task object with the given status, updated `updated` seconds after creation. */
export function task(
  taskId: string,
  status: string,
  updated: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { taskId, status, createdAt: at(0), lastUpdatedAt: at(updated), ttlMs: 60000, pollIntervalMs: 1000, ...extra };
}

/** A tools/call request. */
export function call(id: number | string, declares = true): Record<string, unknown> {
  return {
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "t", arguments: {}, ...(declares ? { _meta: META } : {}) },
  };
}

/** A tasks/* request. */
export function tasksRequest(
  method: string,
  id: number | string,
  taskId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { jsonrpc: "2.0", id, method, params: { taskId, _meta: META, ...extra } };
}

/** A result response. */
export function result(
  id: number | string,
  body: Record<string, unknown>,
  resultType = "complete",
): Record<string, unknown> {
  return { jsonrpc: "2.0", id, result: { resultType, ...body } };
}

/** Lints trace lines (objects are serialised), returning the findings and the linter. */
export function lint(lines: readonly (Record<string, unknown> | string)[]): { findings: Finding[]; linter: Linter } {
  const findings: Finding[] = [];
  const linter = new Linter((f) => findings.push(f));
  lines.forEach((l, i) => linter.line(typeof l === "string" ? l : JSON.stringify(l), i + 1));
  linter.end();
  return { findings, linter };
}

/** The rule ids and lines of findings, in order. */
export function brief(findings: readonly Finding[]): [string, number][] {
  return findings.map((f) => [f.rule, f.line]);
}

/** A trace line sent by the client, in an envelope. */
export const c2s = (message: Record<string, unknown>): Record<string, unknown> => ({ dir: "c2s", message });

/** A trace line sent by the server, in an envelope. */
export const s2c = (message: Record<string, unknown>): Record<string, unknown> => ({ dir: "s2c", message });

/** An error response; a code or data left undefined is left out. */
export const errorResponse = (
  id: number | null,
  code: number | undefined,
  data?: unknown,
): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  error: { ...(code === undefined ? {} : { code }), message: "refused", ...(data === undefined ? {} : { data }) },
});

/** The finding lint reports against the server, as `--json` prints it. */
export const serverFinding = (
  line: number,
  rule: string,
  taskId: string | null,
  message: string,
  severity = "error",
) => ({
  line,
  severity,
  rule,
  taskId,
  message,
  party: "server",
});

/** A well-formed tasks/get the correlator holds, sent at `line`. */
export function pendingRequest(line: number, dir: "c2s" | "s2c" = "c2s"): PendingRequest {
  return {
    method: "tasks/get",
    dir,
    line,
    taskId: undefined,
    declares: true,
    legacyVersion: false,
    wellFormed: true,
    headerMismatch: undefined,
    metaIncomplete: false,
    wantsTaskNotifications: false,
  };
}
