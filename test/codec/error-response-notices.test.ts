/** The exact notices and issues of an error response: the `id: null` notice, the -32003 notice, the -32021 data shape. */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

describe("error response notices", () => {
  it("say that `id: null` was read as an unknown id, and why", () => {
    const decoded = valueOf(decode({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }));
    expect(decoded.notices).toEqual([
      {
        path: "/id",
        keyword: "type",
        message: expect.stringMatching(/^`id: null` was read as an unknown id; MCP omits the id of an error response/),
        code: ISSUE_CODES.nullErrorId,
      },
    ]);
  });

  it("give -32003 its current code", () => {
    const decoded = valueOf(decode({ jsonrpc: "2.0", id: 1, error: { code: -32003, message: "m" } }));
    expect(decoded.notices.map((n) => n.message)).toEqual([
      "-32003 is the pre-2026-07-28 code for a missing required client capability; the current code is -32021",
    ]);
  });
});

describe("a -32021 error without data.requiredCapabilities", () => {
  it("fails with one issue at that path", () => {
    for (const data of [undefined, { requiredCapabilities: "x" }]) {
      const error = { code: -32021, message: "Missing required client capability", data };
      expect(issuesOf(decode({ jsonrpc: "2.0", id: 1, error }))).toEqual([
        {
          path: "/error/data/requiredCapabilities",
          keyword: "required",
          message: "a -32021 error must name the missing capabilities in `data.requiredCapabilities`",
          code: ISSUE_CODES.missingCapabilityDataShape,
        },
      ]);
    }
  });
});
