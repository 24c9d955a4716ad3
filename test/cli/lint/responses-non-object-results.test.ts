/** A result that is not an object is an envelope finding, and nothing of it is checked further. */
import { describe, expect, it } from "vitest";
import { call, lint, result, serverFinding as server, task, tasksRequest } from "./trace.js";

/** A created task t1 and a tasks/get for it (id 2) on lines 1 to 3; the answer, with `value` as its result, on line 4. */
const polled = (value: unknown) =>
  lint([
    call(1),
    result(1, task("t1", "working", 0), "task"),
    tasksRequest("tasks/get", 2, "t1"),
    { jsonrpc: "2.0", id: 2, result: value },
  ]).findings.filter((f) => f.line === 4);

describe("a tasks/get answered with a result that is not an object", () => {
  it.each([
    ["null", null],
    ["a string", "t1"],
    ["a number", 7],
  ])("gets only the envelope finding when the result is %s", (_, value) => {
    expect(polled(value)).toEqual([
      server(4, "mcp-tasks/invalid-envelope", "t1", "In this response, /result must be an object."),
    ]);
  });
});
