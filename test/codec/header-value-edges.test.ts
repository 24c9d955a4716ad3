/**
 * The edges of the Mcp-Name header encoding: the empty value, a value that only half looks like the Base64 sentinel,
 * a sentinel too short to hold one, and a payload that is not canonical Base64. A peer sends all of these; each must be
 * taken literally, decoded, or refused (null) exactly as the encoding says, never thrown on.
 */
import { describe, it, expect } from "vitest";
import { decodeHeaderValue, encodeHeaderValue } from "../../src/codec/index.js";

describe("header value encoding at its edges", () => {
  it("sends the empty value and a value with only one of the sentinel's markers as they are", () => {
    expect(encodeHeaderValue("")).toBe("");
    expect(encodeHeaderValue("=?base64?abc")).toBe("=?base64?abc");
    expect(encodeHeaderValue("abc?=")).toBe("abc?=");
  });

  it("refuses a value that is not a string or has no UTF-8 encoding, with a TypeError that says so", () => {
    const refusal = new TypeError("a header value must be a string with a UTF-8 encoding");
    expect(() => encodeHeaderValue(5 as unknown as string)).toThrow(refusal);
    expect(() => encodeHeaderValue("a\uD800b")).toThrow(refusal);
  });

  it("answers null, not an exception, for a received value that is not a string", () => {
    expect(decodeHeaderValue(5 as unknown as string)).toBeNull();
    expect(decodeHeaderValue(undefined as unknown as string)).toBeNull();
  });

  it("takes a value too short to hold both markers literally, and decodes an empty sentinel to the empty text", () => {
    // "=?base64?=" starts with the prefix and ends with the suffix, but they overlap: it is no sentinel.
    expect(decodeHeaderValue("=?base64?=")).toBe("=?base64?=");
    expect(decodeHeaderValue("=?base64??=")).toBe("");
  });

  it("refuses a payload whose length is no multiple of 4, or that holds anything but Base64 characters", () => {
    expect(decodeHeaderValue("=?base64?QUJD?=")).toBe("ABC");
    expect(decodeHeaderValue("=?base64?QUI?=")).toBeNull();
    // atob would skip the spaces and decode these; the encoding does not allow them.
    expect(decodeHeaderValue("=?base64?QUJD    ?=")).toBeNull();
    expect(decodeHeaderValue("=?base64?    QUJD?=")).toBeNull();
  });
});
