/** Answering the requests the host owns, after admission: version check, owner, then the method. */
import type { RequestId } from "../../../generated/types.js";
import { resultResponse } from "../../codec/builders.js";
import { invalidParamsError, methodNotFoundError } from "../../codec/errors.js";
import type { Admission } from "../../codec/admit.js";
import type { DecodedRequest } from "../../codec/messages.js";
import { callTool } from "../tasks/call-tool.js";
import { discover, listTools } from "./discover.js";
import type { ServeContext } from "../context.js";
import { ownerOf } from "./owner.js";
import { listen } from "../listen/listen.js";
import { malformedResponseKeys, withoutKeys } from "../tasks/malformed-update.js";
import { answer, bare } from "./respond.js";
import type { Peeked } from "./surface.js";
import { cancelTask, getTask, outstandingKeys, updateTask } from "../tasks/task-methods.js";
import { checkProtocolVersion, refuseOtherRevision } from "./version.js";
import { clientAddressOf, shareOf } from "./client-address.js";

/**
 * Answers a request of the tasks surface.
 *
 * @internal
 */
export async function answerHostRequest(
  request: Request,
  bytes: Uint8Array,
  decoded: DecodedRequest,
  context: ServeContext,
): Promise<Response> {
  const { settings, runner, registry } = context;
  const message = decoded.message;
  const refused = checkProtocolVersion(
    message.id,
    request.headers.get("mcp-protocol-version"),
    decoded.message.method,
    message.params,
  );
  if (refused !== null) return answer(refused, message, settings.onError);
  const found = ownerOf(request, settings);
  const owner = typeof found === "string" ? found : await found;
  if (typeof owner !== "string") return owner;
  if (!settings.ownerGiven && (decoded.kind === "CallToolRequest" || message.method === "subscriptions/listen"))
    context.warnings.note(request, settings);
  const deps = { store: settings.store, clock: settings.clock, onError: settings.onError };
  let reply: object;
  switch (decoded.kind) {
    case "GetTaskRequest":
      reply = await getTask(message.id, decoded.message.params.taskId, owner, deps);
      break;
    case "UpdateTaskRequest":
      reply = await updateTask(
        message.id,
        decoded.message.params.taskId,
        decoded.message.params.inputResponses,
        owner,
        deps,
      );
      break;
    case "CancelTaskRequest":
      reply = await cancelTask(message.id, decoded.message.params.taskId, owner, deps);
      break;
    case "CallToolRequest": {
      const tool = settings.tools.get(decoded.message.params.name)!;
      reply = await callTool(decoded.message, {
        tool,
        owner,
        // A request with no address counts against one share that every such request shares (the key "").
        client: settings.ownerGiven ? undefined : (clientAddressOf(request) ?? ""),
        ownerGiven: settings.ownerGiven,
        declaresTasks: decoded.declaresTasks,
        request,
        runner,
        onError: settings.onError,
      });
      break;
    }
    default: {
      const opened = await listen(
        {
          id: message.id,
          params: message.params,
          request,
          bytes,
          owner,
          share: shareOf(request, owner, settings.ownerGiven),
        },
        settings,
        registry,
      );
      if ("response" in opened) return opened.response;
      reply = opened.answer;
    }
  }
  return answer(reply, message, settings.onError);
}

/**
 * Answers a request of another method when no inner handler is there to take it.
 *
 * @internal
 */
export async function answerStandalone(
  request: Request,
  decoded: DecodedRequest,
  context: ServeContext,
): Promise<Response> {
  const { settings } = context;
  const { id, method, params } = decoded.message;
  const refused = checkProtocolVersion(id, request.headers.get("mcp-protocol-version"), method, params);
  if (refused !== null) return answer(refused, decoded.message, settings.onError);
  let reply: object;
  if (method === "server/discover") reply = discover(id, settings.serverInfo);
  else if (method === "tools/list") reply = listTools(id, settings.tools.values());
  else if (method === "ping") reply = resultResponse(id, { resultType: "complete" });
  else if (method === "tools/call")
    reply = invalidParamsError(id, `Unknown tool: ${String((params as { name?: unknown } | undefined)?.name)}`);
  else reply = methodNotFoundError(id, method);
  return answer(reply, decoded.message, settings.onError);
}

/**
 * Answers a request the codec refused: a request of another protocol revision with -32022 first. A tasks/update refused only for malformed responses under keys that are not
 * outstanding is acknowledged instead, ignoring them, as a response to such a key is ignored whatever it holds.
 *
 * @internal
 */
export async function answerRefused(
  request: Request,
  loose: Peeked,
  admitted: Extract<Admission, { ok: false }>,
  context: ServeContext,
): Promise<Response> {
  const { settings } = context;
  const asRequest =
    loose.method === undefined ? undefined : { method: loose.method, id: loose.id, params: loose.params };
  const version = request.headers.get("mcp-protocol-version");
  // A client of another revision is told so before anything its revision writes differently (headers, _meta, ids).
  if (admitted.response !== null && loose.method !== undefined && isRequestId(loose.id)) {
    const other = refuseOtherRevision(loose.id, version, loose.method, loose.params);
    if (other !== null) return answer(other, asRequest, settings.onError);
  }
  const keys = malformedResponseKeys(admitted.issues);
  const taskId = (loose.params as { taskId?: unknown } | undefined)?.taskId;
  if (keys !== undefined && loose.method === "tasks/update" && isRequestId(loose.id) && typeof taskId === "string") {
    const refused = checkProtocolVersion(loose.id, version, loose.method, loose.params);
    if (refused !== null) return answer(refused, asRequest, settings.onError);
    const found = ownerOf(request, settings);
    const owner = typeof found === "string" ? found : await found;
    if (typeof owner !== "string") return owner;
    const outstanding = await outstandingKeys(taskId, owner, settings.store);
    if (![...keys].some((key) => outstanding.has(key))) {
      const responses = withoutKeys((loose.params as { inputResponses?: unknown }).inputResponses, keys);
      const deps = { store: settings.store, clock: settings.clock, onError: settings.onError };
      return answer(await updateTask(loose.id, taskId, responses as never, owner, deps), asRequest, settings.onError);
    }
  }
  if (admitted.response === null) return bare(202);
  return answer(admitted.response, isRequestId(loose.id) ? asRequest : undefined, settings.onError);
}

function isRequestId(value: unknown): value is RequestId {
  return typeof value === "string" || Number.isSafeInteger(value);
}
