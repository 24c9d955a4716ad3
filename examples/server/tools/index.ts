/** The tools this server exposes, in listing order. */
import type { HostTool } from "mcp-tasks/host";
import { confirmDelete } from "./confirm-delete.js";
import { failingJob } from "./failing-job.js";
import { greet } from "./greet.js";
import { multiInput } from "./multi-input.js";
import { protocolErrorJob } from "./protocol-error-job.js";
import { slowCompute } from "./slow-compute.js";
import { toolWithTask } from "./tool-with-task.js";
import { toolEnv } from "./types.js";

export { textResult, formElicitation, acceptedContent } from "./content.js";
export type { ToolEnv, ExampleTool } from "./types.js";

/** Every example tool, built for a time scale. */
export function exampleTools(timeScale = 1): HostTool[] {
  const env = toolEnv(timeScale);
  return [greet, slowCompute, failingJob, protocolErrorJob, confirmDelete, multiInput, toolWithTask].map((tool) =>
    tool(env),
  );
}
