/**
 * Schema-first types, validators, codec and state machine for the MCP Tasks extension (`io.modelcontextprotocol/tasks`,
 * SEP-2663), every name from one module. Each part is also an entry point of its own, which loads only that part:
 * `mcp-tasks/machine` (the lifecycle, no validator), `mcp-tasks/validate`, `mcp-tasks/codec`, `mcp-tasks/store`,
 * `mcp-tasks/host` and `mcp-tasks/client`; their pages document every name this module re-exports. The types of
 * every schema definition ({@link Task}, {@link GetTaskResult}, ...) are documented here.
 *
 * @module mcp-tasks
 */
export * from "./shared/result.js";
export * from "./validate/index.js";
export * from "./machine/index.js";
export * from "./codec/index.js";
export * from "./store/index.js";
export * from "./host/index.js";
export * from "./client/index.js";
export type { DefinitionName } from "../generated/schema.js";
export type { DefinitionTypes } from "../generated/validators.js";
export type * from "../generated/definitions.js";
