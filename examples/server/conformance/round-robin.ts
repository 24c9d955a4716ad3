/**
 * A small round-robin proxy for the multi-instance configuration: each request goes to the next target in turn, so
 * a task created on one instance is polled, updated and cancelled on the other. Bodies stream both ways.
 */
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A running proxy. */
export interface RoundRobin {
  readonly url: URL;
  /** How many requests went to each target. */
  readonly counts: number[];
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port, in front of `targets` (endpoint URLs on one path). */
export async function startRoundRobin(targets: readonly URL[]): Promise<RoundRobin> {
  let next = 0;
  const counts = targets.map(() => 0);
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}${targets[0]!.pathname}`),
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
