/** The recording reverse proxy: a node:http server that forwards every exchange to the target and records it. */
import { Agent as HttpAgent, createServer, type Agent, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { shownTarget } from "./args.js";
import { Exchange, upstreamTarget, type ExchangeContext } from "./exchange/index.js";
import { InFlight } from "./in-flight.js";
import { nodeHttps } from "../lazy-builtins.js";

/**
 * What a shutdown left out: streams it closed, exchanges it cut short, the bytes of messages they had in flight, and
 * the connections refused as over the limit while it ran.
 */
export interface ShutdownReport {
  streamsClosed: number;
  exchangesCut: number;
  unrecordedBytes: number;
  connectionsRefused: number;
}

/** How the proxy is set up: what every exchange shares, and the bounds on client connections. */
export type ProxyOptions = Omit<ExchangeContext, "upstream" | "shownTarget"> & {
  /** The most client connections open at once; more are answered 503 with Retry-After and closed. */
  maxConnections: number;
  /** How long a client has to send a whole request; it gets 408 after that (0: no limit). */
  requestTimeoutMs: number;
};

/** The seconds a refused client is told to wait before it connects again. */
const RETRY_AFTER_S = 1;

/** How long a refused connection stays open to drain what the client sent, so the 503 is not lost to a reset. */
const REFUSED_LINGER_MS = 1000;

/** The longest timer Node keeps (about 24.8 days); longer limits are clamped to it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A listening recorder in front of one target. */
export class RecordingProxy {
  private readonly server: Server;
  private readonly agent: Agent;
  private readonly active = new InFlight();
  private readonly stopped = new Set<Exchange>();
  private readonly refused = new WeakSet<Socket>();
  private closing = false;
  private connections = 0;
  private refusedCount = 0;
  private readonly maxConnections: number;
  private readonly log: (line: string) => void;

  /** Creates the proxy (not yet listening). */
  constructor(options: ProxyOptions) {
    const { maxConnections, requestTimeoutMs, ...context } = options;
    this.maxConnections = maxConnections;
    this.log = context.log;
    // Connections to the target are reused, as a client's own would be.
    this.agent =
      context.target.protocol === "https:"
        ? new (nodeHttps().Agent)({ keepAlive: true })
        : new HttpAgent({ keepAlive: true });
    const full: ExchangeContext = {
      ...context,
      upstream: upstreamTarget(context.target, this.agent),
      shownTarget: shownTarget(context.target),
    };
    const requestMs = Math.min(requestTimeoutMs, MAX_TIMER_MS);
    // Node checks its request deadlines this often; a second keeps a short --request-timeout close to its word.
    this.server = createServer(
      { connectionsCheckingInterval: Math.min(1000, Math.max(requestMs, 100)) },
      (req, res) => {
        if (this.refused.has(req.socket)) return;
        const exchange = new Exchange(req, res, full, this.ended);
        exchange.slot = this.active.add(exchange);
        exchange.start();
      },
    );
    this.server.on("connection", (socket: Socket) => this.admit(socket));
    // Event streams stay open for as long as the target keeps them: no idle timeout cuts a response. A request must
    // arrive whole within the deadline, so a client trickling a body cannot hold its memory for ever.
    this.server.timeout = 0;
    this.server.requestTimeout = requestMs;
    this.server.headersTimeout = Math.min(requestMs, 60_000);
  }

  /** Called by each exchange once it is over. */
  private readonly ended = (exchange: Exchange): void => this.active.remove(exchange.slot);

  /** Counts a new client connection, or answers it 503 with Retry-After when the limit is reached. */
  private admit(socket: Socket): void {
    if (this.connections < this.maxConnections) {
      this.connections++;
      socket.once("close", () => this.connections--);
      return;
    }
    this.refused.add(socket);
    if (this.refusedCount++ === 0)
      this.log(
        `refused a connection: ${this.maxConnections} are open (--max-connections); refused clients get 503 with Retry-After`,
      );
    const text = `mcp-tasks record: ${this.maxConnections} connections are open, the most it takes; retry later\n`;
    socket.on("error", () => undefined);
    socket.end(
      `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_S}\r\nConnection: close\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
    setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
  }

  /** Starts listening; resolves with the address, or rejects (an address in use, say). */
  listen(host: string, port: number): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => {
        this.server.off("error", reject);
        resolve(this.server.address() as AddressInfo);
      });
    });
  }

  /** How many exchanges are in flight. */
  get inFlight(): number {
    return this.active.size;
  }

  /**
   * Stops accepting, closes event streams at once, gives other exchanges up to `graceMs` to finish, then cuts the
   * rest; resolves when every exchange is over and all it recorded has been handed to the recording.
   */
  async shutdown(graceMs: number): Promise<ShutdownReport> {
    this.closing = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    let streamsClosed = 0;
    for (const exchange of this.active.list()) {
      if (!exchange.streaming) continue;
      streamsClosed++;
      this.stop(exchange);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.allDone(), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    const exchangesCut = this.active.size;
    this.force();
    await this.allDone();
    this.server.closeAllConnections();
    await closed;
    this.agent.destroy();
    let unrecordedBytes = 0;
    for (const exchange of this.stopped) unrecordedBytes += exchange.unrecordedBytes;
    return { streamsClosed, exchangesCut, unrecordedBytes, connectionsRefused: this.refusedCount };
  }

  /** Cuts every exchange in flight now (a second signal during a shutdown). */
  force(): void {
    for (const exchange of this.active.list()) this.stop(exchange);
  }

  /** Whether a shutdown has begun. */
  get shuttingDown(): boolean {
    return this.closing;
  }

  private stop(exchange: Exchange): void {
    this.stopped.add(exchange);
    exchange.stop();
  }

  private allDone(): Promise<void> {
    return this.active.empty();
  }
}
