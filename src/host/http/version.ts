/** The protocol version checks of the stateless wire, for the requests the host answers itself. */
import type { RequestId } from "../../../generated/types.js";
import { errorResponse, headerMismatchError } from "../../codec/errors.js";
import { UNSUPPORTED_VERSION_CODE } from "../errors.js";

/** The protocol versions the host speaks. */
export const SUPPORTED_VERSIONS: readonly string[] = Object.freeze(["2026-07-28"]);

const VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion";

/**
 * Checks the MCP-Protocol-Version header against the request's `_meta`: the header must be present and agree with
 * `_meta` (-32020), and the version must be one the host speaks (-32022, naming them). A request without the
 * per-request `_meta` envelope speaks no version the host supports. Null when all is well.
 *
 * @internal
 */
export function checkProtocolVersion(id: RequestId, header: string | null, params: unknown): object | null {
  const meta = typeof params === "object" && params !== null ? (params as { _meta?: unknown })._meta : undefined;
  const declared =
    typeof meta === "object" && meta !== null ? (meta as Record<string, unknown>)[VERSION_META_KEY] : undefined;
  if (header === null || header.trim() === "") {
    return headerMismatchError(id, "Header mismatch: the MCP-Protocol-Version header is missing");
  }
  const requested = header.trim();
  if (declared !== undefined && declared !== requested) {
    return headerMismatchError(
      id,
      `Header mismatch: MCP-Protocol-Version ${JSON.stringify(requested)} does not match _meta ${JSON.stringify(declared)}`,
    );
  }
  if (!SUPPORTED_VERSIONS.includes(requested) || typeof declared !== "string") {
    const why =
      typeof declared !== "string"
        ? `the request carries no ${VERSION_META_KEY} in params._meta`
        : `${requested} is not spoken here`;
    return errorResponse(id, UNSUPPORTED_VERSION_CODE, `Unsupported protocol version: ${why}`, {
      supported: [...SUPPORTED_VERSIONS],
      requested,
    });
  }
  return null;
}
