/**
 * The JSON-RPC error a client gets inline for odd thrown values (null, undefined, a non-integer code, a message that
 * is no string) and for long messages cut at the 4096-unit limit, and the shape of `jsonRpcError`'s Error.
 */
import { describe, expect, it } from "vitest";
import { jsonRpcError, type HostTool } from "../../src/host/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** Values a tool throws, by the name the call passes as `arguments.what`. */
const thrown: Record<string, () => unknown> = {
  null: () => null,
  undefined: () => undefined,
  fractionCode: () => ({ code: 1.5, message: "odd" }),
  numberMessage: () => ({ code: -32050, message: 42 }),
  exact: () => jsonRpcError(-32050, "x".repeat(4096)),
  // The last unit kept (index 4095) is U+D800, U+DBFF (high surrogates) or U+E000 (no surrogate).
  pairD800: () => jsonRpcError(-32050, `${"x".repeat(4095)}\u{10000}tail`),
  pairDBFF: () => jsonRpcError(-32050, `${"x".repeat(4095)}\u{10FC00}tail`),
  privateUse: () => jsonRpcError(-32050, `${"x".repeat(4095)}\ue000tail`),
};

const tools: HostTool[] = [
  {
    name: "thrower",
    taskSupport: "forbidden",
    inputSchema: { type: "object" },
    run: (args) => {
      throw thrown[String(args.what)]!();
    },
  },
];

async function errorOf(what: string): Promise<unknown> {
  const { host } = makeHost({ tools });
  const { body } = await read(await host.fetch(rpc("tools/call", { name: "thrower", arguments: { what } })));
  return body.error;
}

describe("a thrown value that is no error object", () => {
  it.each([
    ["null", "thrower failed: null"],
    ["undefined", "thrower failed: undefined"],
  ])("answers -32603 naming a thrown %s", async (what, message) => {
    expect(await errorOf(what)).toEqual({ code: -32603, message });
  });

  it("answers -32603 with the prefixed message when the code is not an integer", async () => {
    expect(await errorOf("fractionCode")).toEqual({ code: -32603, message: "thrower failed: odd" });
  });

  it("answers -32603 with the value's text when the message is no string, even with a good code", async () => {
    expect(await errorOf("numberMessage")).toEqual({ code: -32603, message: "thrower failed: [object Object]" });
  });
});

describe("a long thrown message", () => {
  it("is kept whole at exactly 4096 units", async () => {
    expect(await errorOf("exact")).toEqual({ code: -32050, message: "x".repeat(4096) });
  });

  it.each(["pairD800", "pairDBFF"])("is cut before a surrogate pair split by the limit (%s)", async (what) => {
    expect(await errorOf(what)).toEqual({ code: -32050, message: `${"x".repeat(4095)}...` });
  });

  it("keeps a last unit above the high surrogates", async () => {
    expect(await errorOf("privateUse")).toEqual({ code: -32050, message: `${"x".repeat(4095)}\ue000...` });
  });
});

describe("jsonRpcError", () => {
  it("has a data property only when data is given", () => {
    const bare = jsonRpcError(-32050, "m");
    expect("data" in bare).toBe(false);
    expect(Object.keys(bare)).toEqual(["code"]);
    const withData = jsonRpcError(-32050, "m", { why: 1 });
    expect(withData).toMatchObject({ code: -32050, message: "m", data: { why: 1 } });
  });
});
