/**
 * A tasks client written the way an author on the official Python SDK writes one: lower-case header names,
 * `json.dumps` spacing, `_meta` with clientCapabilities before protocolVersion and no clientInfo, integer ids from 0,
 * and a listen stream read until its acknowledgement, then dropped.
 */
const EXT = "io.modelcontextprotocol/tasks";

/** A client session against one endpoint. */
export class PythonStyleClient {
  private nextId = 0;

  constructor(
    private readonly url: URL,
    private readonly declares = true,
  ) {}

  private meta(): Record<string, unknown> {
    return {
      "io.modelcontextprotocol/clientCapabilities": this.declares ? { extensions: { [EXT]: {} } } : {},
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    };
  }

  private headers(method: string, name?: string): Record<string, string> {
    return {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": method,
      ...(name === undefined ? {} : { "mcp-name": name }),
    };
  }

  /** Python's json.dumps: ", " and ": " separators. */
  private body(method: string, params: Record<string, unknown>): string {
    const message = { jsonrpc: "2.0", id: this.nextId++, method, params: { ...params, _meta: this.meta() } };
    return JSON.stringify(message).replace(/,"/g, ', "').replace(/":/g, '": ');
  }

  /** Sends one request and returns its `result`, throwing on an error answer. */
  async call(method: string, params: Record<string, unknown>, name?: string): Promise<Record<string, any>> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: this.headers(method, name),
      body: this.body(method, params),
    });
    const answer = (await response.json()) as { result?: Record<string, any>; error?: unknown };
    if (answer.result === undefined) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  }

  /** tools/call; the server answers with a task. */
  callTool(name: string): Promise<Record<string, any>> {
    return this.call("tools/call", { arguments: {}, name }, name);
  }

  getTask(taskId: string): Promise<Record<string, any>> {
    return this.call("tasks/get", { taskId }, taskId);
  }

  cancelTask(taskId: string): Promise<Record<string, any>> {
    return this.call("tasks/cancel", { taskId }, taskId);
  }

  /** Opens a listen stream for task notifications, reads until the acknowledgement event, and drops the stream. */
  async listenUntilAcknowledged(taskIds: string[]): Promise<Record<string, any>> {
    const controller = new AbortController();
    const response = await fetch(this.url, {
      method: "POST",
      headers: this.headers("subscriptions/listen"),
      body: this.body("subscriptions/listen", { notifications: { taskIds } }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the listen stream ended before its acknowledgement");
      text += decoder.decode(value, { stream: true });
      // Complete events are the pieces before the last blank line; the first one with data is the acknowledgement.
      const complete = text.split(/\r?\n\r?\n/).slice(0, -1);
      const first = complete.find((e) => /^data:/m.test(e));
      if (first !== undefined) {
        const data = first
          .split(/\r?\n/)
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).replace(/^ /, ""))
          .join("\n");
        controller.abort();
        return JSON.parse(data) as Record<string, any>;
      }
    }
  }
}
