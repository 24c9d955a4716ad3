/** Reads `validate` input as messages: one JSON document, or JSON Lines, with the right line numbers either way. */
import { MAX_LINE_BYTES, describeProblem, type LineProblem } from "./lines.js";
import { parseBounded } from "./bounded-parse.js";
import { HeldLines } from "./held-lines.js";

/** One message of the input: where it starts, and its value or the reason it is not JSON. */
export type InputMessage =
  | { index: number; line: number; ok: true; value: unknown }
  | { index: number; line: number; ok: false; reason: string };

/** Receives each message in input order. */
export type MessageHandler = (message: InputMessage) => void;

/**
 * The largest multi-line document held while deciding, in UTF-16 code units; beyond it the input is read as JSON
 * Lines. A longer document could not be a message within the codec's size limit anyway.
 */
export const MAX_DOCUMENT_CHARS = MAX_LINE_BYTES;

type Mode = "undecided" | "document" | "lines";

/**
 * Decides the input format from its first non-blank line: if that line is JSON on its own, the input is JSON
 * Lines (a one-line document reads the same either way); otherwise the lines are held until the end, and the
 * input is one message if they parse together, JSON Lines if not.
 */
export class MessageReader {
  private mode: Mode = "undecided";
  private held: HeldLines | undefined;
  /** A document that did not parse whole, its lines read one by one as `pull` asks for them. */
  private replaying: HeldLines | undefined;
  /** What arrived while a document was being replayed, in order after it. */
  private backlog: Array<{ text: string; line: number } | { problem: LineProblem; line: number }> = [];
  private backlogAt = 0;
  private index = 0;

  /** Creates a reader that calls `onMessage` for every message. */
  constructor(
    private readonly onMessage: MessageHandler,
    private readonly maxDocumentChars: number = MAX_DOCUMENT_CHARS,
  ) {}

  /** Feeds one line of input. */
  line(text: string, line: number): void {
    if (this.mode === "lines") return this.single(text, line);
    if (this.mode === "undecided") {
      if (isBlank(text)) return;
      const parsed = tryParse(text);
      if (parsed.ok) {
        this.mode = "lines";
        return this.emit(line, parsed);
      }
      this.mode = "document";
    }
    this.held ??= new HeldLines(line);
    this.held.push(text);
    if (this.held.size > this.maxDocumentChars) this.replay();
  }

  /** Reports a line that could not be read (too long, or not UTF-8); it cannot belong to a document kept whole. */
  overflow(line: number, problem: LineProblem): void {
    if (this.mode !== "lines") this.replay();
    if (this.pending()) {
      this.backlog.push({ problem, line });
      return;
    }
    this.onMessage({ index: this.index++, line, ok: false, reason: `the line ${describeProblem(problem)}` });
  }

  /** Ends the input, emitting a held document or its lines. */
  end(): void {
    if (this.mode !== "document") return;
    const held = this.held;
    const whole = held === undefined ? undefined : tryParse(held.text());
    if (held && whole?.ok) {
      this.held = undefined;
      this.emit(held.firstLine, whole);
      return;
    }
    this.replay();
  }

  /**
   * Reads up to `max` lines of a document that did not parse whole, one message each; true while more wait. The
   * caller waits for its output between calls, so that replaying a huge document honours back-pressure.
   */
  pull(max = 1024): boolean {
    for (let n = 0; n < max; n++) {
      const next = this.replaying?.next() ?? this.backlog[this.backlogAt++];
      if (next === undefined) break;
      if ("problem" in next)
        this.onMessage({
          index: this.index++,
          line: next.line,
          ok: false,
          reason: `the line ${describeProblem(next.problem)}`,
        });
      else if (!isBlank(next.text)) this.emit(next.line, tryParse(next.text));
    }
    if (this.pending()) return true;
    this.replaying = undefined;
    this.backlog = [];
    this.backlogAt = 0;
    return false;
  }

  /** Whether replayed lines are still waiting, so that new ones must queue behind them. */
  private pending(): boolean {
    return (this.replaying !== undefined && this.replaying.remaining > 0) || this.backlogAt < this.backlog.length;
  }

  private replay(): void {
    this.mode = "lines";
    const held = this.held;
    this.held = undefined;
    if (held === undefined) return;
    if (this.replaying === undefined || this.replaying.remaining === 0) this.replaying = held;
    else for (let line = held.next(); line !== undefined; line = held.next()) this.backlog.push(line);
  }

  private single(text: string, line: number): void {
    if (this.pending()) {
      this.backlog.push({ text, line });
      return;
    }
    if (isBlank(text)) return;
    this.emit(line, tryParse(text));
  }

  private emit(line: number, parsed: Parsed): void {
    const index = this.index++;
    this.onMessage(
      parsed.ok ? { index, line, ok: true, value: parsed.value } : { index, line, ok: false, reason: parsed.reason },
    );
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses JSON text within the depth limit, turning a syntax error or too deep a nesting into a reason. */
export function tryParse(text: string): Parsed {
  return parseBounded(text);
}

/** Tells whether a line holds only JSON whitespace. */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
  }
  return true;
}
