import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { schema } from "../generated/schema.js";

describe("public face", () => {
  it("re-exports the generated type of every schema definition by name", () => {
    const face = readFileSync(new URL("../src/index.ts", import.meta.url), "utf8");
    expect(face).toContain('export type * from "../generated/definitions.js";');
    const source = readFileSync(new URL("../generated/definitions.ts", import.meta.url), "utf8");
    const block = /export type \{([^}]*)\} from "\.\/types\.js";/.exec(source);
    expect(block).not.toBeNull();
    const exported = block![1]!
      .split(",")
      .map((s) => s.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean)
      .sort();
    expect(exported).toEqual(Object.keys(schema.$defs).sort());
  });
});
