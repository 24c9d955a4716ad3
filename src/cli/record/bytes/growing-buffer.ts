/**
 * Bytes held for a message while it arrives, copied into one buffer that grows by doubling up to a cap. Memory then
 * follows the bytes counted against the cap (at most twice them), whatever the chunking: a body sent one byte per
 * chunk, or an event of a million empty data lines, costs a byte per byte, not an object per piece.
 */

/** A byte buffer that grows as bytes are appended, never past its cap. */
export class GrowingBuffer {
  private buffer: Buffer = EMPTY;
  private size = 0;

  /** Creates an empty buffer that holds at most `cap` bytes. */
  constructor(private readonly cap: number) {}

  /** How many bytes it holds. */
  get length(): number {
    return this.size;
  }

  /** Appends `bytes[start, end)`; returns false, appending nothing, when they would pass the cap. */
  append(bytes: Uint8Array, start = 0, end = bytes.length): boolean {
    const needed = this.size + (end - start);
    if (needed > this.cap) return false;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(this.cap, Math.max(256, needed, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    this.buffer.set(bytes.subarray(start, end), this.size);
    this.size = needed;
    return true;
  }

  /** Appends one byte; false when it would pass the cap. */
  appendByte(byte: number): boolean {
    ONE[0] = byte;
    return this.append(ONE);
  }

  /** The bytes held, as a view that is valid until the next change. */
  view(): Buffer {
    return this.buffer.subarray(0, this.size);
  }

  /** Empties the buffer, keeping its memory for the next bytes. */
  truncate(): void {
    this.size = 0;
  }

  /** Empties the buffer and gives its memory back. */
  clear(): void {
    this.buffer = EMPTY;
    this.size = 0;
  }
}

const EMPTY = Buffer.alloc(0);
const ONE = new Uint8Array(1);
