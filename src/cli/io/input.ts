/** Opens CLI inputs (a file path, or "-" for standard input) and streams them as numbered lines. */
import { open } from "node:fs/promises";
import { LineSplitter, type LineHandler, type OverflowHandler } from "./lines.js";

/** An opened input: its display name, its size when known, and its bytes. */
export interface Source {
  /** The name used in messages: the path, or "<stdin>". */
  name: string;
  /** The size in bytes, when the input is a regular file. */
  size: number | undefined;
  /** The bytes, chunk by chunk. */
  chunks: AsyncIterable<Buffer>;
  /** Releases the underlying file, if any. */
  close(): Promise<void>;
}

/** Either an opened source or a one-line reason it cannot be read. */
export type Opened = { ok: true; source: Source } | { ok: false; message: string };

const CHUNK_BYTES = 1 << 20;

/** Opens a path for reading, or standard input for "-"; never throws. */
export async function openSource(path: string): Promise<Opened> {
  if (path === "-") {
    return {
      ok: true,
      source: { name: "<stdin>", size: undefined, chunks: process.stdin, close: async () => undefined },
    };
  }
  try {
    const handle = await open(path, "r");
    const stat = await handle.stat();
    if (stat.isDirectory()) {
      await handle.close();
      return { ok: false, message: `cannot read ${path}: it is a directory` };
    }
    const stream = handle.createReadStream({ highWaterMark: CHUNK_BYTES, autoClose: true });
    const size = stat.isFile() ? stat.size : undefined;
    const close = async (): Promise<void> => {
      stream.destroy();
      await closeQuietly(handle);
    };
    return { ok: true, source: { name: path, size, chunks: stream, close } };
  } catch (error) {
    return { ok: false, message: `cannot read ${path}: ${describeError(error)}` };
  }
}

/** Called after each chunk with the running total of bytes read; a returned promise pauses reading (back pressure). */
export type ChunkHandler = (bytes: number) => void | Promise<void>;

/**
 * Reads a source to its end as lines, or until `stop()` says the output is no longer wanted (its reader closed the
 * pipe); resolves to undefined, or to a reason the read failed part way.
 */
export async function readLines(
  source: Source,
  onLine: LineHandler,
  onOverflow: OverflowHandler,
  onChunk?: ChunkHandler,
  stop?: () => boolean,
  maxLineBytes?: number,
): Promise<string | undefined> {
  const splitter = new LineSplitter(onLine, onOverflow, maxLineBytes);
  let bytes = 0;
  // Only failures of the read itself are input errors; a failing handler is a defect and propagates.
  let handling = false;
  try {
    for await (const chunk of source.chunks) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      bytes += buffer.length;
      handling = true;
      splitter.push(buffer);
      const pause = onChunk?.(bytes);
      if (pause !== undefined) await pause;
      handling = false;
      if (stop?.() === true) return undefined;
    }
    handling = true;
    splitter.end();
    return undefined;
  } catch (error) {
    if (handling) throw error;
    return `cannot read ${source.name}: ${describeError(error)}`;
  } finally {
    await source.close();
  }
}

/** Turns a file-system error into a short phrase. */
export function describeError(error: unknown): string {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "it is a directory";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

async function closeQuietly(handle: { close(): Promise<void> }): Promise<void> {
  try {
    await handle.close();
  } catch {
    // The stream may already have closed the handle.
  }
}
