/**
 * The PostgreSQL store's watch when the store closes while its LISTEN is still starting: the watch answers that the
 * store is closed rather than hand out a subscription that can never report.
 */
import { describe, expect, it } from "vitest";
import { tamperedStore } from "./pg-compare-and-set-client.js";

describe("the PostgreSQL store's watch racing close", () => {
  it("answers unavailable when close runs while LISTEN starts", async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const listen = async () => {
      await gate;
      return () => undefined;
    };
    const { store } = await tamperedStore({ listen });
    const watching = store.watch(["t"], () => undefined, { owner: "me" });
    const closing = store.close();
    open();
    const [watched] = await Promise.all([watching, closing]);
    expect(watched.ok).toBe(false);
    if (!watched.ok) {
      expect(watched.error.code).toBe("unavailable");
      expect(watched.error.message).toBe("the store is closed");
    }
  });

  it("hands out the subscription when LISTEN starts before close (foil for the race)", async () => {
    const { store } = await tamperedStore({ listen: async () => () => undefined });
    const watched = await store.watch(["t"], () => undefined, { owner: "me" });
    expect(watched.ok).toBe(true);
    await store.close();
  });
});
