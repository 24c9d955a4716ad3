/**
 * server/discover and tools/list: answered by a standalone host, or merged into the inner handler's answers so that
 * a client sees one server: the tasks extension among the inner server's capabilities, the host's tools among its.
 */
import type { Implementation, RequestId } from "../../../generated/types.js";
import { resultResponse } from "../../codec/builders.js";
import { withTasksServerCapability } from "../../codec/capabilities.js";
import type { HostTool } from "../types.js";
import { SUPPORTED_VERSIONS } from "./version.js";

/**
 * The discover answer of a host with no inner handler.
 *
 * @internal
 */
export function discover(id: RequestId, serverInfo: Implementation): object {
  return resultResponse(id, {
    resultType: "complete",
    supportedVersions: [...SUPPORTED_VERSIONS],
    capabilities: withTasksServerCapability({ tools: {} }),
    ttlMs: 0,
    cacheScope: "private",
    _meta: { "io.modelcontextprotocol/serverInfo": serverInfo },
  } as never);
}

/**
 * How a host tool is listed. The 2026-07-28 `Tool` has no task declaration: the 2025-11-25 `execution.taskSupport`
 * is gone (SEP-2663 made the extension capability the only handshake), so a client learns per call.
 *
 * @internal
 */
export function listing(tool: HostTool): Record<string, unknown> {
  const { name, title, description, inputSchema, outputSchema, annotations, _meta } = tool;
  const out: Record<string, unknown> = { name };
  if (title !== undefined) out.title = title;
  if (description !== undefined) out.description = description;
  out.inputSchema = inputSchema;
  if (outputSchema !== undefined) out.outputSchema = outputSchema;
  if (annotations !== undefined) out.annotations = annotations;
  if (_meta !== undefined) out._meta = _meta;
  return out;
}

/**
 * The tools/list answer of a host with no inner handler.
 *
 * @internal
 */
export function listTools(id: RequestId, tools: Iterable<HostTool>): object {
  return resultResponse(id, {
    resultType: "complete",
    tools: [...tools].map(listing),
    ttlMs: 0,
    cacheScope: "private",
  } as never);
}

/**
 * The inner server's discover result with the tasks extension added (and the legacy `tasks` capability dropped).
 *
 * @internal
 */
export function mergeDiscover(result: Record<string, unknown>): Record<string, unknown> {
  // withTasksServerCapability counts capabilities that are not an object as none.
  return { ...result, capabilities: withTasksServerCapability(result.capabilities as Record<string, unknown>) };
}

/**
 * The inner server's tools/list result with the host's tools added to its last page (the one without nextCursor).
 * An inner tool named like a host tool is dropped: calls of that name reach the host.
 *
 * @internal
 */
export function mergeTools(
  result: Record<string, unknown>,
  tools: ReadonlyMap<string, HostTool>,
): Record<string, unknown> {
  const inner = Array.isArray(result.tools) ? (result.tools as unknown[]) : [];
  const kept = inner.filter(
    (tool) => !(typeof tool === "object" && tool !== null && tools.has((tool as { name?: unknown }).name as string)),
  );
  const last = result.nextCursor === undefined;
  return { ...result, tools: last ? [...kept, ...[...tools.values()].map(listing)] : kept };
}
