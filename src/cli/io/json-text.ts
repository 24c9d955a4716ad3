/**
 * Tells whether a text is one JSON value, exactly as JSON.parse accepts it, without building the value: the recorder
 * embeds a message's text as it was sent and needs only that verdict, which costs a fraction of a parse and leaves no
 * garbage behind.
 */

/** Not JSON; JSON on one line; JSON whose whitespace holds line breaks (a string cannot hold a raw one). */
export type JsonTextKind = "invalid" | "line" | "lines";

const OBJECT = 1;
const ARRAY = 2;

/**
 * Reads `text` as one JSON value between optional whitespace (ECMA-404, as JSON.parse reads it). Containers nested
 * deeper than `maxDepth` make it invalid; no limit by default.
 */
export function jsonTextKind(text: string, maxDepth = Number.POSITIVE_INFINITY): JsonTextKind {
  const scan = new Scan(text);
  // The open containers, innermost last.
  const open: number[] = [];
  let i = scan.space(0);
  for (;;) {
    // A value starts at i.
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      // An empty container counts towards the depth too, as the bracket count of nestsDeeper has it.
      if (open.length >= maxDepth) return "invalid";
      i = scan.space(i + 1);
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (text.charCodeAt(i) === close) {
        i++;
      } else {
        open.push(c === 0x7b ? OBJECT : ARRAY);
        if (c === 0x7b && (i = scan.key(i)) < 0) return "invalid";
        continue;
      }
    } else if ((i = scan.scalar(i, c)) < 0) {
      return "invalid";
    }
    // A value ended before i: what follows closes containers, or separates the next value.
    for (;;) {
      i = scan.space(i);
      const kind = open.length === 0 ? undefined : open[open.length - 1];
      if (kind === undefined) return i === text.length ? (scan.breaks ? "lines" : "line") : "invalid";
      const d = text.charCodeAt(i);
      if (d === 0x2c) {
        i = scan.space(i + 1);
        if (kind === OBJECT && (i = scan.key(i)) < 0) return "invalid";
        break;
      }
      if (d !== (kind === OBJECT ? 0x7d : 0x5d)) return "invalid";
      open.pop();
      i++;
    }
  }
}

/** The steps of the reading; each returns the index after what it read, or -1 when the text is not JSON there. */
class Scan {
  /** Whether whitespace read so far held a line break. */
  breaks = false;

  constructor(private readonly text: string) {}

  /** Skips whitespace: space, tab, line feed, carriage return. */
  space(i: number): number {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09) i++;
      else if (c === 0x0a || c === 0x0d) {
        this.breaks = true;
        i++;
      } else return i;
    }
  }

  /** A member's name and its colon, then the whitespace before its value. */
  key(i: number): number {
    if (this.text.charCodeAt(i) !== 0x22) return -1;
    i = this.string(i);
    if (i < 0) return -1;
    i = this.space(i);
    return this.text.charCodeAt(i) === 0x3a ? this.space(i + 1) : -1;
  }

  /** A string, number or literal starting with the character `c` at i. */
  scalar(i: number, c: number): number {
    if (c === 0x22) return this.string(i);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.number(i);
    if (c === 0x74) return this.word(i, "true");
    if (c === 0x66) return this.word(i, "false");
    if (c === 0x6e) return this.word(i, "null");
    return -1;
  }

  private word(i: number, word: string): number {
    return this.text.startsWith(word, i) ? i + word.length : -1;
  }

  /** A string at its opening quote: no raw control character, and only the escapes JSON has. */
  private string(i: number): number {
    const text = this.text;
    for (i++; ; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) return i + 1;
      // NaN, past the end, fails here too.
      if (!(c >= 0x20)) return -1;
      if (c !== 0x5c) continue;
      const e = text.charCodeAt(++i);
      if (e === 0x75) {
        for (let k = 1; k <= 4; k++) if (!isHex(text.charCodeAt(i + k))) return -1;
        i += 4;
      } else if (!isEscape(e)) return -1;
    }
  }

  /** A number: an optional minus, an integer part without leading zeros, then an optional fraction and exponent. */
  private number(i: number): number {
    const text = this.text;
    if (text.charCodeAt(i) === 0x2d) i++;
    const first = text.charCodeAt(i);
    if (first === 0x30) i++;
    else if (first >= 0x31 && first <= 0x39) i = this.digits(i);
    else return -1;
    if (text.charCodeAt(i) === 0x2e) {
      const end = this.digits(i + 1);
      if (end === i + 1) return -1;
      i = end;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 0x2b || sign === 0x2d) i++;
      const end = this.digits(i);
      if (end === i) return -1;
      i = end;
    }
    return i;
  }

  private digits(i: number): number {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c >= 0x30 && c <= 0x39) i++;
      else return i;
    }
  }
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The characters after a backslash, other than `u`: `"` `\` `/` `b` `f` `n` `r` `t`. */
function isEscape(c: number): boolean {
  return c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74;
}
