/** `server/discover` and `tools/list`: what the server is and which tools it has. */
import { resultResponse, withTasksServerCapability, type RequestId } from "mcp-tasks";
import type { Tool } from "../tools/index.js";

/** The protocol versions this server speaks. */
export const supportedVersions = ["2026-07-28"] as const;

/** The name and version the server reports. */
export const serverInfo = { name: "mcp-tasks-reference-server", version: "0.1.0" } as const;

/**
 * The discover result. The tasks extension sits under `capabilities.extensions`; the codec helper also drops the
 * legacy `capabilities.tasks`, which a server must no longer advertise.
 */
export function discover(id: RequestId): object {
  return resultResponse(id, {
    resultType: "complete",
    supportedVersions: [...supportedVersions],
    capabilities: withTasksServerCapability({ tools: {} }),
    ttlMs: 0,
    cacheScope: "private",
    _meta: { "io.modelcontextprotocol/serverInfo": serverInfo },
  });
}

/**
 * The tools/list result. It says nothing about tasks: the 2025-11-25 per-tool `execution.taskSupport` is gone, and
 * the server decides per request whether a call becomes a task.
 */
export function listTools(id: RequestId, tools: readonly Tool[]): object {
  return resultResponse(id, {
    resultType: "complete",
    tools: tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    ttlMs: 0,
    cacheScope: "private",
  });
}
