/** `protocol_error_job`: always a task; it ends with a JSON-RPC error, so the task ends `failed`. */
import { jsonRpcError } from "mcp-tasks/host";
import type { ExampleTool } from "./types.js";

/** The job whose execution raises a JSON-RPC (protocol) error. */
export const protocolErrorJob: ExampleTool = (env) => ({
  name: "protocol_error_job",
  description: "A job that requires a task and ends with a JSON-RPC error (the task fails).",
  inputSchema: { type: "object", properties: {} },
  taskSupport: "required",
  async run(_args, context) {
    await env.sleep(300, context.signal);
    throw jsonRpcError(-32603, "protocol_error_job: the job hit an internal error");
  },
});
