/** The tools this server exposes. */
export type { Tool, TaskSupport, ToolOutcome, Gathered, WorkContext } from "./types.js";
export { textResult, formElicitation, acceptedContent } from "./content.js";
export { greet } from "./greet.js";
export { slowCompute } from "./slow-compute.js";
export { failingJob } from "./failing-job.js";
export { protocolErrorJob } from "./protocol-error-job.js";
export { confirmDelete } from "./confirm-delete.js";
export { multiInput } from "./multi-input.js";
export { toolWithTask } from "./tool-with-task.js";
export { allTools, findTool } from "./registry.js";
