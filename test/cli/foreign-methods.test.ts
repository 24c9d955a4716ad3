/** Method names that are Object.prototype members, and ids beyond 2^53, through the codec, validate and lint. */
import { describe, expect, it } from "vitest";
import { admitRequest, decode } from "../../src/codec/index.js";
import { jsonLines, runCli } from "./run-cli.js";

const MEMBERS = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "isPrototypeOf"];

const trace = MEMBERS.flatMap((method, i) => [
  `{"jsonrpc":"2.0","id":${i},"method":${JSON.stringify(method)},"params":{}}`,
  `{"jsonrpc":"2.0","id":${i},"result":{"resultType":"complete"}}`,
]).join("\n");

describe("a method named like an Object.prototype member", () => {
  it("decodes as an ordinary request of an unknown method", () => {
    for (const method of MEMBERS) {
      const decoded = decode(`{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(method)},"params":{}}`);
      expect(decoded.ok, method).toBe(true);
      if (decoded.ok) expect(decoded.value.kind).toBe("JSONRPCRequest");
    }
  });

  it("is admitted for the server to answer -32601, not refused as invalid params", () => {
    const admitted = admitRequest(`{"jsonrpc":"2.0","id":1,"method":"constructor","params":{}}`);
    expect(admitted.ok).toBe(true);
  });

  it("is checked by `mcp-tasks validate` without an internal error", async () => {
    const run = await runCli(["validate", "--json", "-"], { stdin: `${trace}\n` });
    expect(run.stderr).not.toContain("internal error");
    expect(run.status).toBe(0);
    const lines = jsonLines(run.stdout) as { ok?: boolean }[];
    expect(lines.filter((l) => l.ok === true)).toHaveLength(MEMBERS.length * 2);
  });

  it("is named JSONRPCRequest by `mcp-tasks validate` when its envelope is malformed, not an inherited member", async () => {
    const run = await runCli(["validate", "--json", "-"], {
      stdin: MEMBERS.map((m) => `{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(m)},"params":5}`).join("\n"),
    });
    const lines = jsonLines(run.stdout) as { kind?: string; ok?: boolean }[];
    expect(lines.map((l) => [l.kind, l.ok])).toEqual(MEMBERS.map(() => ["JSONRPCRequest", false]));
  });

  it("is read by `mcp-tasks lint` as an unknown method answered once", async () => {
    const run = await runCli(["lint", "--json", "-"], { stdin: `${trace}\n` });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});

describe("an integer id beyond 2^53 - 1", () => {
  const big = `{"jsonrpc":"2.0","id":9007199254740993,"method":"ping","params":{}}`;

  it("is refused by the envelope with an issue that says why, and the refusal carries no id", () => {
    const decoded = decode(big);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.issues[0]).toMatchObject({ path: "/id", keyword: "range" });
    const admitted = admitRequest(big);
    expect(admitted.ok).toBe(false);
    if (!admitted.ok) {
      expect(admitted.response?.error.code).toBe(-32600);
      expect(admitted.response).not.toHaveProperty("id");
    }
  });

  it("is refused at 2^53 itself, which a larger id rounds to, and admitted one below", () => {
    expect(decode(`{"jsonrpc":"2.0","id":9007199254740992,"method":"ping"}`).ok).toBe(false);
    expect(decode(`{"jsonrpc":"2.0","id":-9007199254740992,"method":"ping"}`).ok).toBe(false);
    expect(decode(`{"jsonrpc":"2.0","id":9007199254740991,"method":"ping"}`).ok).toBe(true);
  });
});
