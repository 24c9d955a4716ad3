/**
 * What decode's scan of JSON text holds before parsing, at each edge a one-character bug would cross: lone
 * surrogates raw or escaped (text with no UTF-8 encoding), the hex digits of a `\u` escape, an escaped backslash,
 * and numbers too large for a double.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

/** A request of an unschema'd method whose params hold `body` verbatim as JSON text. */
const message = (body: string): string => `{"jsonrpc":"2.0","id":1,"method":"x","params":{"v":${body}}}`;
/** The same with `body` as the raw text between the quotes of a string. */
const withString = (inner: string): string => message(`"${inner}"`);

/** The code units of a string in hex, to name a case in a failure. */
const hex = (text: string): string =>
  [...Array(text.length).keys()].map((i) => text.charCodeAt(i).toString(16)).join(" ");

const codeOf = (text: string): string | undefined => {
  const decoded = decode(text);
  return decoded.ok ? "ok" : decoded.issues[0]?.code;
};

describe("lone surrogates in the text", () => {
  it("refuses each raw lone surrogate, at the ends of both ranges, with the issue that names it", () => {
    for (const lone of ["\ud800", "\udbff", "\udc00", "\udfff", "\ud83d\ud83d", "\ud83dx", "\ud83d\ue000"]) {
      const issues = issuesOf(decode(withString(`a${lone}b`)));
      expect({ lone: hex(lone), issue: issues[0] }).toMatchObject({
        lone: hex(lone),
        issue: { path: "", keyword: "utf8", code: ISSUE_CODES.loneSurrogate },
      });
    }
    // A high surrogate that ends the text has nothing after it to pair with.
    expect(codeOf(`${message("1")}\ud83d`)).toBe(ISSUE_CODES.loneSurrogate);
  });

  it("accepts every raw pair, from the first to the last", () => {
    for (const pair of ["\ud800\udc00", "\ud83d\ude00", "\udbff\udfff", "\ud800\udfff", "\udbff\udc00"]) {
      const decoded = valueOf(decode(withString(`a${pair}b`)));
      expect((decoded.message as unknown as { params: { v: string } }).params.v).toBe(`a${pair}b`);
    }
    for (const near of ["\ud7ff", "\ue000", "\uffff"]) expect(codeOf(withString(near))).toBe("ok");
  });

  it("refuses each escaped lone surrogate, and a high one followed by anything but a low one", () => {
    const lone = [
      "\\ud800",
      "\\uDBFF",
      "\\udc00",
      "\\uDFFF",
      "\\ud83dx",
      "\\ud83d\\u0041",
      "\\ud83d\\n",
      "\\ud83d\\ud83d",
      "\\ud83d\\ue000",
      "\\ud83d\\udbff",
      "\\ud83d",
      "\\ud83d\\",
      "\\ud83d\\u",
    ];
    for (const inner of lone)
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: ISSUE_CODES.loneSurrogate });
  });

  it("accepts escaped pairs in any case, at the ends of both ranges, and escapes just outside the surrogates", () => {
    const pairs = [
      "\\ud83d\\ude00",
      "\\uD83D\\uDE00",
      "\\uD83d\\uDe00",
      "\\ud800\\udc00",
      "\\udbff\\udfff",
      "\\uDBFF\\uDFFF",
    ];
    for (const inner of pairs) {
      const decoded = valueOf(decode(withString(inner)));
      expect((decoded.message as unknown as { params: { v: string } }).params.v).toBe(JSON.parse(`"${inner}"`));
    }
    for (const inner of ["\\ud7ff", "\\ue000", "\\uD7FF", "\\uE000", "\\u0041", "\\uffff"])
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: "ok" });
  });

  it("reads a `\\u` escape's four hex digits exactly: a character just outside a digit range is no digit", () => {
    // In the low half of a pair, a non-digit makes the high half lone; the parser would call it invalid JSON.
    for (const bad of ["/", ":", "`", "g", "@", "G"]) {
      const inner = `\\ud83d\\ude0${bad}`;
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: ISSUE_CODES.loneSurrogate });
    }
    // In a first escape, a non-digit is no surrogate: the parser refuses the text as JSON.
    for (const bad of ["/", ":", "`", "g"]) {
      const inner = `\\ud8${bad}0`;
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: ISSUE_CODES.invalidJson });
    }
    for (const digits of ["0a9f", "0A9F", "09af"]) expect(codeOf(withString(`\\u${digits}`))).toBe("ok");
  });

  it("reads an escaped backslash as one character, so the `u` after it starts no escape", () => {
    for (const inner of ["\\\\ud800", "\\\\\\\\ud800", "a\\\\udfff\\\\"]) {
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: "ok" });
    }
    expect(codeOf(withString("\\\\\\ud800"))).toBe(ISSUE_CODES.loneSurrogate);
  });
});

describe("numbers too large for a double", () => {
  it("refuses each form of a number past the largest double, wherever it stands outside a string", () => {
    const huge = ["1e999", "1E999", "1e+999", "1.5e999", "-1e999", "9".repeat(309), `-${"9".repeat(309)}`];
    for (const n of huge) {
      for (const body of [n, `[${n}]`, `[0,${n},1]`, `{"n":${n}}`]) {
        const issue = issuesOf(decode(message(body)))[0];
        expect({ body: body.slice(0, 20), issue }).toMatchObject({
          body: body.slice(0, 20),
          issue: { keyword: "json", code: ISSUE_CODES.notJson },
        });
      }
    }
  });

  it("accepts the numbers just inside, and any number inside a string", () => {
    const fine = [
      "9".repeat(308),
      `1${"0".repeat(308)}`,
      `-${"9".repeat(308)}`,
      "1e308",
      "1.7976931348623157e308",
      "1e-999",
    ];
    for (const n of fine)
      expect({ n: n.slice(0, 12), code: codeOf(message(n)) }).toEqual({ n: n.slice(0, 12), code: "ok" });
    expect(codeOf(withString("1e999"))).toBe("ok");
    expect(codeOf(message(`{"1e999":1}`))).toBe("ok");
  });
});
