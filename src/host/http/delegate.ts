/** Forwarding a request to the inner handler, and rewriting the one JSON-RPC result it answers with. */
import type { FetchHandler } from "../types.js";
import { eventData, EventSplitter, messageFrame, rawFrame } from "../listen/sse.js";

/**
 * The request the inner handler gets: the same method, URL, headers and body bytes, and an abort signal of ours.
 *
 * @internal
 */
export function innerRequest(original: Request, bytes: Uint8Array, signal: AbortSignal): Request {
  return new Request(original.url, {
    method: original.method,
    headers: original.headers,
    body: bytes as unknown as BodyInit,
    signal,
  });
}

/**
 * Calls the inner handler; a throw becomes a 500 with a JSON-RPC internal error, reported.
 *
 * @internal
 */
export async function callInner(
  inner: FetchHandler,
  request: Request,
  onError: (error: unknown) => void,
): Promise<Response> {
  try {
    return await inner(request);
  } catch (error) {
    onError(error);
    return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" } }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    });
  }
}

type Rewrite = (result: Record<string, unknown>) => Record<string, unknown>;

/**
 * Rewrites the result of the inner handler's answer to request `id`, in a JSON body or an SSE stream; an error
 * answer, or a body that is neither, passes unchanged. Headers other than Content-Length are kept.
 *
 * @internal
 */
export async function rewriteResult(response: Response, id: unknown, rewrite: Rewrite): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (type.includes("application/json")) {
    const text = await response.text();
    return new Response(rewriteMessage(text, id, rewrite) ?? text, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
  if (!type.includes("text/event-stream") || response.body === null) return response;
  const splitter = new EventSplitter();
  const decoder = new TextDecoder();
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const events = splitter.push(decoder.decode(chunk, { stream: true }));
        if (events === undefined) return controller.error(new Error("an inner SSE event exceeded the size limit"));
        for (const block of events) {
          const data = eventData(block);
          const rewritten = data === undefined ? undefined : rewriteMessage(data, id, rewrite);
          controller.enqueue(rewritten === undefined ? rawFrame(block) : messageFrame(rewritten));
        }
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The message with its result rewritten when it is the result response to `id`, else undefined. */
function rewriteMessage(text: string, id: unknown, rewrite: Rewrite): string | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof message !== "object" || message === null) return undefined;
  const m = message as Record<string, unknown>;
  if (m.id !== id || typeof m.result !== "object" || m.result === null || Array.isArray(m.result)) return undefined;
  try {
    return JSON.stringify({ ...m, result: rewrite(m.result as Record<string, unknown>) });
  } catch {
    return undefined;
  }
}
