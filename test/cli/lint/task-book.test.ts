import { describe, it, expect } from "vitest";
import { MAX_TERMINAL_TASKS, TaskBook } from "../../../src/cli/lint/task-book.js";
import { Correlator, MAX_PENDING, type PendingRequest } from "../../../src/cli/lint/trace/correlation.js";

describe("TaskBook", () => {
  it("keeps every live task and only the most recent finished ones", () => {
    const book = new TaskBook();
    const total = MAX_TERMINAL_TASKS + 10;
    for (let i = 0; i < total; i++) book.finish(book.open(`t${i}`, i));
    book.open("live", 0);
    expect(book.liveCount).toBe(1);
    expect(book.get("t0")).toBeUndefined();
    expect(book.get("t9")).toBeUndefined();
    expect(book.get("t10")).toBeDefined();
    expect(book.get(`t${total - 1}`)).toBeDefined();
    expect(book.get("live")).toBeDefined();
    expect(book.seen).toBe(total + 1);
  });

  it("does not let an old slot evict a task that finished again after being forgotten", () => {
    const book = new TaskBook();
    book.finish(book.open("again", 0));
    for (let i = 0; i < MAX_TERMINAL_TASKS; i++) book.finish(book.open(`t${i}`, i));
    expect(book.get("again")).toBeUndefined();
    const second = book.open("again", 1);
    book.finish(second);
    for (let i = 0; i < MAX_TERMINAL_TASKS - 1; i++) book.finish(book.open(`u${i}`, i));
    expect(book.get("again")).toBe(second);
  });
});

describe("TaskBook: the last lookup", () => {
  it("answers a lookup repeated with the same string as the first one did, until the task leaves the book", () => {
    const book = new TaskBook(1);
    const a = book.open("a", 1);
    expect(book.get("a")).toBe(a);
    expect(book.get("b")).toBeUndefined();
    const b = book.open("b", 2); // over the limit of one live task: "a" is forgotten
    expect(book.get("b")).toBe(b);
    expect(book.get("a")).toBeUndefined();
    expect(book.get("a")).toBeUndefined();
  });

  it("drops a finished task from the last lookup when the finished ring evicts it", () => {
    const book = new TaskBook();
    const first = book.open("first", 1);
    book.finish(first);
    expect(book.get("first")).toBe(first);
    for (let i = 0; i < MAX_TERMINAL_TASKS - 1; i++) book.finish(book.open(`t${i}`, i));
    const last = book.open("last", 3);
    expect(book.get("first")).toBe(first); // the last lookup now holds "first"
    book.finish(last); // its slot in the ring is taken
    expect(book.get("first")).toBeUndefined();
    const again = book.open("first", 2);
    expect(book.get("first")).toBe(again);
  });
});

describe("Correlator", () => {
  const request = (dir: "c2s" | "s2c", method: string): PendingRequest => ({
    method,
    dir,
    line: 1,
    taskId: undefined,
    declares: true,
    legacyVersion: false,
    wellFormed: true,
    metaIncomplete: false,
    headerMismatch: undefined,
    wantsTaskNotifications: false,
  });

  it('keeps ids 1 and "1" and the two directions apart', () => {
    const c = new Correlator();
    c.add(1, request("c2s", "a"));
    c.add("1", request("c2s", "b"));
    c.add(1, request("s2c", "c"));
    expect(c.peek("s2c", 1)?.method).toBe("a");
    expect(c.peek("s2c", "1")?.method).toBe("b");
    expect(c.peek("c2s", 1)?.method).toBe("c");
    expect(c.size).toBe(3);
  });

  it("forgets the oldest unanswered request beyond its bound", () => {
    const c = new Correlator();
    for (let i = 0; i <= MAX_PENDING; i++) c.add(i, request("c2s", "tasks/get"));
    expect(c.size).toBe(MAX_PENDING);
    expect(c.peek("s2c", 0)).toBeUndefined();
    expect(c.peek("s2c", MAX_PENDING)).toBeDefined();
  });
});
