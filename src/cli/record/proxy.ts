/** The recording reverse proxy: a node:http server that forwards every exchange to the target and records it. */
import { Agent as HttpAgent, createServer, type Agent, type Server } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { AddressInfo } from "node:net";
import { Exchange, type ExchangeContext } from "./exchange.js";

/** What a shutdown left out: streams it closed, exchanges it cut short, and the bytes of messages they had in flight. */
export interface ShutdownReport {
  streamsClosed: number;
  exchangesCut: number;
  unrecordedBytes: number;
}

/** A listening recorder in front of one target. */
export class RecordingProxy {
  private readonly server: Server;
  private readonly agent: Agent;
  private readonly active = new Set<Exchange>();
  private readonly stopped = new Set<Exchange>();
  private closing = false;

  /** Creates the proxy (not yet listening). */
  constructor(context: Omit<ExchangeContext, "agent">) {
    // Connections to the target are reused, as a client's own would be.
    this.agent =
      context.target.protocol === "https:" ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    const full: ExchangeContext = { ...context, agent: this.agent };
    this.server = createServer((req, res) => {
      const exchange = new Exchange(req, res, full);
      this.active.add(exchange);
      void exchange.done.then(() => this.active.delete(exchange));
      exchange.start();
    });
    // Event streams stay open for as long as the target keeps them: no idle timeout cuts them.
    this.server.timeout = 0;
    this.server.requestTimeout = 0;
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
    for (const exchange of this.active) {
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
    return { streamsClosed, exchangesCut, unrecordedBytes };
  }

  /** Cuts every exchange in flight now (a second signal during a shutdown). */
  force(): void {
    for (const exchange of this.active) this.stop(exchange);
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
    return Promise.all([...this.active].map((e) => e.done)).then(() => undefined);
  }
}
