/** Progress on a terminal's stderr for long inputs: bytes and lines processed, a few updates a second at most. */

/** The part of a stream the progress display needs. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): boolean;
}

const FIRST_AFTER_MS = 1000;
const EVERY_MS = 250;

/** A throttled one-line progress display; does nothing when the stream is not a terminal. */
export class Progress {
  private readonly enabled: boolean;
  private readonly started: number;
  private last = 0;
  private shown = false;

  /** Creates a display for `label`; `total` is the input size in bytes when known. */
  constructor(
    private readonly stream: ProgressStream,
    private readonly label: string,
    private readonly total: number | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.enabled = stream.isTTY === true;
    this.started = this.enabled ? now() : 0;
  }

  /** Reports the bytes and lines processed so far; draws only if enough time has passed. */
  update(bytes: number, lines: number): void {
    if (!this.enabled) return;
    const t = this.now();
    if (t - this.started < FIRST_AFTER_MS || t - this.last < EVERY_MS) return;
    this.last = t;
    this.shown = true;
    this.stream.write(`\r\x1b[K${this.label}: ${formatProgress(bytes, lines, this.total)}`);
  }

  /** Erases the display, leaving the terminal line clean for the report. */
  done(): void {
    if (this.shown) this.stream.write("\r\x1b[K");
    this.shown = false;
  }
}

/** Formats "12.3 MB of 1.0 GB (1%), 45,678 lines". */
export function formatProgress(bytes: number, lines: number, total: number | undefined): string {
  const size =
    total !== undefined && total > 0
      ? `${formatBytes(bytes)} of ${formatBytes(total)} (${Math.floor((bytes / total) * 100)}%)`
      : formatBytes(bytes);
  return `${size}, ${lines.toLocaleString("en-US")} lines`;
}

/** Formats a byte count in decimal units (B, kB, MB, GB, TB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
