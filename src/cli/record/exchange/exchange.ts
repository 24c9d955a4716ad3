/**
 * One proxied HTTP exchange: the request is forwarded to the target and the response back, each chunk as it arrives,
 * while taps record the messages of exchanges on the MCP endpoint.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { BodyReader, BodyRecord } from "../body.js";
import { endToEnd, recordedFromEndToEnd, type BodyHeaders } from "../headers.js";
import type { ExchangeContext } from "./context.js";
import { Forward } from "./forward.js";
import { HeldRecords } from "./held.js";
import { badGateway, forwardEarlyHints, unforwardable, upstreamFailure } from "./response.js";
import { ResponseLeg } from "./response-leg.js";
import { isRecorded, needsNoMessage, requestPath, requestReader, upstreamRequest } from "./upstream-request.js";

/** One request and its response. */
export class Exchange {
  /** Bytes of messages left unrecorded because the recorder stopped while they were in flight. */
  unrecordedBytes = 0;
  private upstream: ClientRequest | undefined;
  private requestReader: BodyReader | undefined;
  /** The target's response on its way to the client, once the answer has begun. */
  private response: ResponseLeg | undefined;
  private requestSettled = false;
  /**
   * Responses are recorded after their request: records that come early wait here until the request is recorded (made
   * only when one does).
   */
  private held: HeldRecords | undefined;
  private responding = false;
  private stopping = false;
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
      if (this.response !== undefined && !this.res.writableFinished) this.responseBroken(this.response);
    });
  }

  /** Stops the exchange now, recording nothing more of it (the recorder is shutting down). */
  stop(): void {
    if (this.stopping) return;
    this.stopping = true;
    if (!this.requestSettled) this.unrecordedBytes += this.requestReader?.discard() ?? 0;
    this.unrecordedBytes += this.response?.discard() ?? 0;
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
    const leg = ResponseLeg.open(response, this.res, {
      recorded: recorded && this.req.method !== "HEAD",
      quietRequest,
      maxMessageBytes: this.context.maxMessageBytes,
      onRecord: (record) => this.responseRecord(record),
      ready: () => this.held?.full() ?? this.context.ready(),
      onEnd: () => this.responseDone(),
      onFailed: (leg) => this.responseBroken(leg),
    });
    if (typeof leg === "string") return this.refuse(response, leg);
    this.response = leg;
  }

  /** Whether the response is an event stream (long-lived: a shutdown closes it at once). */
  get streaming(): boolean {
    return this.response?.streaming ?? false;
  }

  /** The response stopped before its end reached the client: record what is due, and stop both sides. */
  private responseBroken(leg: ResponseLeg): void {
    if (this.responseRecorded || leg.ending) return;
    leg.broken(
      () => this.responseDone(),
      (line) => this.context.log(line),
    );
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
