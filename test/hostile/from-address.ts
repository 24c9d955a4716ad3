/**
 * Requests sent from a chosen loopback address (127.0.0.2, 127.0.0.3, ...), so that a test can play several clients
 * that the host tells apart only by their address, as it does without an owner function.
 */
import { request as httpRequest, type ClientRequest } from "node:http";
import { EXT } from "../server/client.js";

/** An answer: its HTTP status, headers and, unless kept open, its parsed body. */
export interface FromAnswer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: Record<string, any> | undefined;
  /** Ends a response kept open (a listen stream). */
  close(): void;
}

let nextId = 1;

/** Posts one request from `from`; a 200 listen stream is kept open (its body is not read) until `close`. */
export function postFrom(
  url: URL,
  from: string,
  method: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<FromAnswer> {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "attacker", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": { elicitation: {}, extensions: { [EXT]: {} } },
  };
  const name = method === "tools/call" ? params.name : method.startsWith("tasks/") ? params.taskId : undefined;
  const body = JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params: { ...params, _meta: meta } });
  return new Promise((resolve, reject) => {
    const req: ClientRequest = httpRequest(
      url,
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "MCP-Protocol-Version": "2026-07-28",
          "Mcp-Method": method,
          ...(typeof name === "string" ? { "Mcp-Name": name } : {}),
          ...headers,
        },
      },
      (res) => {
        const retryAfter = res.headers["retry-after"] as string | undefined;
        const close = (): void => void req.destroy();
        if ((res.headers["content-type"] ?? "").includes("text/event-stream")) {
          res.on("error", () => undefined);
          resolve({ status: res.statusCode!, retryAfter, body: undefined, close });
          return;
        }
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, retryAfter, body: text === "" ? undefined : JSON.parse(text), close }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
