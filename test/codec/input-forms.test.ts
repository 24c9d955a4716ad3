/**
 * What decode and admitRequest make of each form of input before any message is read: bytes from another realm, typed
 * arrays that are not bytes, bytes over the limit or not UTF-8, text that is not JSON, an input that throws when its
 * type is asked, and a parsed value whose strings the caller has not vouched for. Each refusal is checked whole.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { admitRequest, decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

const TEXT = '{"jsonrpc":"2.0","id":1,"method":"x","params":{}}';
const BYTES = new TextEncoder().encode(TEXT);

describe("bytes", () => {
  it("reads a Uint8Array made in another realm as UTF-8 bytes", () => {
    const foreign = runInNewContext("new Uint8Array(list)", { list: Array.from(BYTES) }) as unknown;
    expect(foreign instanceof Uint8Array).toBe(false);
    expect(valueOf(decode(foreign)).message).toEqual(JSON.parse(TEXT));
  });

  it("refuses other typed arrays and views as values, never reading them as text", () => {
    for (const view of [new Int8Array(BYTES), new DataView(BYTES.buffer), new Uint8ClampedArray(BYTES)])
      expect(issuesOf(decode(view))).toEqual([
        {
          path: "",
          keyword: "json",
          message: "only plain objects and arrays are JSON data",
          code: ISSUE_CODES.notJson,
        },
      ]);
  });

  it("refuses bytes over the limit as too large before decoding them, even when they are not UTF-8", () => {
    const broken = new Uint8Array([...BYTES.slice(0, -1), 0xff, 0x7d]);
    expect(issuesOf(decode(broken, { maxBytes: broken.length - 1 }))).toEqual([
      {
        path: "",
        keyword: "maxBytes",
        message: `the input is larger than the limit of ${broken.length - 1} bytes (${broken.length} bytes)`,
        code: ISSUE_CODES.tooLarge,
      },
    ]);
  });

  it("refuses bytes that are not UTF-8, even inside a string, with one json issue", () => {
    const inString = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":"?"}}');
    inString[inString.indexOf(0x3f)] = 0xff;
    for (const bytes of [inString, new Uint8Array([0x7b, 0xc3, 0x7d])])
      expect(issuesOf(decode(bytes))).toEqual([
        { path: "", keyword: "json", message: "the bytes are not valid UTF-8", code: ISSUE_CODES.invalidJson },
      ]);
  });
});

describe("text and values", () => {
  it("refuses text that is not JSON with the parser's reason", () => {
    const issues = issuesOf(decode("{nope"));
    expect(issues).toEqual([
      {
        path: "",
        keyword: "json",
        message: expect.stringMatching(/^the input is not valid JSON: .+/),
        code: ISSUE_CODES.invalidJson,
      },
    ]);
  });

  it("turns an input that throws when its prototype is asked into one unreadable issue", () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error("boom");
        },
      },
    );
    expect(issuesOf(decode(hostile))).toEqual([
      { path: "", keyword: "unreadable", message: "the input could not be read: boom", code: ISSUE_CODES.unreadable },
    ]);
  });

  it("still checks the strings of a parsed value admitted with parsed: true", () => {
    const parsed = JSON.parse('{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":"\\ud800"}}') as unknown;
    const admission = admitRequest(parsed, { parsed: true });
    expect(admission.ok).toBe(false);
    expect(admission.ok ? [] : admission.issues.map((i) => [i.path, i.code])).toEqual([
      ["/params/a", ISSUE_CODES.loneSurrogate],
    ]);
  });
});
