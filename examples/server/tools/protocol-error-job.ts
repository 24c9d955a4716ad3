/** `protocol_error_job`: always a task; it ends with a JSON-RPC error, so the task ends `failed`. */
import type { Tool } from "./types.js";

/** The job whose execution raises a JSON-RPC (protocol) error. */
export const protocolErrorJob: Tool = {
  name: "protocol_error_job",
  description: "A job that requires a task and ends with a JSON-RPC error (the task fails).",
  inputSchema: { type: "object", properties: {} },
  taskSupport: "required",
  async run(_args, context) {
    await context.sleep(300);
    return { error: { code: -32603, message: "protocol_error_job: the job hit an internal error" } };
  },
};
