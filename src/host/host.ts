/**
 * `createTasksHost`: a fetch-style handler that owns the tasks surface of an MCP server (task-augmented tools/call,
 * tasks/get, tasks/update, tasks/cancel, task notifications on subscriptions/listen) and, given an inner handler,
 * passes everything else to it unchanged, merging the tasks capability and the host's tools into its answers.
 */
import { admitRequest } from "../codec/admit.js";
import type { DecodedRequest } from "../codec/messages.js";
import { isJsonContentType, readBody } from "./http/body.js";
import { callInner, innerRequest, rewriteResult } from "./http/delegate.js";
import { mergeDiscover, mergeTools } from "./http/discover.js";
import { readHostOptions } from "./options.js";
import { bare, refusal } from "./http/respond.js";
import { isDirect } from "./http/direct.js";
import { realResponse } from "./http/plain-response.js";
import { Runner } from "./tasks/runner.js";
import { asksForTasks, isTasksSurface, peek } from "./http/surface.js";
import { StreamRegistry } from "./listen/registry.js";
import { startSweeper } from "./tasks/sweeper.js";
import { releaseDeadlines } from "./tasks/deadline.js";
import { answerHostRequest, answerRefused, answerStandalone } from "./http/dispatch.js";
import type { ServeContext } from "./context.js";
import type { ClientInfo, HostOptions, HostResult, TasksHost } from "./types.js";
import { rememberServeInfo } from "./http/client-address.js";
import { ShareWarnings } from "./http/share-warnings.js";

/** How long close waits for listen streams to deliver their closing result. */
const STREAM_CLOSE_GRACE_MS = 1000;

/**
 * Creates a tasks host, or says what is wrong with the options; never throws.
 *
 * @example
 * ```ts
 * import { createTasksHost } from "mcp-tasks/host";
 *
 * const made = createTasksHost({
 *   tools: [{ name: "report", inputSchema: { type: "object" }, run: async () => ({ content: [{ type: "text", text: "done" }] }) }],
 * });
 * if (!made.ok) throw new Error(made.issues[0]!.message);
 * const host = made.value;
 * const meta = {
 *   "io.modelcontextprotocol/protocolVersion": "2026-07-28",
 *   "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
 * };
 * const response = await host.fetch(
 *   new Request("http://localhost/mcp", {
 *     method: "POST",
 *     headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "report" },
 *     body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "report", arguments: {}, _meta: meta } }),
 *   }),
 *   { remoteAddress: "127.0.0.1" }, // the client's address: its share of the limits (toNodeListener passes it itself)
 * );
 * const { result } = await response.json();
 * console.log(result.resultType); // "task"
 * await host.close();
 * ```
 */
export function createTasksHost(options: HostOptions): HostResult {
  const read = readHostOptions(options);
  if (!read.ok) return read;
  const settings = read.value;
  const runner = new Runner(settings);
  const registry = new StreamRegistry();
  const sweeper = startSweeper(settings.store, settings.clock, settings.sweepIntervalMs, settings.onError);
  let closing: Promise<void> | undefined;
  const context = { settings, runner, registry, warnings: new ShareWarnings() };

  const fetch = async (request: Request, info?: ClientInfo): Promise<Response> => {
    let response: Response;
    try {
      if (info !== undefined) rememberServeInfo(request, info);
      if (closing !== undefined)
        response = refusal(503, -32603, "The server is shutting down", { Connection: "close" });
      else response = await serve(request, context);
    } catch (error) {
      settings.onError(error);
      response = refusal(500, -32603, "Internal error");
    }
    // Only the node adapter takes a plain answer; every other caller gets the real Response.
    return isDirect(request) ? response : realResponse(response);
  };

  const host: TasksHost = {
    fetch,
    sweep: () => sweeper.sweep(),
    stats: () => ({ workers: runner.size, streams: registry.streams.size, watches: runner.size + registry.watches }),
    close: () =>
      (closing ??= (async () => {
        sweeper.stop();
        // Tasks fail first, so that subscribers learn it before their streams end.
        await runner.close();
        releaseDeadlines(settings.store);
        const streams = [...registry.streams];
        for (const stream of streams) stream.end();
        // Readers get a moment to take the closing result; a reader that takes nothing is cut off.
        // The grace timer is cleared once the streams finish, so that close leaves nothing to keep a process alive.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, STREAM_CLOSE_GRACE_MS)));
        try {
          await Promise.race([Promise.all(streams.map((stream) => stream.finished)), grace]);
        } finally {
          clearTimeout(timer);
        }
        for (const stream of streams) stream.abort();
        if (settings.ownsStore) await settings.store.close();
      })()),
  };
  return { ok: true, value: host };
}

async function serve(request: Request, context: ServeContext): Promise<Response> {
  const { settings } = context;
  const origin = request.headers.get("origin");
  if (origin !== null && !settings.allowOrigin(origin))
    return refusal(403, -32600, "Forbidden: this origin may not call the server");
  if (request.method !== "POST") {
    return settings.inner !== undefined
      ? callInner(settings.inner, request, settings.onError)
      : bare(405, { Allow: "POST" });
  }
  const type = request.headers.get("content-type");
  if (!isJsonContentType(type)) {
    await request.body?.cancel().catch(() => undefined);
    return refusal(
      415,
      -32600,
      `Unsupported Media Type: the body must be application/json in UTF-8, not ${JSON.stringify(type ?? "(none)")}`,
    );
  }
  const body = await readBody(request, settings.maxBodyBytes);
  if (!body.ok) {
    return body.reason === "too-large"
      ? refusal(413, -32600, `Payload Too Large: the body exceeds ${settings.maxBodyBytes} bytes`, {
          Connection: "close",
        })
      : refusal(400, -32700, "Parse error: the body could not be read");
  }
  const bytes = body.bytes;
  const delegate = (): Promise<Response> =>
    callInner(settings.inner!, innerRequest(request, bytes, request.signal), settings.onError);
  const admitted = admitRequest(bytes, { headers: request.headers, requirePresence: true });
  if (!admitted.ok) {
    const loose = peek(bytes);
    if (settings.inner !== undefined && !isTasksSurface(loose.method, loose.params, settings.tools)) return delegate();
    return answerRefused(request, loose, admitted, context);
  }
  const { value } = admitted;
  if (!("declaresTasks" in value)) return settings.inner !== undefined ? delegate() : bare(202);
  const decoded = value as DecodedRequest;
  const { method, params, id } = decoded.message;
  if (!isTasksSurface(method, params, settings.tools)) {
    if (settings.inner === undefined && method !== "subscriptions/listen")
      return answerStandalone(request, decoded, context);
    if (settings.inner === undefined) return answerHostRequest(request, bytes, decoded, context);
    if (method === "server/discover") return rewriteResult(await delegate(), id, mergeDiscover);
    if (method === "tools/list")
      return rewriteResult(await delegate(), id, (result) => mergeTools(result, settings.tools));
    if (method !== "subscriptions/listen" || !asksForTasks(params)) return delegate();
  }
  return answerHostRequest(request, bytes, decoded, context);
}
