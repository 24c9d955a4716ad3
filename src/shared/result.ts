/** The result and issue shapes shared by every public decode, validate and transition API. */

/** One problem found in a value: where (a JSON Pointer), which rule (keyword) and why (message). */
export interface Issue {
  /** JSON Pointer (RFC 6901) to the offending value; "" is the value itself. */
  path: string;
  /** The schema keyword or check that failed, such as "required", "const" or "legacy". */
  keyword: string;
  /** A human-readable sentence saying what is wrong. */
  message: string;
  /** A stable identifier for codec and lint findings: a SEP-2663 requirement id where one applies. */
  code?: string;
}

/** A value that was checked: `{ ok: true, value }` when valid, `{ ok: false, issues }` otherwise. */
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Builds a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failed result from one or more issues. */
export function fail<T = never>(issues: Issue[]): Result<T> {
  return { ok: false, issues };
}
