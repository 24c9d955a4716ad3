/**
 * A target's response on its way to the client: its head, its early hints, and the reader recording its body. Node's
 * client parser takes some heads its server side refuses to write (a status below 100, a control character in the
 * reason phrase): such a head becomes a safe one or a 502, never an exception out of the proxy.
 */
import type { ServerResponse } from "node:http";
import {
  EventStreamBody,
  WholeBody,
  type BodyContext,
  type BodyReader,
  type BodyRecord,
  type RecordHandler,
} from "../body.js";
import { decodingReader } from "../encoded-body.js";
import { describeThrown } from "../../../shared/thrown.js";

/** The characters node:http allows in a reason phrase. */
const SAFE_REASON = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Writes the target's status, reason phrase and headers to the client; a reason phrase that cannot be written is
 * replaced by the standard one. Returns why the head cannot be forwarded at all (nothing is written then).
 */
export function forwardHead(
  res: ServerResponse,
  status: number,
  reason: string,
  headers: string[],
): string | undefined {
  if (!Number.isInteger(status) || status < 100 || status > 999)
    return `its status ${status} is not an HTTP status code`;
  try {
    res.writeHead(status, SAFE_REASON.test(reason) ? reason : undefined, headers);
    return undefined;
  } catch (error) {
    return `its head cannot be written (${describeThrown(error)})`;
  }
}

/** Answers 502 Bad Gateway with one plain-text line; returns what the client got, as the record of a response. */
export function badGateway(res: ServerResponse, line: string): BodyRecord {
  const text = `${line}\n`;
  const contentType = "text/plain; charset=utf-8";
  const bytes = Buffer.byteLength(text);
  res.writeHead(502, { "Content-Type": contentType, "Content-Length": bytes });
  res.end(text);
  return { http: { status: 502, contentType, bytes, problem: "not-json", text: line } };
}

/** What a 502 says of a target whose response cannot be forwarded, given how the target is named. */
export function unforwardable(why: string): (target: string) => string {
  return (target) => `the response of ${target} cannot be forwarded: ${why}`;
}

/** What a 502 says when the request to the target fails: its answer is not valid HTTP, or it cannot be reached. */
export function upstreamFailure(error: Error): (target: string) => string {
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === "string" ? code : error.message;
  if (reason.startsWith("HPE_")) return unforwardable(`it is not valid HTTP (${reason}: ${error.message})`);
  return (target) => `cannot reach ${target}: ${reason}`;
}

/** Passes a 103 Early Hints on to the client (other informational responses are the proxy's own business). */
export function forwardEarlyHints(res: ServerResponse, info: { statusCode: number; rawHeaders: string[] }): void {
  if (info.statusCode !== 103 || res.headersSent) return;
  const link: string[] = [];
  for (let i = 0; i < info.rawHeaders.length - 1; i += 2)
    if (info.rawHeaders[i]!.toLowerCase() === "link") link.push(info.rawHeaders[i + 1]!);
  if (link.length === 0) return;
  try {
    res.writeEarlyHints({ link });
  } catch {
    // A Link value node:http will not write is left out, as the hints are only an optimisation.
  }
}

/** The reader recording a response body: one message per event of a stream, else one for the whole body. */
export function responseReader(
  body: BodyContext,
  encoding: string | undefined,
  streaming: boolean,
  quiet: boolean,
  onRecord: RecordHandler,
  maxBytes: number,
): BodyReader {
  const plain = streaming
    ? new EventStreamBody(body, onRecord, maxBytes)
    : new WholeBody(body, onRecord, maxBytes, quiet);
  return decodingReader(encoding, plain, body, onRecord, quiet, maxBytes);
}
