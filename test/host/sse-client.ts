/** A test client for subscriptions/listen: opens the stream and reads its messages one by one. */
import { EXT } from "../server/client.js";

/** An open listen stream. */
export interface Listening {
  readonly status: number;
  readonly contentType: string | null;
  /** The next JSON-RPC message on the stream, or undefined when it ended; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, any> | undefined>;
  /** Disconnects. */
  close(): void;
  /** A JSON body, when the server answered without a stream. */
  json(): Promise<Record<string, any>>;
}

let nextId = 1000;

/** Opens subscriptions/listen with the given notifications filter. */
export async function openListen(
  url: URL,
  notifications: Record<string, unknown>,
  options: { caps?: object; headers?: Record<string, string>; id?: number | string } = {},
): Promise<Listening> {
  const controller = new AbortController();
  const id = options.id ?? nextId++;
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "listen-tests", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": options.caps ?? { extensions: { [EXT]: {} } },
  };
  const response = await fetch(url, {
    method: "POST",
    signal: controller.signal,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": "subscriptions/listen",
      ...options.headers,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "subscriptions/listen",
      params: { notifications, _meta: meta },
    }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: string[] = [];
  const next = async (timeoutMs = 5000): Promise<Record<string, any> | undefined> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = queue.shift();
      if (event !== undefined) {
        const data = event
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (data !== "") return JSON.parse(data) as Record<string, any>;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no message in time");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no message in time")), left))),
      ]);
      clearTimeout(timer);
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
      const parts = buffer.split("\n\n");
      buffer = parts.pop()!;
      queue.push(...parts);
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    next,
    close: () => controller.abort(),
    json: async () => {
      let text = buffer;
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return JSON.parse(text) as Record<string, any>;
    },
  };
}
