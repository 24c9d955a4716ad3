import { describe, it, expect, vi } from "vitest";
import { onDemand, type ExplainModule } from "../../src/validate/explain-loader.js";
import { explainers } from "../../generated/explain-table.js";

describe("onDemand", () => {
  it("loads nothing until asked, then loads once and looks names up in the table", () => {
    const load = vi.fn((): ExplainModule => ({ explainers }));
    const explainerOf = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(explainerOf("GetTaskResult")).toBe(explainers.GetTaskResult);
    expect(explainerOf("Task")).toBe(explainers.Task);
    expect(explainerOf("toString")).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("remembers a failed load and throws the same error again without trying again", () => {
    const missing = new Error("Cannot find module './explain.cjs'");
    const load = vi.fn((): ExplainModule => {
      throw missing;
    });
    const explainerOf = onDemand(load);
    for (let i = 0; i < 3; i++) expect(() => explainerOf("Task")).toThrow(missing);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
