import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { renderTypes } from "../../scripts/codegen/types.js";
import { needsEvaluationTracking, renderValidators, renderValidatorTypes } from "../../scripts/codegen/validators.js";
import { renderCheckerTable } from "../../scripts/codegen/checker-table.js";
import { renderSchemaModule } from "../../scripts/codegen/schema-module.js";

const tiny = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-tasks:test:tiny",
  $defs: {
    Status: { description: "A status.", enum: ["on", "off"] },
    Thing: {
      description: "A thing with a status.",
      type: "object",
      required: ["status"],
      properties: { status: { $ref: "#/$defs/Status" }, note: { type: "string" } },
    },
    Things: { description: "Many things.", type: "object", additionalProperties: { $ref: "#/$defs/Thing" } },
  },
};

describe("codegen", () => {
  it("renders one named, documented type per definition", async () => {
    expect(await renderTypes(tiny)).toMatchSnapshot();
  });

  it("renders the check and explainer tables with named imports, in sorted order, each one null-prototype literal", () => {
    const out = renderCheckerTable(tiny);
    expect(out).toMatchSnapshot();
    expect(Object.keys(out).sort()).toEqual([
      "generated/check-table.d.ts",
      "generated/check-table.js",
      "generated/explain-table.d.ts",
      "generated/explain-table.js",
    ]);
    expect(out["generated/check-table.js"]).not.toMatch(/import \*|validators\.js/);
    expect(out["generated/explain-table.js"]).not.toMatch(/import \*|checks\.js/);
  });

  it("renders the schema as JSON text that parses back to the document", async () => {
    const out = renderSchemaModule(tiny);
    expect(out["generated/schema.js"]).toMatch(/export const schema = JSON\.parse\(/);
    const module = await import(`data:text/javascript,${encodeURIComponent(out["generated/schema.js"]!)}`);
    expect(module.schema).toEqual(tiny);
  });

  it("renders a typed declaration per validator", () => {
    expect(renderValidatorTypes(tiny)).toMatchSnapshot();
  });

  it("renders self-contained validators that need no eval, new Function or require", async () => {
    const code = await renderValidators(tiny);
    expect(code).not.toMatch(/\bnew Function\b|\beval\(|[^"'.\w]require\(/);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.Thing({ status: "on" })).toBe(true);
    expect(module.Thing({ status: "up" })).toBe(false);
  });

  it("merges errors in place, so many failures cost linear time", async () => {
    const code = await renderValidators(tiny);
    expect(code).not.toContain(".concat(");
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 0]));
    expect(module.Things(many)).toBe(false);
    expect(module.Things.errors).toHaveLength(20_000);
  });

  it("leaves out evaluation tracking for a schema that never needs it, and keeps it for one that does", async () => {
    expect(await renderValidators(tiny)).not.toContain("evaluated");
    const open = {
      $id: "urn:mcp-tasks:test:open",
      $defs: {
        B: { type: "object", properties: { b: true } },
        Closed: {
          type: "object",
          properties: { a: { type: "string" } },
          allOf: [{ $ref: "#/$defs/B" }],
          unevaluatedProperties: false,
        },
      },
    };
    expect(needsEvaluationTracking(open)).toBe(true);
    const module = await import(`data:text/javascript,${encodeURIComponent(await renderValidators(open))}`);
    expect(module.Closed({ a: "x", b: 1 })).toBe(true);
    expect(module.Closed({ a: "x", c: 1 })).toBe(false);
    expect(needsEvaluationTracking({ $defs: { A: { items: [{ $dynamicRef: "#x" }] } } })).toBe(true);
    expect(needsEvaluationTracking(tiny)).toBe(false);
  });

  it("ships generated validators with the same guarantees", () => {
    const shipped = readFileSync(new URL("../../generated/validators.js", import.meta.url), "utf8");
    expect(shipped).not.toMatch(/\bnew Function\b|\beval\(|[^"'.\w]require\(/);
    expect(shipped).not.toContain(".concat(");
    expect(shipped).not.toContain("evaluated");
  });
});
