/** The protocol version check of the stateless wire: the header and the per-request `_meta` must agree. */
import { errorResponse, headerMismatchError, type RequestId } from "mcp-tasks";
import { supportedVersions } from "./methods/discover.js";

/** The `_meta` key carrying the request's protocol version. */
const versionMetaKey = "io.modelcontextprotocol/protocolVersion";

/** The error code for a protocol version the server does not speak. */
export const unsupportedVersionCode = -32022;

/**
 * Checks `MCP-Protocol-Version`: it must be present (-32020), agree with `_meta` when that names a version
 * (-32020), and be a version this server speaks (-32022, listing the supported ones). Null when all is well.
 */
export function checkProtocolVersion(id: RequestId, header: string | undefined, params: unknown): object | null {
  if (header === undefined || header.trim() === "") return headerMismatchError(id, "Header mismatch: the MCP-Protocol-Version header is missing");
  const requested = header.trim();
  const meta = (params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  const declared = meta?.[versionMetaKey];
  if (declared !== undefined && declared !== requested) {
    return headerMismatchError(id, `Header mismatch: MCP-Protocol-Version ${JSON.stringify(requested)} does not match _meta ${JSON.stringify(declared)}`);
  }
  if (!(supportedVersions as readonly string[]).includes(requested)) {
    return errorResponse(id, unsupportedVersionCode, `Unsupported protocol version: ${requested}`, { supported: [...supportedVersions], requested });
  }
  return null;
}
