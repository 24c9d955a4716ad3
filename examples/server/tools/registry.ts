/** The list of tools the server exposes, and lookup by name. */
import { confirmDelete } from "./confirm-delete.js";
import { failingJob } from "./failing-job.js";
import { greet } from "./greet.js";
import { multiInput } from "./multi-input.js";
import { protocolErrorJob } from "./protocol-error-job.js";
import { slowCompute } from "./slow-compute.js";
import { toolWithTask } from "./tool-with-task.js";
import type { Tool } from "./types.js";

/** Every tool, in listing order. */
export const allTools: readonly Tool[] = [greet, slowCompute, failingJob, protocolErrorJob, confirmDelete, multiInput, toolWithTask];

/** Finds a tool by name among `tools`. */
export function findTool(name: string, tools: readonly Tool[] = allTools): Tool | undefined {
  return tools.find((tool) => tool.name === name);
}
