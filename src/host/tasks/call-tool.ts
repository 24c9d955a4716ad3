/**
 * tools/call for a host tool. The host decides per request: a client that declared the extension on this very
 * request gets a task (unless the tool forbids one); another client gets the result inline, or -32021 from a tool
 * that needs a task. A tool's `gather` phase runs first, before any task exists (multi round-trip input).
 */
import type { CallToolRequest, InputRequests, InputResponses, JSONObject } from "../../../generated/types.js";
import { resultResponse } from "../../codec/builders.js";
import { errorResponse, internalError, invalidParamsError, missingCapabilityError } from "../../codec/errors.js";
import { toCreateTaskResult } from "../../machine/projections.js";
import { liveTaskLimitError, storedTaskLimitError, storeUnavailableError, toRpcError } from "../errors.js";
import { argumentSchemaOf, checkArguments } from "../tool-arguments.js";
import { checkedInputRequests } from "./input-wait.js";
import { checked } from "./outcome.js";
import type { Runner } from "./runner.js";
import { describeThrown } from "../../shared/thrown.js";
import type { Gathered, HostTool } from "../types.js";

/**
 * What a call needs: the tool, who calls, whether the request declared the extension, and its abort signal.
 *
 * @internal
 */
export interface CallContext {
  readonly tool: HostTool;
  readonly owner: string;
  /** The client's address when no owner function binds owners: the store keeps it to its share of the owner's. */
  readonly client: string | undefined;
  /** Whether an owner function binds owners; without one the store's limits are shared capacity (503). */
  readonly ownerGiven: boolean;
  readonly declaresTasks: boolean;
  /** The request: its signal is read only by calls that run inline or gather, since the adapter makes one on demand. */
  readonly request: Request;
  readonly runner: Runner;
  readonly onError: (error: unknown) => void;
}

/**
 * Answers a tools/call for a host tool.
 *
 * @internal
 */
export async function callTool(request: CallToolRequest, context: CallContext): Promise<object> {
  const { id, params } = request;
  const { tool, owner, declaresTasks, runner } = context;
  const support = tool.taskSupport ?? "optional";
  if (support === "required" && !declaresTasks)
    return missingCapabilityError(
      id,
      `Missing required client capability: ${tool.name} runs only as a task (io.modelcontextprotocol/tasks)`,
    );
  const given = await checkArguments(tool.name, argumentSchemaOf(tool), params.arguments ?? {});
  if (!given.ok) return toolError(id, given.message);
  let args: JSONObject = given.value;
  if (tool.gather !== undefined) {
    let gathered: Gathered;
    try {
      const requestState = (params as { requestState?: unknown }).requestState;
      gathered = await tool.gather(args, params.inputResponses as InputResponses | undefined, {
        owner,
        signal: context.request.signal,
        requestState: typeof requestState === "string" ? requestState : undefined,
      });
    } catch (error) {
      const rpc = toRpcError(error, `${tool.name} failed`);
      return errorResponse(id, rpc.code, rpc.message, rpc.data);
    }
    const next = readGathered(gathered);
    if (next === undefined)
      return internalError(
        id,
        `Internal error: ${tool.name}'s gather returned neither inputRequests, result nor arguments`,
      );
    if ("inputRequests" in next) {
      // Checked here, like a task's input requests, so that a bad one is named rather than refused at encode.
      let inputRequests: InputRequests;
      try {
        inputRequests = checkedInputRequests(next.inputRequests);
      } catch (error) {
        return internalError(id, `Internal error: ${tool.name}'s gather returned ${describeThrown(error)}`);
      }
      const result = {
        resultType: "input_required",
        inputRequests,
        ...(next.requestState === undefined ? {} : { requestState: next.requestState }),
      };
      return resultResponse(id, result as never);
    }
    if ("result" in next) {
      const outcome = checked(tool, next.result);
      if ("result" in outcome) return resultResponse(id, outcome.result);
      return errorResponse(id, outcome.error.code, outcome.error.message, outcome.error.data);
    }
    const gatheredArgs = await checkArguments(tool.name, argumentSchemaOf(tool), next.arguments);
    if (!gatheredArgs.ok) return toolError(id, gatheredArgs.message);
    args = gatheredArgs.value;
  }
  if (declaresTasks && support !== "forbidden") {
    const started = await runner.start(tool, args, owner, context.client);
    if (started.ok) return resultResponse(id, toCreateTaskResult(started.value.state));
    const { error } = started;
    if (error.code === "limit" && error.limit === "client-stored-tasks")
      return storedTaskLimitError(id, `this client created as many tasks as it may hold (${error.message})`);
    if (error.code === "limit" && error.limit === "client-live-tasks")
      return liveTaskLimitError(id, `this client runs as many tasks as it may (${error.message})`);
    if (error.code === "limit" && !context.ownerGiven)
      return storeUnavailableError(id, `the server holds as many tasks as it can (${error.message})`);
    if (error.code === "limit")
      return error.limit === "stored-tasks"
        ? storedTaskLimitError(id, error.message)
        : liveTaskLimitError(id, error.message);
    if (error.code === "invalid") return invalidParamsError(id, `Invalid params: ${error.message}`);
    context.onError(new Error(`task store refused a new task: ${error.code}: ${error.message}`));
    if (error.code === "unavailable" || error.code === "conflict")
      return storeUnavailableError(id, "the task store did not answer; retry shortly");
    return internalError(id, "Internal error: the task could not be created");
  }
  const outcome = await runner.inline(tool, args, owner, context.request.signal);
  if ("result" in outcome) return resultResponse(id, { ...outcome.result, resultType: "complete" });
  return errorResponse(id, outcome.error.code, outcome.error.message, outcome.error.data);
}

/** A tool error result, as the official SDK answers arguments its input schema refuses: no task is created. */
function toolError(id: CallToolRequest["id"], text: string): object {
  return resultResponse(id, { content: [{ type: "text", text }], isError: true, resultType: "complete" });
}

/** A gather outcome read defensively (it is user code): exactly one of the three shapes, or undefined. */
function readGathered(value: unknown): Gathered | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const g = value as Record<string, unknown>;
  if (typeof g.inputRequests === "object" && g.inputRequests !== null) {
    return typeof g.requestState === "string"
      ? { inputRequests: g.inputRequests as never, requestState: g.requestState }
      : { inputRequests: g.inputRequests as never };
  }
  if (typeof g.result === "object" && g.result !== null) return { result: g.result as never };
  if (typeof g.arguments === "object" && g.arguments !== null && !Array.isArray(g.arguments))
    return { arguments: g.arguments as JSONObject };
  return undefined;
}
