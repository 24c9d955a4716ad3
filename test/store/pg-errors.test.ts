/** How the PostgreSQL store reports what its client throws: refused data as `invalid`, anything else `unavailable`. */
import { describe, expect, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";

const alice = { owner: "alice" };

/** What `get` answers when every query throws `thrown`. */
async function answerFor(thrown: unknown) {
  const store = postgresStore({ query: async () => Promise.reject(thrown) });
  return store.get("t", alice);
}

/** An Error carrying a SQLSTATE, as pg and postgres.js throw. */
const sqlError = (code: string) => Object.assign(new Error("value too long"), { code });

describe("the PostgreSQL store's query errors", () => {
  it("answers invalid for SQLSTATE classes 22 and 54, with the client's message", async () => {
    for (const code of ["22001", "54000"])
      expect(await answerFor(sqlError(code))).toEqual({
        ok: false,
        error: { code: "invalid", message: "PostgreSQL refused the data: value too long" },
      });
  });

  it("answers unavailable for other SQLSTATEs, even ones ending in 22 or 54", async () => {
    for (const code of ["08006", "12354", "12322"])
      expect(await answerFor(sqlError(code))).toEqual({
        ok: false,
        error: { code: "unavailable", message: "PostgreSQL: value too long" },
      });
  });

  it("takes the code only from an object, and the message only from an Error", async () => {
    const fn = Object.assign(() => undefined, { code: "22001", message: "not an Error" });
    for (const thrown of [fn, { message: "not an Error" }, null, "22001"])
      expect(await answerFor(thrown)).toEqual({
        ok: false,
        error: { code: "unavailable", message: "PostgreSQL: the query failed" },
      });
    expect(await answerFor({ code: "22001", message: "not an Error" })).toEqual({
      ok: false,
      error: { code: "invalid", message: "PostgreSQL refused the data: the query failed" },
    });
  });
});
