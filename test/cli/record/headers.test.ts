import { describe, it, expect } from "vitest";
import {
  endToEnd,
  forwardedRequestHeaders,
  HARMLESS_HEADERS,
  recordedHeaders,
  REDACTED,
} from "../../../src/cli/record/headers.js";

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
      }).replace(/}$/, `,"__proto__":"${REDACTED}"}`),
    );
    expect(JSON.stringify(recorded)).not.toContain("secret");
    expect(Object.getPrototypeOf(recorded)).toBe(null);
  });

  // Credential headers seen in the wild whose names a deny list of "token", "secret", "key" and "password" misses.
  const CREDENTIALS = [
    "Ocp-Apim-Subscription-Key",
    "sub-1",
    "X-Access-Key",
    "ak-2",
    "DPoP",
    "eyJhbGciOi.proof",
    "X-Amz-Credential",
    "AKIA3/20260101/us-east-1/s3",
    "Mcp-Session-Id",
    "session-4",
    "X-Goog-Api-Key",
    "g-5",
    "Signature",
    "keyId=6",
  ];

  it("records the value only of headers known to be harmless: every credential spelling is redacted", () => {
    const recorded = recordedHeaders([...CREDENTIALS, "Mcp-Name", "t1", "Content-Type", "application/json"]);
    const values = Object.values(recorded);
    for (let i = 1; i < CREDENTIALS.length; i += 2) expect(values).not.toContain(CREDENTIALS[i]);
    expect(recorded["Mcp-Session-Id"]).toBe(REDACTED);
    expect(recorded["Mcp-Name"]).toBe("t1");
    expect(recorded["Content-Type"]).toBe("application/json");
  });

  it("fails the same credentials on a deny list of names, the foil of the allowlist", () => {
    const denyList = /authorization|cookie|token|secret|api-?key|password/i;
    const leaked = CREDENTIALS.filter((name, i) => i % 2 === 0 && !denyList.test(name));
    expect(leaked).toEqual([
      "Ocp-Apim-Subscription-Key",
      "X-Access-Key",
      "DPoP",
      "X-Amz-Credential",
      "Mcp-Session-Id",
      "Signature",
    ]);
    for (const name of leaked) expect(HARMLESS_HEADERS.has(name.toLowerCase())).toBe(false);
  });

  it("keeps the values of the headers named to keep, whatever their spelling", () => {
    const recorded = recordedHeaders(
      ["Mcp-Session-Id", "s1", "X-Trace", "t", "mcp-session-id", "s2"],
      new Set(["mcp-session-id"]),
    );
    expect({ ...recorded }).toEqual({ "Mcp-Session-Id": "s1, s2", "X-Trace": REDACTED });
    const proto = recordedHeaders(["__proto__", "x"], new Set(["__proto__"]));
    expect(JSON.stringify(proto)).toBe('{"__proto__":"x"}');
    expect(Object.getPrototypeOf(proto)).toBe(null);
  });
});
