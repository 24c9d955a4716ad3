/** How codec issues and clauses become the sentences of findings: pointers, joining, trailing stops and capitals. */
import { describe, expect, it } from "vitest";
import { LintContext, explain, sentence } from "../../../src/cli/lint/context.js";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { TaskBook } from "../../../src/cli/lint/task-book.js";
import { Correlator } from "../../../src/cli/lint/trace/correlation.js";
import { call, lint, result, task } from "./trace.js";

describe("the issues of one message", () => {
  it("are joined into one finding per code, each keeping its pointer", () => {
    const created = task("t", "working", 0);
    delete created.ttlMs;
    delete created.status;
    expect(lint([call(1), result(1, created, "task")]).findings).toEqual([
      {
        line: 2,
        severity: "error",
        rule: "mcp-tasks/schema",
        taskId: "t",
        message: "In this CreateTaskResult, /status is required; /ttlMs is required.",
        party: "server",
      },
    ]);
  });

  it("fall under mcp-tasks/schema when they carry no code", () => {
    const findings: Finding[] = [];
    const ctx = new LintContext(new TaskBook(), new Correlator(), (f) => findings.push(f));
    ctx.reportIssues([{ path: "/a", keyword: "type", message: "must be a string" }], 3, null, "thing");
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ["mcp-tasks/schema", "In this thing, /a must be a string."],
    ]);
  });
});

describe("explain", () => {
  const one = (path: string, message: string) => explain("thing", [{ path, keyword: "k", message }]);

  it("puts the pointer before a fragment, and calls the root the message", () => {
    expect(one("/a", "must be a string")).toBe("In this thing, /a must be a string.");
    expect(one("", "must be an object")).toBe("In this thing, the message must be an object.");
    expect(one("/a", '"x" is not a known key')).toBe('In this thing, /a "x" is not a known key.');
  });

  it("leaves a whole clause as it is, even one that has a fragment's word or ends in a quote", () => {
    expect(one("/e", "-32003 is the old code")).toBe("In this thing, -32003 is the old code.");
    expect(one("/e", 'the header names "x"')).toBe('In this thing, the header names "x".');
  });

  it("drops the stop a message ends with, keeping one", () => {
    expect(one("/a", "must be a string.")).toBe("In this thing, /a must be a string.");
  });
});

describe("sentence", () => {
  it("capitalises a plain first word, with or without its punctuation", () => {
    expect(sentence("the task is gone")).toBe("The task is gone.");
    expect(sentence("however, the task is gone")).toBe("However, the task is gone.");
  });

  it("keeps the case of a leading identifier", () => {
    expect(sentence("tasks/result is removed")).toBe("tasks/result is removed.");
    expect(sentence("createdAt is late")).toBe("createdAt is late.");
    expect(sentence("ttl2 is set")).toBe("ttl2 is set.");
  });

  it("trims the clause and replaces only a final stop", () => {
    expect(sentence("  the task is gone. ")).toBe("The task is gone.");
    expect(sentence("the value 1.5 is set.")).toBe("The value 1.5 is set.");
  });
});
