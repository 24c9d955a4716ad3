/**
 * One proxied HTTP exchange: the request is forwarded to the target and the response back, each chunk as it arrives,
 * while taps record the messages of exchanges on the MCP endpoint.
 */
import type { Agent, ClientRequest, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { BodyReader, BodyRecord } from "./body.js";
import { endToEnd, forwardedResponseHeaders, recordedFromEndToEnd, type BodyHeaders } from "./headers.js";
import type { Recording } from "./recording.js";
import { Forward, type Ready } from "./forward.js";
import { HeldRecords } from "./held.js";
import {
  badGateway,
  forwardEarlyHints,
  forwardHead,
  responseReader,
  unforwardable,
  upstreamFailure,
} from "./response.js";
import {
  isRecorded,
  needsNoMessage,
  requestPath,
  requestReader,
  upstreamRequest,
  type UpstreamTarget,
} from "./upstream-request.js";

/** What every exchange of one proxy shares. */
export interface ExchangeContext {
  /** The MCP endpoint proxied to; only exchanges on its path are recorded. */
  target: URL;
  /** The connection pool to the target. */
  agent: Agent;
  /** What every request to the target shares. */
  upstream: UpstreamTarget;
  recording: Recording;
  /** The largest message recorded; a larger body is forwarded and recorded as too large. */
  maxMessageBytes: number;
  /** Header names (lower case) whose values are recorded besides the harmless ones. */
  keepHeaders: ReadonlySet<string>;
  /** How the target is named in diagnostics: without credentials. */
  shownTarget: string;
  /** Back-pressure of the recording and of the live output. */
  ready: Ready;
  /** A diagnostic line for standard error. */
  log: (line: string) => void;
}

/** One request and its response. */
export class Exchange {
  /** Whether the response is an event stream (long-lived: a shutdown closes it at once). */
  streaming = false;
  /** Bytes of messages left unrecorded because the recorder stopped while they were in flight. */
  unrecordedBytes = 0;
  private upstream: ClientRequest | undefined;
  private requestReader: BodyReader | undefined;
  private responseReader: BodyReader | undefined;
  /** The target's response and its forwarding to the client, once the answer has begun. */
  private response: IncomingMessage | undefined;
  private responseForward: Forward | undefined;
  private requestSettled = false;
  /**
   * Responses are recorded after their request: records that come early wait here until the request is recorded (made
   * only when one does).
   */
  private held: HeldRecords | undefined;
  private responding = false;
  private stopping = false;
  private upstreamFailed = false;
  private responseRecorded = false;
  /** Whether the exchange is on the MCP endpoint, so its messages (and a 502 answered in its place) are recorded. */
  private recorded = false;
  // Both directions of the exchange, and the recording of the response, must be over for it to be done.
  private open = 3;
  /** Where the proxy holds this exchange while it is in flight. */
  slot = -1;

  /**
   * Creates the exchange of a request the proxy received; `start` forwards it. `onDone` runs once both directions are
   * over and everything due is recorded.
   */
  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly context: ExchangeContext,
    private readonly onDone: (exchange: Exchange) => void,
  ) {}

  /** Forwards the request and starts recording. */
  start(): void {
    const path = requestPath(this.req);
    const recorded = isRecorded(path, this.context.upstream);
    this.recorded = recorded;
    const quiet = needsNoMessage(this.req);
    // Hop-by-hop headers are found once, for the forwarded request and for the recording.
    const body: BodyHeaders = { contentType: undefined, contentEncoding: undefined };
    const kept = endToEnd(this.req.rawHeaders, body);
    const upstream = upstreamRequest(this.req, this.context.upstream, kept, path);
    this.upstream = upstream;
    if (recorded) {
      const headers = recordedFromEndToEnd(kept, this.context.keepHeaders);
      const onRecord = (record: BodyRecord): void => this.context.recording.write("c2s", headers, record);
      this.requestReader = requestReader(this.req, body, onRecord, this.context.maxMessageBytes, quiet);
    }
    const forward = new Forward(this.req, upstream, this.requestReader, this.context.ready, () => this.requestDone());
    this.req.on("close", () => {
      if (this.req.complete || this.requestSettled) return;
      // The client went away before its request was whole.
      if (this.stopping) this.unrecordedBytes += this.requestReader?.discard() ?? 0;
      else this.requestReader?.cutOff();
      upstream.destroy();
      this.requestDone();
    });
    upstream.on("response", (response) => this.respond(response, recorded, quiet));
    upstream.on("information", (info) => forwardEarlyHints(this.res, info));
    upstream.on("error", (error) => this.unreachable(error));
    upstream.on("upgrade", (response: IncomingMessage, socket: Socket) => {
      // The proxy never forwards an Upgrade, so a 101 answers a request that asked for none.
      socket.destroy();
      this.gatewayError(
        unforwardable(
          `its answer is ${response.statusCode ?? 101} Switching Protocols to a request that asked for no upgrade`,
        ),
      );
    });
    upstream.on("close", () => {
      // The target is gone before the whole body went to it: the rest is still read, and recorded, but not sent.
      if (!this.requestSettled) forward.detach();
      // Gone without an answer, and without an error: the client still gets one.
      if (!this.responding) this.gatewayError(unforwardable("it closed the connection without an answer"));
    });
    // One listener for the client's side closing, before or after the answer began.
    this.res.on("close", () => {
      if (!this.responding && !this.stopping && !this.res.writableFinished) this.abandoned(upstream);
      this.close();
      // The client left while the response was on its way: what is due is recorded, and both sides stop.
      if (this.responseForward !== undefined && !this.res.writableFinished)
        this.responseBroken(this.response!, this.responseForward);
    });
  }

  /** Stops the exchange now, recording nothing more of it (the recorder is shutting down). */
  stop(): void {
    if (this.stopping) return;
    this.stopping = true;
    if (!this.requestSettled) this.unrecordedBytes += this.requestReader?.discard() ?? 0;
    this.unrecordedBytes += this.responseReader?.discard() ?? 0;
    this.responseReader = undefined;
    this.upstream?.destroy();
    this.res.destroy();
    this.req.destroy();
    this.requestDone();
    this.responseDone();
  }

  /** The client left before any answer: the request to the target is cancelled, and nothing is due from it. */
  private abandoned(upstream: ClientRequest): void {
    upstream.destroy();
    this.context.log(
      `a client left before the answer to its ${this.req.method ?? ""} ${requestPath(this.req).replace(/\?.*$/s, "")} came; the request to the target is cancelled`,
    );
    this.responseDone();
  }

  private respond(response: IncomingMessage, recorded: boolean, quietRequest: boolean): void {
    if (this.stopping || this.res.destroyed) return void response.destroy();
    this.responding = true;
    const status = response.statusCode ?? 0;
    // Transparent: the target's own Date (or none) goes back, not one added here.
    this.res.sendDate = false;
    const body: BodyHeaders = { contentType: undefined, contentEncoding: undefined };
    const refused = forwardHead(
      this.res,
      status,
      response.statusMessage ?? "",
      forwardedResponseHeaders(response.rawHeaders, body),
    );
    if (refused !== undefined) return this.refuse(response, refused);
    const contentType = body.contentType ?? null;
    this.streaming = contentType !== null && /^\s*text\/event-stream\b/i.test(contentType);
    // An event stream's client should see its headers before the first event; other heads go out with the body.
    if (this.streaming) this.res.flushHeaders();
    if (recorded && this.req.method !== "HEAD") {
      // No message is due in the answer to a request without a body, in a 202 Accepted, or in a 204 or 304.
      const quiet = !this.streaming && (quietRequest || status === 202 || status === 204 || status === 304);
      const onRecord = (record: BodyRecord): void => this.responseRecord(record);
      this.responseReader = responseReader(
        { status, contentType },
        body.contentEncoding,
        this.streaming,
        quiet,
        onRecord,
        this.context.maxMessageBytes,
      );
    }
    const ready = (): Promise<void> | undefined => this.held?.full() ?? this.context.ready();
    const forward = new Forward(response, this.res, this.responseReader, ready, () => this.responseDone());
    this.response = response;
    this.responseForward = forward;
    // The target's side failed: what is due is recorded as cut off, and both sides stop.
    const failed = (): void => {
      this.upstreamFailed = true;
      this.responseBroken(response, forward);
    };
    response.on("aborted", failed);
    response.on("error", failed);
  }

  /** The response stopped before its end reached the client: record what is due, and stop both sides. */
  private responseBroken(response: IncomingMessage, forward: Forward): void {
    if (this.responseRecorded || forward.ending) return;
    const reader = this.responseReader;
    this.responseReader = undefined;
    response.destroy();
    this.res.destroy();
    if (reader === undefined) return this.responseDone();
    if (response.complete) {
      // The whole body came from the target; the client left before taking the end of it. It is recorded all the same.
      const ending = reader.end();
      if (ending === undefined) return this.responseDone();
      return void ending.then(() => this.responseDone());
    }
    if (this.upstreamFailed) {
      reader.cutOff();
    } else {
      // The client closed the response (as clients close event streams); what was whole is recorded already.
      const lost = reader.discard();
      if (lost > 0)
        this.context.log(
          `a client closed a response with ${lost} bytes of an unfinished message, which is not recorded`,
        );
    }
    this.responseDone();
  }

  /** The target's head cannot go to the client: it gets a 502 saying why, which is recorded as the response. */
  private refuse(response: IncomingMessage, why: string): void {
    response.destroy();
    this.gatewayError(unforwardable(why));
  }

  /** The request to the target failed before any answer: the target is unreachable, or its answer is not HTTP. */
  private unreachable(error: Error): void {
    if (!this.responding) this.gatewayError(upstreamFailure(error));
  }

  /**
   * Answers 502, saying what went wrong with the target (`what` names it), and records that answer as the response
   * the client got; the request is still read and recorded. Nothing is answered once an answer has begun, or the
   * client has gone.
   */
  private gatewayError(what: (target: string) => string): void {
    if (this.stopping || this.responseRecorded || this.res.headersSent) return;
    // A client that left first is why the request to the target was dropped: nothing to answer, nothing to report.
    if (this.res.destroyed) return this.responseDone();
    this.context.log(`${what(this.context.shownTarget)}; the client got a 502`);
    const answer = badGateway(this.res, `mcp-tasks record: ${what(this.context.target.origin)}`);
    if (this.recorded && this.req.method !== "HEAD") this.responseRecord(answer);
    this.responseDone();
  }

  /** Records a record of the response now if its request is recorded, else holds it until it is. */
  private responseRecord(record: BodyRecord): void {
    if (this.requestSettled) return this.context.recording.write("s2c", undefined, record);
    this.held ??= new HeldRecords(
      (held) => this.context.recording.write("s2c", undefined, held),
      this.context.maxMessageBytes,
    );
    this.held.add(record);
  }

  private requestDone(): void {
    if (this.requestSettled) return;
    this.requestSettled = true;
    this.held?.release();
    this.close();
  }

  private responseDone(): void {
    if (this.responseRecorded) return;
    this.responseRecorded = true;
    this.close();
  }

  private close(): void {
    if (--this.open === 0) this.onDone(this);
  }
}
