import { describe, it, expect, vi, beforeEach } from "vitest";
import { readdirSync, readFileSync } from "node:fs";

// The explaining validators as a build sees them when it cannot load them, or loads a table of another build.
const state = { mode: "missing" as "missing" | "foreign", calls: 0 };
vi.mock("../../src/validate/explain.js", () => ({
  explainerOf: () => {
    state.calls++;
    if (state.mode === "missing") throw new Error("Cannot find module './explain.cjs'");
    return undefined;
  },
}));

const { validate } = await import("../../src/validate/validate.js");
const guards = await import("../../src/validate/guards.js");
const { isGetTaskResult } = guards;

const valid = {
  resultType: "complete",
  taskId: "t-1",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:40:00Z",
  ttlMs: 60000,
};
const invalid = { ...valid, taskId: "" };

describe("validate without its explaining validators", () => {
  beforeEach(() => {
    state.mode = "missing";
    state.calls = 0;
  });

  it("still accepts a valid value, without asking for them", () => {
    expect(validate("GetTaskResult", valid)).toEqual({ ok: true, value: valid });
    expect(isGetTaskResult(valid)).toBe(true);
    expect(state.calls).toBe(0);
  });

  it("lets every guard accept every valid fixture of its type on the fast check alone", () => {
    // A guard that skipped its fast check would still answer through the reference, which is missing here.
    const named = Object.entries(guards).filter(([name]) => name.startsWith("is"));
    expect(named).toHaveLength(12);
    for (const [name, guard] of named) {
      const folder = new URL(`../fixtures/${name.slice(2)}/valid/`, import.meta.url);
      const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) {
        const value: unknown = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
        expect((guard as (v: unknown) => boolean)(value), `${name} ${file}`).toBe(true);
      }
    }
    expect(state.calls).toBe(0);
  });

  it("refuses an invalid value with one issue that says the reasons could not be loaded, and never throws", () => {
    expect(validate("GetTaskResult", invalid)).toEqual({
      ok: false,
      issues: [
        {
          path: "",
          keyword: "explainer",
          message:
            "the value does not match its definition, and the validators that explain why could not be loaded: Cannot find module './explain.cjs'",
        },
      ],
    });
    expect(isGetTaskResult(invalid)).toBe(false);
    expect(state.calls).toBe(2);
  });

  it("refuses an invalid value with one issue when the validators are of another build and lack the definition", () => {
    state.mode = "foreign";
    const result = validate("GetTaskResult", invalid);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]!.keyword).toBe("explainer");
      expect(result.issues[0]!.message).toMatch(
        /have no definition named "GetTaskResult": they are not of this build$/,
      );
    }
    expect(isGetTaskResult(invalid)).toBe(false);
  });
});
