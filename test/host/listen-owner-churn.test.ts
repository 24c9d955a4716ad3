/** A host whose listen streams came from many owners, each gone again, holds nothing for them: its memory stays
 * flat however many owners have come and gone. */
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, rpc } from "./fetch-client.js";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const makeHost = hostsClosedAfterEach();

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

describe("listen streams of owners who come and go", () => {
  it("leave nothing behind per owner: 4,000 owners of 1,000 characters keep the heap flat", async () => {
    const { host } = makeHost({ owner: (request) => request.headers.get("x-user") ?? "nobody" });
    const once = async (i: number) => {
      const user = `${i}:`.padEnd(1000, String.fromCharCode(97 + (i % 26)));
      const response = await host.fetch(rpc("subscriptions/listen", { notifications: {} }, { "x-user": user }));
      expect(response.status).toBe(200);
      await response.body!.cancel();
    };
    for (let i = 0; i < 500; i++) await once(i);
    const before = await heapAfterGc();
    for (let i = 500; i < 4500; i++) await once(i);
    const growth = (await heapAfterGc()) - before;
    expect(host.stats().streams).toBe(0);
    expect(growth).toBeLessThan(2 * 1024 * 1024);
  });
});
