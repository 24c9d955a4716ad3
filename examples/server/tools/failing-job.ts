/** `failing_job`: always a task; the tool itself fails, so the task ends `completed` with `isError: true`. */
import { textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The job whose tool result is an error (not a protocol error). */
export const failingJob: ExampleTool = (env) => ({
  name: "failing_job",
  description: "A job that requires a task and ends with a tool error (isError: true).",
  inputSchema: { type: "object", properties: {} },
  taskSupport: "required",
  async run(_args, context) {
    await env.sleep(300, context.signal);
    return textResult("failing_job: the job ran and reported a failure", true);
  },
});
