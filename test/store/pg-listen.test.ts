/**
 * `pgListen` over a stand-in `pg.Client`: which channel's notifications it forwards, that it reports a lost
 * connection once (and not one it closed itself), and that a start that fails closes its connection and throws.
 */
import { describe, expect, it } from "vitest";
import { pgListen, type PgListenClient } from "../../src/store/index.js";

/** A handler of any of the client's events; each event's argument type is its own. */
type Handler = (arg: never) => void;

/** A client that records its calls, whose events a test emits, and whose end() emits `end` as pg's does. */
function fakeClient(failing?: "connect" | "query") {
  const handlers = new Map<string, Handler[]>();
  const calls: string[] = [];
  const emit = (event: string, arg?: unknown): void => {
    for (const h of handlers.get(event) ?? []) (h as (arg: unknown) => void)(arg);
  };
  const client: PgListenClient = {
    connect: async () => {
      calls.push("connect");
      if (failing === "connect") throw new Error("connect ECONNREFUSED");
    },
    query: async (text: string) => {
      calls.push(text);
      if (failing === "query") throw new Error("permission denied");
    },
    end: async () => {
      calls.push("end");
      emit("end");
    },
    on: (event: string, listener: Handler): void => {
      handlers.set(event, [...(handlers.get(event) ?? []), listener]);
    },
  };
  return { client, calls, emit };
}

/** Starts listening on `chan` through a fresh fake client, recording payloads and losses. */
async function started(withOnLost = true) {
  const fake = fakeClient();
  const payloads: string[] = [];
  const losses: unknown[] = [];
  const stop = await pgListen(() => fake.client)(
    "chan",
    (p) => payloads.push(p),
    withOnLost ? (e) => losses.push(e) : undefined,
  );
  return { ...fake, payloads, losses, stop };
}

describe("pgListen", () => {
  it("connects, listens, and forwards only its own channel's payloads, an absent one as empty", async () => {
    const { calls, emit, payloads } = await started();
    expect(calls).toEqual(["connect", "LISTEN chan"]);
    emit("notification", { channel: "other", payload: "1:ab:t" });
    emit("notification", { channel: "chan", payload: "2:ab:t" });
    emit("notification", { channel: "chan" });
    expect(payloads).toEqual(["2:ab:t", ""]);
  });

  it("reports the connection's error once, even when its end follows", async () => {
    const { emit, losses } = await started();
    const error = new Error("terminating connection due to administrator command");
    emit("error", error);
    emit("end");
    expect(losses).toEqual([error]);
  });

  it("reports an end without an error as an Error that says so", async () => {
    const { emit, losses } = await started();
    emit("end");
    expect(losses).toHaveLength(1);
    expect(losses[0]).toBeInstanceOf(Error);
    expect((losses[0] as Error).message).toBe("the LISTEN connection ended");
  });

  it("does not report the end of a connection it was told to stop", async () => {
    const { calls, losses, stop } = await started();
    await stop();
    expect(calls.at(-1)).toBe("end");
    expect(losses).toEqual([]);
  });

  it("survives a lost connection when the caller gave no onLost", async () => {
    const { emit } = await started(false);
    expect(() => emit("end")).not.toThrow();
  });

  for (const failing of ["connect", "query"] as const) {
    it(`closes the connection and throws when the ${failing} fails, reporting no loss`, async () => {
      const fake = fakeClient(failing);
      const losses: unknown[] = [];
      const listening = pgListen(() => fake.client)(
        "chan",
        () => undefined,
        (e) => losses.push(e),
      );
      await expect(listening).rejects.toThrow(failing === "connect" ? "ECONNREFUSED" : "permission denied");
      expect(fake.calls.at(-1)).toBe("end");
      expect(losses).toEqual([]);
    });
  }
});
