/**
 * Bodies sent with a Content-Encoding: the bytes are forwarded as they are, and a decompressed copy is read for the
 * recording. Inflating stops as soon as one message passes the size cap, which is recorded as too large at once, so a
 * compression bomb costs the cap's worth of CPU, not its inflated size. An encoding the recorder cannot undo is
 * recorded as such, with the body's size.
 */
import type { Transform } from "node:stream";
import type { HttpBody } from "../http-body.js";
import type { BodyContext, BodyReader, RecordHandler } from "./body.js";
import { nodeZlib } from "../lazy-builtins.js";
import { drained } from "../io/drained.js";

/** The reader for a body with this Content-Encoding header: `inner` itself when there is none. */
export function decodingReader(
  encoding: string | undefined,
  inner: BodyReader,
  context: BodyContext,
  onRecord: RecordHandler,
  quiet: boolean,
  maxBytes: number,
): BodyReader {
  const name = (encoding ?? "").trim().toLowerCase();
  if (name === "" || name === "identity") return inner;
  const zlib =
    name === "gzip" || name === "x-gzip"
      ? nodeZlib().createGunzip()
      : name === "deflate"
        ? nodeZlib().createInflate()
        : name === "br"
          ? nodeZlib().createBrotliDecompress()
          : undefined;
  if (zlib === undefined) return new UndecodableBody(context, onRecord, quiet);
  return new DecompressedBody(zlib, inner, context, onRecord, quiet, maxBytes);
}

/** Pipes the body through a decompressor into the reader of the plain body; an empty body is empty, whatever its encoding. */
class DecompressedBody implements BodyReader {
  private bytes = 0;
  private failed = false;
  /** Inflating stopped because one message passed the cap; that is recorded, and nothing more of the body is. */
  private capped = false;

  constructor(
    private readonly zlib: Transform,
    private readonly inner: BodyReader,
    private readonly context: BodyContext,
    private readonly onRecord: RecordHandler,
    private readonly quiet: boolean,
    maxBytes: number,
  ) {
    zlib.on("data", (plain: Buffer) => {
      if (this.capped) return;
      void inner.push(plain);
      if (inner.pending() > maxBytes) this.cap();
    });
    zlib.on("error", () => {
      this.failed = true;
    });
  }

  push(chunk: Buffer): void | Promise<void> {
    this.bytes += chunk.length;
    if (this.failed || this.capped || this.zlib.write(chunk)) return;
    // The decompressor's input is bounded too: wait until it has taken this chunk (or is stopped).
    return drained(this.zlib);
  }

  pending(): number {
    return this.capped ? 0 : this.inner.pending();
  }

  /** One message inflated past the cap: stop inflating, and record it as too large now, before the body ends. */
  private cap(): void {
    this.capped = true;
    const plain = this.inner.pending();
    this.inner.discard();
    this.zlib.destroy();
    const body: HttpBody = { ...this.context, bytes: plain, problem: "too-large" };
    if (this.context.contentType !== null && /^\s*text\/event-stream\b/i.test(this.context.contentType))
      body.contentType = "text/event-stream";
    this.onRecord({ http: body });
  }

  async end(): Promise<void> {
    if (this.capped) return;
    if (this.bytes === 0) {
      // No bytes at all are no compressed stream: the plain reader sees an empty body (recorded only when one was due).
      this.zlib.destroy();
      return this.inner.end();
    }
    if (!this.failed) {
      await new Promise<void>((resolve) => {
        this.zlib.once("end", resolve);
        this.zlib.once("error", () => resolve());
        // Stopped at the cap while the last of the body inflated: it is recorded already.
        this.zlib.once("close", () => resolve());
        this.zlib.end();
        this.zlib.resume();
      });
    }
    if (this.capped) return;
    if (!this.failed) return this.inner.end();
    this.inner.discard();
    if (this.quiet) return;
    const body: HttpBody = { ...this.context, bytes: this.bytes, problem: "encoding" };
    this.onRecord({ http: body });
  }

  cutOff(): void {
    this.zlib.destroy();
    if (!this.capped) this.inner.cutOff();
  }

  discard(): number {
    this.zlib.destroy();
    return this.capped ? 0 : this.inner.discard();
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

  pending(): number {
    return this.bytes;
  }
}
