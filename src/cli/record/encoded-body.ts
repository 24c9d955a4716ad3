/**
 * Bodies sent with a Content-Encoding: the bytes are forwarded as they are, and a decompressed copy is read for the
 * recording. An encoding the recorder cannot undo is recorded as such, with the body's size.
 */
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Transform } from "node:stream";
import type { HttpBody } from "../http-body.js";
import type { BodyContext, BodyReader, RecordHandler } from "./body.js";

/** The reader for a body with this Content-Encoding header: `inner` itself when there is none. */
export function decodingReader(
  encoding: string | undefined,
  inner: BodyReader,
  context: BodyContext,
  onRecord: RecordHandler,
  quiet: boolean,
): BodyReader {
  const name = (encoding ?? "").trim().toLowerCase();
  if (name === "" || name === "identity") return inner;
  if (name === "gzip" || name === "x-gzip")
    return new DecompressedBody(createGunzip(), inner, context, onRecord, quiet);
  if (name === "deflate") return new DecompressedBody(createInflate(), inner, context, onRecord, quiet);
  if (name === "br") return new DecompressedBody(createBrotliDecompress(), inner, context, onRecord, quiet);
  return new UndecodableBody(context, onRecord, quiet);
}

/** Pipes the body through a decompressor into the reader of the plain body; an empty body is empty, whatever its encoding. */
class DecompressedBody implements BodyReader {
  private bytes = 0;
  private failed = false;

  constructor(
    private readonly zlib: Transform,
    private readonly inner: BodyReader,
    private readonly context: BodyContext,
    private readonly onRecord: RecordHandler,
    private readonly quiet: boolean,
  ) {
    zlib.on("data", (plain: Buffer) => void inner.push(plain));
    zlib.on("error", () => {
      this.failed = true;
    });
  }

  push(chunk: Buffer): void | Promise<void> {
    this.bytes += chunk.length;
    if (this.failed || this.zlib.write(chunk)) return;
    // The decompressor's input is bounded too: wait until it has taken this chunk.
    return new Promise((resolve) => {
      const done = (): void => {
        this.zlib.off("drain", done);
        this.zlib.off("error", done);
        resolve();
      };
      this.zlib.on("drain", done);
      this.zlib.on("error", done);
    });
  }

  async end(): Promise<void> {
    if (this.bytes === 0) {
      // No bytes at all are no compressed stream: the plain reader sees an empty body (recorded only when one was due).
      this.zlib.destroy();
      return this.inner.end();
    }
    if (!this.failed) {
      await new Promise<void>((resolve) => {
        this.zlib.once("end", resolve);
        this.zlib.once("error", () => resolve());
        this.zlib.end();
        this.zlib.resume();
      });
    }
    if (!this.failed) return this.inner.end();
    this.inner.discard();
    if (this.quiet) return;
    const body: HttpBody = { ...this.context, bytes: this.bytes, problem: "encoding" };
    this.onRecord({ http: body });
  }

  cutOff(): void {
    this.zlib.destroy();
    this.inner.cutOff();
  }

  discard(): number {
    this.zlib.destroy();
    return this.inner.discard();
  }
}

/** A body in an encoding the recorder does not know: its size is recorded, its content cannot be. */
class UndecodableBody implements BodyReader {
  private bytes = 0;

  constructor(
    private readonly context: BodyContext,
    private readonly onRecord: RecordHandler,
    private readonly quiet: boolean,
  ) {}

  push(chunk: Buffer): void {
    this.bytes += chunk.length;
  }

  async end(): Promise<void> {
    if (!this.quiet) this.onRecord({ http: { ...this.context, bytes: this.bytes, problem: "encoding" } });
  }

  cutOff(): void {
    if (!this.quiet) this.onRecord({ http: { ...this.context, bytes: this.bytes, problem: "cut-off" } });
  }

  discard(): number {
    return this.bytes;
  }
}
