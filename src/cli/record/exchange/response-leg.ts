/**
 * The response half of a proxied exchange: the target's head forwarded to the client, then its body forwarded chunk
 * by chunk and recorded, and what is due when either side breaks off before the end.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BodyReader, RecordHandler } from "../body.js";
import { Forward, type Ready } from "./forward.js";
import { forwardedResponseHeaders, type BodyHeaders } from "../headers.js";
import { forwardHead, responseReader } from "./response.js";

/** How one response is forwarded and recorded. */
export interface ResponsePlan {
  /** Whether its body is recorded (an exchange on the MCP endpoint, not answering a HEAD). */
  recorded: boolean;
  /** Whether no message is due from the request, so that only an event stream's body is one. */
  quietRequest: boolean;
  /** The largest message recorded. */
  maxMessageBytes: number;
  onRecord: RecordHandler;
  /** Back-pressure of the recording (and of the held records, when the request is not recorded yet). */
  ready: Ready;
  /** Runs once the body's end is recorded, before the end goes to the client. */
  onEnd: () => void;
  /** Runs when the target's side fails mid-body, with the leg it failed. */
  onFailed: (leg: ResponseLeg) => void;
}

/** A response whose head is forwarded, on its way to the client. */
export class ResponseLeg {
  private reader: BodyReader | undefined;
  private readonly forward: Forward;
  private upstreamFailed = false;

  private constructor(
    private readonly response: IncomingMessage,
    private readonly res: ServerResponse,
    /** Whether the response is an event stream (long-lived: a shutdown closes it at once). */
    readonly streaming: boolean,
    reader: BodyReader | undefined,
    plan: ResponsePlan,
  ) {
    this.reader = reader;
    this.forward = new Forward(response, res, reader, plan.ready, plan.onEnd);
    // The target's side failed: what is due is recorded as cut off, and both sides stop.
    const onFailed = plan.onFailed;
    const failed = (): void => {
      this.upstreamFailed = true;
      onFailed(this);
    };
    response.on("aborted", failed);
    response.on("error", failed);
  }

  /** Forwards the target's head and starts on its body; returns why the head cannot be forwarded, if it cannot. */
  static open(response: IncomingMessage, res: ServerResponse, plan: ResponsePlan): ResponseLeg | string {
    const status = response.statusCode ?? 0;
    // Transparent: the target's own Date (or none) goes back, not one added here.
    res.sendDate = false;
    const body: BodyHeaders = { contentType: undefined, contentEncoding: undefined };
    const headers = forwardedResponseHeaders(response.rawHeaders, body);
    const refused = forwardHead(res, status, response.statusMessage ?? "", headers);
    if (refused !== undefined) return refused;
    const contentType = body.contentType ?? null;
    const streaming = contentType !== null && /^\s*text\/event-stream\b/i.test(contentType);
    // An event stream's client should see its headers before the first event; other heads go out with the body.
    if (streaming) res.flushHeaders();
    let reader: BodyReader | undefined;
    if (plan.recorded) {
      // No message is due in the answer to a request without a body, in a 202 Accepted, or in a 204 or 304.
      const quiet = !streaming && (plan.quietRequest || status === 202 || status === 204 || status === 304);
      const context = { status, contentType };
      reader = responseReader(context, body.contentEncoding, streaming, quiet, plan.onRecord, plan.maxMessageBytes);
    }
    return new ResponseLeg(response, res, streaming, reader, plan);
  }

  /** Whether the body's end has come, so the rest of it is being (or has been) recorded. */
  get ending(): boolean {
    return this.forward.ending;
  }

  /** Stops recording (the recorder is shutting down); returns the bytes of the message left unrecorded. */
  discard(): number {
    const lost = this.reader?.discard() ?? 0;
    this.reader = undefined;
    return lost;
  }

  /**
   * The response stopped before its end reached the client: both sides stop, and what is due is recorded before
   * `done` runs. `log` hears of a message the client itself cut short.
   */
  broken(done: () => void, log: (line: string) => void): void {
    const reader = this.reader;
    this.reader = undefined;
    this.response.destroy();
    this.res.destroy();
    if (reader === undefined) return done();
    if (this.response.complete) {
      // The whole body came from the target; the client left before taking the end of it. It is recorded all the same.
      const ending = reader.end();
      if (ending === undefined) return done();
      return void ending.then(done);
    }
    if (this.upstreamFailed) {
      reader.cutOff();
    } else {
      // The client closed the response (as clients close event streams); what was whole is recorded already.
      const lost = reader.discard();
      if (lost > 0)
        log(`a client closed a response with ${lost} bytes of an unfinished message, which is not recorded`);
    }
    done();
  }
}
