/**
 * Readers of a proxied body, fed a copy of every chunk as it passes: a whole body holds one message (JSON), an event
 * stream one per event. Each turns what it reads into records (a message's JSON text, or an HttpBody), keeping at
 * most one message's bytes, capped.
 */
import { DEPTH_SCAN_CHARS, MAX_LINE_DEPTH } from "../io/bounded-parse.js";
import { jsonTextKind } from "../io/json-text.js";
import { BODY_TEXT_CHARS, type HttpBody } from "../http-body.js";
import { GrowingBuffer } from "./bytes/growing-buffer.js";
import { strictText } from "./bytes/utf8.js";
import { SseReader } from "./sse.js";

/** What a body yields: the JSON text of one message (on one line), or a body that carried none. */
export type BodyRecord = { message: string } | { http: HttpBody };

/** Receives each record as soon as it is complete. */
export type RecordHandler = (record: BodyRecord) => void;

/** The HTTP facts every record of one body shares. */
export type BodyContext = Pick<HttpBody, "status" | "method" | "contentType">;

/** A reader of one body. */
export interface BodyReader {
  /** Takes the next chunk; a returned promise asks the caller to wait before the next one. */
  push(chunk: Buffer): void | Promise<void>;
  /**
   * The body ended normally: records what is due. A promise while that takes more (a decoder still inflating);
   * undefined when it is done already, as for a plain body, so that the exchange settles without a promise.
   */
  end(): Promise<void> | undefined;
  /** The body stopped before its end (the peer went away): records what was received as cut off. */
  cutOff(): void;
  /** Stops without recording (the recorder is shutting down); returns the bytes of the message left unrecorded. */
  discard(): number;
  /** Bytes read towards the message not yet recorded: a decoder stops inflating once they pass the cap. */
  pending(): number;
}

/** The JSON text of a message on one line, or undefined when `text` is not JSON. */
export function messageText(text: string): string | undefined {
  return messageRecord(text)?.message;
}

/**
 * The record of a message body: its JSON text on one line, or undefined when `text` is not JSON. Only the verdict is
 * needed, so the text is checked, not parsed. A long text nested deeper than lint reads a trace line
 * (MAX_LINE_DEPTH) is refused, since its line could not be linted.
 */
export function messageRecord(text: string): { message: string } | undefined {
  const kind = jsonTextKind(text, text.length > DEPTH_SCAN_CHARS ? MAX_LINE_DEPTH : undefined);
  if (kind === "invalid") return undefined;
  // Kept as sent (spacing, number spellings, key order, repeated keys). A line break can only be whitespace between
  // tokens in JSON, so it is taken out with the indentation after it, and the text is still what was sent.
  return { message: kind === "line" ? text.trim() : text.replace(LINE_BREAKS, "").trim() };
}

/** Line breaks and the whitespace after them. */
const LINE_BREAKS = /[\r\n][\r\n\t ]*/g;

const EMPTY = Buffer.alloc(0);

/** The start of a body as text, for people. */
function head(text: string): string {
  return text.length <= BODY_TEXT_CHARS ? text : text.slice(0, BODY_TEXT_CHARS);
}

/** A body holding one message: JSON, or recorded as what it is. */
export class WholeBody implements BodyReader {
  /**
   * A body that came in one chunk is read from that chunk, when the chunk holds all of its memory (as Node's HTTP
   * parser gives them): memory is then its bytes, as in the buffer, without a copy. Further chunks go to the buffer.
   */
  private only: Buffer | undefined;
  private held: GrowingBuffer | undefined;
  private bytes = 0;

  /**
   * `quiet` is for a body that no JSON-RPC message was due in (the answer to a request without a body, a 202): it is
   * recorded only when it turns out to be JSON.
   */
  constructor(
    private readonly context: BodyContext,
    private readonly onRecord: RecordHandler,
    private readonly maxBytes: number,
    private readonly quiet: boolean,
  ) {}

  push(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return this.clear();
    if (this.held === undefined) {
      if (this.bytes === chunk.length && chunk.byteLength === chunk.buffer.byteLength) {
        this.only = chunk;
        return;
      }
      this.held = new GrowingBuffer(this.maxBytes);
      if (this.only !== undefined) this.held.append(this.only);
      this.only = undefined;
    }
    this.held.append(chunk);
  }

  /** The bytes held so far. */
  private view(): Buffer {
    return this.only ?? this.held?.view() ?? EMPTY;
  }

  private clear(): void {
    this.only = undefined;
    this.held = undefined;
  }

  end(): undefined {
    if (this.bytes > this.maxBytes) return this.problem("too-large", undefined);
    const bytes = this.view();
    const read = strictText(bytes);
    this.clear();
    if (!read.ok) {
      // Invalid UTF-8 is recorded as such, never repaired; a quiet body only when it would pass for JSON repaired.
      if (this.quiet && messageText(bytes.toString("utf8")) === undefined) return;
      return this.problem("invalid-utf8", read.before, read.offset);
    }
    const message = this.bytes === 0 ? undefined : messageRecord(read.text);
    if (message !== undefined) return void this.onRecord(message);
    if (this.quiet) return;
    this.problem(this.bytes === 0 ? "empty" : "not-json", read.text);
  }

  cutOff(): void {
    const read = this.bytes > this.maxBytes ? undefined : strictText(this.view());
    this.clear();
    if (this.quiet && this.bytes === 0) return;
    this.problem("cut-off", read === undefined ? undefined : read.ok ? read.text : read.before);
  }

  discard(): number {
    this.clear();
    return this.bytes;
  }

  pending(): number {
    return this.bytes;
  }

  private problem(problem: HttpBody["problem"], text: string | undefined, offset?: number): undefined {
    const body: HttpBody = { ...this.context, bytes: this.bytes, problem };
    if (offset !== undefined) body.offset = offset;
    if (text !== undefined && text.length > 0) body.text = head(text);
    this.onRecord({ http: body });
  }
}

/** A `text/event-stream` body: one message per event, recorded as each event ends. */
export class EventStreamBody implements BodyReader {
  private readonly reader: SseReader;

  /** Creates the reader of one stream. */
  constructor(
    private readonly context: BodyContext,
    private readonly onRecord: RecordHandler,
    maxBytes: number,
  ) {
    this.reader = new SseReader((event) => {
      if (event.invalid !== undefined)
        return this.problem("invalid-utf8", event.bytes, event.invalid.before, event.invalid.offset);
      if (event.data === undefined) return this.problem("too-large", event.bytes, undefined);
      // An event without data (a priming event that only sets an id) carries no message and needs none.
      if (event.data === "") return;
      const message = messageRecord(event.data);
      if (message !== undefined) this.onRecord(message);
      else this.problem("not-json", event.bytes, event.data);
    }, maxBytes);
  }

  push(chunk: Buffer): void {
    this.reader.push(chunk);
  }

  end(): undefined {
    this.cutOff();
  }

  cutOff(): void {
    // A stream that stops inside an event loses that event; it is recorded as cut off, never silently.
    const unfinished = this.reader.end();
    if (unfinished > 0) this.problem("cut-off", unfinished, undefined);
  }

  discard(): number {
    return this.reader.end();
  }

  pending(): number {
    return this.reader.pending;
  }

  private problem(problem: HttpBody["problem"], bytes: number, text: string | undefined, offset?: number): void {
    const body: HttpBody = { ...this.context, contentType: "text/event-stream", bytes, problem };
    if (offset !== undefined) body.offset = offset;
    if (text !== undefined && text.length > 0) body.text = head(text);
    this.onRecord({ http: body });
  }
}
