/**
 * `tools/call`: the server decides per request whether the call becomes a task. Only a request that declares the
 * tasks extension in its own `_meta` may get a CreateTaskResult; a tool that needs a task refuses other requests
 * with -32021; a synchronous input phase (multi round-trip) is resolved before any task exists.
 */
import {
  errorResponse,
  invalidParamsError,
  missingCapabilityError,
  resultResponse,
  toCreateTaskResult,
  type CallToolRequest,
  type JSONObject,
} from "mcp-tasks";
import type { TaskRunner } from "../runner.js";
import { findTool, type Tool } from "../tools/index.js";

/** Answers a decoded tools/call request. */
export async function callTool(request: CallToolRequest, declaresTasks: boolean, tools: readonly Tool[], runner: TaskRunner): Promise<object> {
  const { id, params } = request;
  const tool = findTool(params.name, tools);
  if (tool === undefined) return invalidParamsError(id, `Unknown tool: ${params.name}`);
  if (tool.taskSupport === "required" && !declaresTasks) return missingCapabilityError(id);

  let args: JSONObject = params.arguments ?? {};
  if (tool.gather !== undefined) {
    const gathered = tool.gather(args, params.inputResponses);
    if ("ask" in gathered) return resultResponse(id, { resultType: "input_required", inputRequests: gathered.ask });
    if ("done" in gathered) return resultResponse(id, gathered.done);
    args = gathered.proceed;
  }

  if (declaresTasks && tool.taskSupport !== "forbidden") {
    // start() resolves once the task is in the store, so a tasks/get sent right after this answer finds it.
    const created = await runner.start(tool, args);
    return resultResponse(id, toCreateTaskResult(created));
  }
  const outcome = await runner.runInline(tool, args);
  if ("result" in outcome) return resultResponse(id, outcome.result);
  return errorResponse(id, outcome.error.code, outcome.error.message, outcome.error.data);
}
