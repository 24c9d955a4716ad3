/** The protocol version checks of the stateless wire, for the requests the host answers itself. */
import type { RequestId } from "../../../generated/types.js";
import { errorResponse, headerMismatchError, invalidParamsError } from "../../codec/errors.js";
import { UNSUPPORTED_VERSION_CODE } from "../errors.js";

/** The protocol versions the host speaks. */
export const SUPPORTED_VERSIONS: readonly string[] = Object.freeze(["2026-07-28"]);

const VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion";
const CAPABILITIES_META_KEY = "io.modelcontextprotocol/clientCapabilities";

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function trimmed(header: string | null): string | undefined {
  const value = header?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * The revision a request asks for, read the way its own revision writes it: `initialize` (which only the stateful
 * revisions have) in `params.protocolVersion`, any other request in `_meta`, else in the MCP-Protocol-Version header.
 */
function requestedVersion(header: string | null, method: string | undefined, params: unknown): string | undefined {
  if (method === "initialize") {
    const asked = field(params, "protocolVersion");
    return typeof asked === "string" ? asked : trimmed(header);
  }
  const declared = field(field(params, "_meta"), VERSION_META_KEY);
  return typeof declared === "string" ? declared : trimmed(header);
}

/**
 * Refuses a request of another protocol revision with -32022, naming the revisions spoken here and the one asked
 * for. It runs before any header check, because a client of another revision sends other headers (a 2025-11-25
 * `initialize` has no Mcp-Method) and must learn the version, not the header, is what to change. Null otherwise.
 *
 * @internal
 */
export function refuseOtherRevision(
  id: RequestId,
  header: string | null,
  method: string | undefined,
  params: unknown,
): object | null {
  const requested = requestedVersion(header, method, params);
  // An initialize naming a revision spoken here is an unknown method of that revision (-32601), not another revision.
  if (requested === undefined || SUPPORTED_VERSIONS.includes(requested)) return null;
  const why =
    method === "initialize"
      ? `initialize of ${JSON.stringify(requested)} belongs to a stateful revision; this server speaks only ${SUPPORTED_VERSIONS.join(", ")}, without initialize`
      : `${JSON.stringify(requested)} is not spoken here`;
  return errorResponse(id, UNSUPPORTED_VERSION_CODE, `Unsupported protocol version: ${why}`, {
    supported: [...SUPPORTED_VERSIONS],
    requested,
  });
}

/**
 * Refuses a request whose `_meta` lacks a field the core schema requires of every request (RequestMetaObject:
 * protocolVersion and clientCapabilities) with -32602, naming the field. Null when both are there.
 *
 * @internal
 */
export function refuseMissingMeta(id: RequestId, params: unknown): object | null {
  const meta = field(params, "_meta");
  const version = field(meta, VERSION_META_KEY);
  const capabilities = field(meta, CAPABILITIES_META_KEY);
  const missing: string[] = [];
  if (typeof version !== "string") missing.push(VERSION_META_KEY);
  if (typeof capabilities !== "object" || capabilities === null || Array.isArray(capabilities))
    missing.push(CAPABILITIES_META_KEY);
  if (missing.length === 0) return null;
  const names = missing
    .map((key) => `params._meta["${key}"] (${key === VERSION_META_KEY ? "a string" : "an object"})`)
    .join(" and ");
  const verb = missing.length === 1 ? "is" : "are";
  return invalidParamsError(id, `Invalid params: ${names} ${verb} required on every request of revision 2026-07-28`, {
    missing,
  });
}

/**
 * Checks the MCP-Protocol-Version header against the request's `_meta`: the `_meta` fields must be there (-32602),
 * the header must be present and agree with `_meta` (-32020), and the version must be one the host speaks (-32022,
 * naming them). Null when all is well.
 *
 * @internal
 */
export function checkProtocolVersion(
  id: RequestId,
  header: string | null,
  method: string | undefined,
  params: unknown,
): object | null {
  const other = refuseOtherRevision(id, header, method, params);
  if (other !== null) return other;
  const missing = refuseMissingMeta(id, params);
  if (missing !== null) return missing;
  const declared = field(field(params, "_meta"), VERSION_META_KEY);
  const requested = trimmed(header);
  if (requested === undefined) {
    return headerMismatchError(id, "Header mismatch: the MCP-Protocol-Version header is missing");
  }
  if (declared !== requested) {
    return headerMismatchError(
      id,
      `Header mismatch: MCP-Protocol-Version ${JSON.stringify(requested)} does not match _meta ${JSON.stringify(declared)}`,
    );
  }
  return null;
}
