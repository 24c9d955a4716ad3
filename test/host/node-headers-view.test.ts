/** The Headers of toNodeListener's Request, looked up in Node's raw headers until changed, compared with the Headers
 * of a real Request made from the same raw headers. */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

const raw = { "X-One": "1", "x-one": "2", "X-Two": "b" };

/** What `look` returns for the adapter's Request and for a real Request with the same headers. */
async function both(look: (headers: Headers) => unknown): Promise<{ adapter: unknown; real: unknown }> {
  const out = new FakeOutgoing();
  let adapter: unknown;
  toNodeListener(async (request) => {
    adapter = look(request.headers);
    return new Response(null);
  })(new FakeIncoming("GET", "/", raw) as never, out as never);
  await out.ended;
  const real = look(new Request("http://localhost/", { headers: Object.entries(raw) }).headers);
  return { adapter, real };
}

describe("the adapter's Request headers", () => {
  it("tell present names from absent ones in any case, before anything else is asked", async () => {
    const seen = await both((h) => [h.has("x-one"), h.has("X-TWO"), h.has("x-absent"), h.has("x-on"), h.get("x-on")]);
    expect(seen.adapter).toEqual([true, true, false, false, null]);
    expect(seen.adapter).toEqual(seen.real);
  });

  it("keep every change, and get and has see each one (a bad name refused as has refuses it)", async () => {
    const seen = await both((h) => {
      h.set("x-one", "3");
      h.append("x-new", "n");
      h.delete("x-two");
      let refused = "";
      try {
        h.has("bad name");
      } catch (error) {
        refused = `${(error as Error).name}: ${(error as Error).message}`;
      }
      return [
        refused,
        h.get("x-one"),
        h.get("x-new"),
        h.has("x-two"),
        h.get("x-two"),
        [...(h as unknown as Map<string, string>).keys()],
      ];
    });
    expect(seen.adapter).toEqual([
      expect.stringMatching(/^TypeError: .*has/),
      "3",
      "n",
      false,
      null,
      ["x-new", "x-one"],
    ]);
    expect(seen.adapter).toEqual(seen.real);
  });
});
