/** How the PostgreSQL store turns what a client throws into store results. */
import { failure } from "../options.js";
import type { StoreResult } from "../types.js";

/**
 * A failed call for an error a query threw: data PostgreSQL refused (SQLSTATE class 22, or 54 for a value over one of
 * its limits) is `invalid`; anything else (a lost connection, a timeout) is `unavailable`.
 *
 * @internal
 */
export function fromQueryError(error: unknown): StoreResult<never> {
  let code: unknown;
  let message = "the query failed";
  try {
    code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
    if (error instanceof Error) message = error.message;
  } catch {
    // An error whose fields cannot be read still means the query failed.
  }
  const sqlState = typeof code === "string" ? code : "";
  if (sqlState.startsWith("22") || sqlState.startsWith("54"))
    return failure("invalid", `PostgreSQL refused the data: ${message}`);
  return failure("unavailable", `PostgreSQL: ${message}`);
}
