import { describe, it, expect } from "vitest";
import * as machine from "../../src/machine/index.js";
import { VIOLATION_CODES, createObserver, observe } from "../../src/machine/index.js";

describe("VIOLATION_CODES", () => {
  it("is frozen and holds distinct codes", () => {
    expect(Object.isFrozen(VIOLATION_CODES)).toBe(true);
    const codes = Object.values(VIOLATION_CODES);
    expect(codes.length).toBe(10);
    expect(new Set(codes).size).toBe(codes.length);
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
