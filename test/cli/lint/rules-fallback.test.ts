/** The rule lint reports for a code its catalog does not list, such as a codec code: the report names it so. */
import { describe, expect, it } from "vitest";
import { RULES, ruleFor } from "../../../src/cli/lint/rules.js";

describe("ruleFor", () => {
  it("gives a catalog rule as listed", () => {
    expect(ruleFor(RULES.pollInterval.id)).toBe(RULES.pollInterval);
  });

  it("gives an unlisted code an error against the sender with no summary, unless told another severity", () => {
    expect(ruleFor("codec/unlisted")).toEqual({
      id: "codec/unlisted",
      severity: "error",
      party: "sender",
      summary: "",
    });
    expect(ruleFor("codec/unlisted", "warning")).toEqual({
      id: "codec/unlisted",
      severity: "warning",
      party: "sender",
      summary: "",
    });
  });
});
