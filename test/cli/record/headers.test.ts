import { describe, it, expect } from "vitest";
import { endToEnd, forwardedRequestHeaders, recordedHeaders, REDACTED } from "../../../src/cli/record/headers.js";

describe("headers across the recorder", () => {
  it("drops hop-by-hop headers and those the Connection header names, keeping spelling, order and repeats", () => {
    const raw = [
      "Connection",
      "keep-alive, X-Hop",
      "X-Hop",
      "1",
      "Keep-Alive",
      "timeout=5",
      "TE",
      "trailers",
      "Transfer-Encoding",
      "chunked",
      "Upgrade",
      "h2c",
      "Proxy-Authorization",
      "Basic x",
      "Set-Cookie",
      "a=1",
      "X-Mixed-Case",
      "v",
      "Set-Cookie",
      "b=2",
    ];
    expect(endToEnd(raw)).toEqual(["Set-Cookie", "a=1", "X-Mixed-Case", "v", "Set-Cookie", "b=2"]);
  });

  it("forwards a request with Host naming the target and this proxy added to Via", () => {
    expect(
      forwardedRequestHeaders(
        ["Host", "127.0.0.1:4000", "Accept", "application/json", "Via", "1.0 edge"],
        "127.0.0.1:3000",
        "1.1",
      ),
    ).toEqual(["Host", "127.0.0.1:3000", "Accept", "application/json", "Via", "1.0 edge, 1.1 mcp-tasks-record"]);
  });

  it("records request headers with credentials redacted and repeats joined, in an object whose prototype no header can set", () => {
    const recorded = recordedHeaders([
      "Authorization",
      "Bearer secret",
      "Cookie",
      "sid=1",
      "X-Api-Key",
      "k",
      "Mcp-Method",
      "tasks/get",
      "Accept",
      "a",
      "accept",
      "b",
      "__proto__",
      "x",
      "Connection",
      "close",
    ]);
    expect(JSON.stringify(recorded)).toBe(
      JSON.stringify({
        Authorization: REDACTED,
        Cookie: REDACTED,
        "X-Api-Key": REDACTED,
        "Mcp-Method": "tasks/get",
        Accept: "a, b",
      }).replace(/}$/, ',"__proto__":"x"}'),
    );
    expect(JSON.stringify(recorded)).not.toContain("secret");
    expect(Object.getPrototypeOf(recorded)).toBe(null);
  });
});
