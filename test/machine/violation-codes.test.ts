import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import * as machine from "../../src/machine/index.js";
import { VIOLATION_CODES, createObserver, observe } from "../../src/machine/index.js";

const dir = new URL("../../src/machine/observer/", import.meta.url);

describe("VIOLATION_CODES", () => {
  it("is frozen and holds distinct codes", () => {
    expect(Object.isFrozen(VIOLATION_CODES)).toBe(true);
    const codes = Object.values(VIOLATION_CODES);
    expect(codes.length).toBe(10);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("holds every violation code the observer's modules declare", () => {
    const declared = readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) =>
        [
          ...readFileSync(new URL(f, dir), "utf8").matchAll(
            /\/\*\*\s*(?:\* )?Violation code: [^/]*\*\/\nexport const \w+ = "([^"]+)";/g,
          ),
        ].map((m) => m[1]!),
      );
    expect(declared.length).toBe(10);
    expect([...declared].sort()).toEqual(Object.values(VIOLATION_CODES).sort());
  });

  it("keeps the older constant names, each equal to its record entry", () => {
    const older: Record<string, keyof typeof VIOLATION_CODES> = {
      MALFORMED_SNAPSHOT: "malformedSnapshot",
      TASK_ID_CHANGED: "taskIdChanged",
      CREATED_AT_CHANGED: "createdAtChanged",
      UPDATED_BEFORE_CREATED: "updatedBeforeCreated",
      KEY_REQUEST_CHANGED: "keyRequestChanged",
      KEY_REUSED: "keyReused",
      CHANGE_AFTER_TERMINAL: "changeAfterTerminal",
      TERMINAL_STATUS_CHANGED: "terminalStatusChanged",
      TERMINAL_PAYLOAD_CHANGED: "terminalPayloadChanged",
      TERMINAL_TASK_CHANGED: "terminalTaskChanged",
    };
    for (const [name, key] of Object.entries(older))
      expect((machine as Record<string, unknown>)[name], name).toBe(VIOLATION_CODES[key]);
  });

  it("is what observe() reports", () => {
    const first = observe(createObserver(), {
      taskId: "a",
      status: "working",
      createdAt: "2026-01-01T00:00:00Z",
      lastUpdatedAt: "2026-01-01T00:00:00Z",
      ttlMs: null,
    });
    const next = observe(first.state, {
      taskId: "b",
      status: "working",
      createdAt: "2026-01-01T00:00:00Z",
      lastUpdatedAt: "2026-01-01T00:00:01Z",
      ttlMs: null,
    });
    expect(next.violations.map((v) => v.code)).toContain(VIOLATION_CODES.taskIdChanged);
  });
});
