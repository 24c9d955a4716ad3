/**
 * Consecutive lines held compactly: joined into blocks of text rather than kept as one object per line, so that a
 * document of millions of short lines costs about its own size in memory. Read back in order with `next`.
 */

const BLOCK_LINES = 4096;

/** Lines numbered from `firstLine` on, appended one at a time, then read back once in order. */
export class HeldLines {
  private blocks: string[] = [];
  private current: string[] = [];
  private count = 0;
  private chars = 0;
  private whole: string | undefined;
  private at = 0;
  private read = 0;

  /** Starts holding lines; the first one appended is line `firstLine`. */
  constructor(readonly firstLine: number) {}

  /** Appends the next line. */
  push(text: string): void {
    this.current.push(text);
    this.count++;
    this.chars += text.length + 1;
    if (this.current.length >= BLOCK_LINES) {
      this.blocks.push(this.current.join("\n"));
      this.current = [];
    }
  }

  /** How many UTF-16 code units the lines hold, with one per line break. */
  get size(): number {
    return this.chars;
  }

  /** How many lines are not read yet. */
  get remaining(): number {
    return this.count - this.read;
  }

  /** The lines as one text, joined by line breaks. */
  text(): string {
    this.whole ??=
      this.current.length === 0 ? this.blocks.join("\n") : [...this.blocks, this.current.join("\n")].join("\n");
    this.blocks = [];
    this.current = [];
    return this.whole;
  }

  /** The next line not read yet, with its number, or undefined once all are read. */
  next(): { text: string; line: number } | undefined {
    if (this.read >= this.count) return undefined;
    const whole = this.text();
    const end = whole.indexOf("\n", this.at);
    const text = end === -1 ? whole.slice(this.at) : whole.slice(this.at, end);
    this.at = end === -1 ? whole.length : end + 1;
    return { text, line: this.firstLine + this.read++ };
  }
}
