/** Server-sent events: writing the frames of a listen stream, and splitting an inner handler's stream into events. */

const encoder = new TextEncoder();

/**
 * One SSE event carrying a JSON-RPC message (already serialised), as bytes.
 *
 * @internal
 */
export function messageFrame(json: string): Uint8Array {
  return encoder.encode(`event: message\ndata: ${json}\n\n`);
}

/**
 * An SSE comment, which clients ignore; it keeps idle connections from being closed by proxies.
 *
 * @internal
 */
export function commentFrame(text: string): Uint8Array {
  return encoder.encode(`: ${text}\n\n`);
}

/**
 * The largest single event accepted from an inner stream, in characters.
 *
 * @internal
 */
export const MAX_EVENT_CHARS = 8 * 1024 * 1024;

/**
 * Splits a text stream into SSE event blocks (the text between blank lines, without them). Line endings may be
 * CRLF, LF or CR, as the format allows. An event longer than MAX_EVENT_CHARS is an error, not a growing buffer.
 *
 * @internal
 */
export class EventSplitter {
  #buffer = "";

  /** Adds text and returns the events it completed; undefined when an event grew beyond the limit. */
  push(text: string): string[] | undefined {
    this.#buffer += text;
    const events: string[] = [];
    for (;;) {
      const match = /\r\n\r\n|\n\n|\r\r|\r\n\n|\n\r\n/.exec(this.#buffer);
      if (match === null) break;
      events.push(this.#buffer.slice(0, match.index));
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
    }
    return this.#buffer.length > MAX_EVENT_CHARS ? undefined : events;
  }
}

/**
 * The data of an event block (its `data:` lines joined by newlines), or undefined when it has none.
 *
 * @internal
 */
export function eventData(block: string): string | undefined {
  let data: string | undefined;
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (!line.startsWith("data")) continue;
    const rest = line.slice(4);
    if (rest !== "" && !rest.startsWith(":")) continue;
    const value = rest.startsWith(": ") ? rest.slice(2) : rest.slice(1);
    data = data === undefined ? value : `${data}\n${value}`;
  }
  return data;
}

/**
 * Re-encodes an event block as it came, for forwarding unchanged.
 *
 * @internal
 */
export function rawFrame(block: string): Uint8Array {
  return encoder.encode(`${block}\n\n`);
}

/**
 * The acknowledgement that opens a listen stream, naming the subscription in its `_meta`.
 *
 * @internal
 */
export function acknowledgement(subscriptionId: string | number, notifications: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    method: "notifications/subscriptions/acknowledged",
    params: { notifications, _meta: { "io.modelcontextprotocol/subscriptionId": subscriptionId } },
  });
}

/**
 * An inner event's data as a JSON object, or undefined when it is not one (it is then passed on unread).
 *
 * @internal
 */
export function parseEventData(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
