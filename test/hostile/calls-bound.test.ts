/** The hostile-export check's own bounds: a call that works too long or never settles is a breach, a quick one not. */
import { describe, expect, it } from "vitest";
import { check, type Target } from "./calls.js";

const target = (fn: (...args: unknown[]) => unknown): Target => ({ entry: "foil", name: "f", fn });

describe("check", () => {
  it("passes a call that returns at once", async () => {
    expect(
      await check(
        target(() => 1),
        "x",
        [],
        200,
        false,
      ),
    ).toBeNull();
  });

  it("reports a call that spins the CPU past the bound (foil)", async () => {
    const spin = () => {
      const started = process.cpuUsage();
      let n = 0;
      for (;;) {
        const spent = process.cpuUsage(started);
        if (spent.user + spent.system > 300_000) return n;
        n++;
      }
    };
    expect(await check(target(spin), "x", [], 100, false)).toMatchObject({ what: expect.stringMatching(/of CPU$/) });
  });

  it("reports a promise that does not settle within the bound (foil)", async () => {
    const hang = () => new Promise(() => undefined);
    expect(await check(target(hang), "x", [], 50, false)).toEqual({
      call: "foil:f(x)",
      what: "did not settle within 50 ms",
    });
  });
});
