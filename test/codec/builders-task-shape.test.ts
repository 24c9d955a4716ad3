import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { WORKING } from "./helpers.js";

/** The builders that copy a task's fields, each called with a value that is not a task object. */
const TASK_BUILDERS: [string, (task: unknown) => unknown][] = [
  ["createTaskResult", (task) => codec.createTaskResult(task as never)],
  ["getTaskResult", (task) => codec.getTaskResult(task as never)],
  ["taskStatusNotification", (task) => codec.taskStatusNotification(task as never)],
];

describe("builders given a task", () => {
  for (const [name, build] of TASK_BUILDERS) {
    it(`${name} refuses a string, null or an array with its own TypeError instead of copying it`, () => {
      // A string would spread into one field per character; null would fail the destructuring with another message.
      for (const notTask of ["working", null, [WORKING]]) {
        let thrown: unknown;
        try {
          build(notTask);
        } catch (error) {
          thrown = error;
        }
        expect(thrown, JSON.stringify(notTask)).toBeInstanceOf(TypeError);
        expect((thrown as Error).message).toBe("a task must be an object");
      }
    });
  }

  it("adds no _meta member at all when no _meta is given", () => {
    const built = [
      codec.createTaskResult(WORKING),
      codec.getTaskResult(WORKING),
      codec.updateTaskResult(),
      codec.cancelTaskResult(),
      codec.taskStatusNotification(WORKING).params,
    ];
    for (const value of built) expect(Object.hasOwn(value, "_meta")).toBe(false);
  });
});
