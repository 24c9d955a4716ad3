import { describe, it, expect } from "vitest";
import { Tally, type Finding } from "../../../src/cli/lint/findings.js";
import { closingLine, findingToJson, findingToText, summaryLine } from "../../../src/cli/lint/report.js";

const f = (over: Partial<Finding> = {}): Finding => ({
  line: 7,
  severity: "error",
  rule: "sep-2663-x",
  taskId: "t-1",
  message: "The task broke.",
  party: "server",
  ...over,
});

/** A tally that has counted `errors` errors and `warnings` warnings. */
function tally(errors: number, warnings: number): Tally {
  const t = new Tally();
  for (let i = 0; i < errors; i++) t.count(f({ severity: "error" }));
  for (let i = 0; i < warnings; i++) t.count(f({ severity: "warning" }));
  return t;
}

describe("findingToText", () => {
  it("writes line, party, severity, rule, task and message", () => {
    expect(findingToText(f())).toBe("7: server error sep-2663-x [task t-1]: The task broke.");
    expect(findingToText(f({ party: "client", severity: "warning" }))).toBe(
      "7: client warning sep-2663-x [task t-1]: The task broke.",
    );
  });

  it("leaves out a party and a task that are null", () => {
    expect(findingToText(f({ party: null, taskId: null, line: 12 }))).toBe("12: error sep-2663-x: The task broke.");
  });

  it("escapes what would act on a terminal in the task id and the message", () => {
    expect(findingToText(f({ taskId: "a\u001bb", message: "Bad\u0007 and\n  next." }))).toBe(
      "7: server error sep-2663-x [task a\\u001bb]: Bad\\u0007 and next.",
    );
  });
});

describe("findingToJson", () => {
  it("writes the keys in a fixed order, whatever the finding's own order", () => {
    const shuffled = { party: null, message: "M.", taskId: null, rule: "r", severity: "warning", line: 3 } as const;
    expect(findingToJson(shuffled)).toBe(
      '{"line":3,"severity":"warning","rule":"r","taskId":null,"message":"M.","party":null}',
    );
    expect(findingToJson(f())).toBe(
      '{"line":7,"severity":"error","rule":"sep-2663-x","taskId":"t-1","message":"The task broke.","party":"server"}',
    );
  });
});

describe("summaryLine", () => {
  it("counts in the singular for one and the plural otherwise", () => {
    expect(summaryLine(1, 1, 1, 1)).toBe("1 error, 1 warning (1 line, 1 task)");
    expect(summaryLine(0, 2, 10, 0)).toBe("0 errors, 2 warnings (10 lines, 0 tasks)");
  });

  it("says what a party filter left out", () => {
    expect(summaryLine(2, 0, 5, 3, { party: "client", errors: 1, warnings: 2 })).toBe(
      "2 errors, 0 warnings (5 lines, 3 tasks; 1 error and 2 warnings against the client not shown)",
    );
  });
});

describe("closingLine", () => {
  it("opens with the file's name, printable, and names the party left out", () => {
    expect(closingLine(tally(1, 2), tally(3, 1), "client", 9, 2, "t.jsonl")).toBe(
      "t.jsonl: 1 error, 2 warnings (9 lines, 2 tasks; 3 errors and 1 warning against the server not shown)",
    );
    expect(closingLine(tally(0, 0), tally(0, 4), "server", 1, 1, "a\u001b.jsonl")).toBe(
      "a\\u001b.jsonl: 0 errors, 0 warnings (1 line, 1 task; 0 errors and 4 warnings against the client not shown)",
    );
  });

  it("leaves out the file when there is none, and the omitted counts without a party", () => {
    expect(closingLine(tally(2, 1), tally(5, 5), undefined, 4, 1)).toBe("2 errors, 1 warning (4 lines, 1 task)");
  });
});
