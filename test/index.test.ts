import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { schema } from "../generated/schema.js";

describe("public face", () => {
  it("re-exports the generated type of every schema definition by name", () => {
    const source = readFileSync(new URL("../src/index.ts", import.meta.url), "utf8");
    const block = /export type \{([^}]*)\} from "\.\.\/generated\/types\.js";/.exec(source);
    expect(block).not.toBeNull();
    const exported = block![1]!
      .split(",")
      .map((s) => s.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean)
      .sort();
    expect(exported).toEqual(Object.keys(schema.$defs).sort());
  });
});
