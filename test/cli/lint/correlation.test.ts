import { describe, expect, it } from "vitest";
import { pendingRequest as request } from "./trace.js";
import { Correlator, MAX_ANSWERED, MAX_PENDING } from "../../../src/cli/lint/trace/correlation.js";

describe("Correlator: answered requests", () => {
  it("remembers an answer by direction and id, keeping 1 and '1' apart", () => {
    const c = new Correlator();
    const r = request(3);
    c.add(1, r);
    c.settle(r, 1, 4);
    expect(c.answeredBefore("s2c", 1)).toEqual({ requestLine: 3, answerLine: 4 });
    expect(c.answeredBefore(undefined, 1)).toEqual({ requestLine: 3, answerLine: 4 });
    expect(c.answeredBefore("s2c", "1")).toBeUndefined();
    expect(c.answeredBefore("c2s", 1)).toBeUndefined();
  });

  it("names the latest answer when an id is used again", () => {
    const c = new Correlator();
    const first = request(1);
    c.add(7, first);
    c.settle(first, 7, 2);
    const second = request(5);
    c.add(7, second);
    expect(c.peek("s2c", 7)).toBe(second);
    c.settle(second, 7, 6);
    expect(c.answeredBefore("s2c", 7)).toEqual({ requestLine: 5, answerLine: 6 });
  });

  it("forgets the oldest answer past MAX_ANSWERED, and only it", () => {
    const c = new Correlator();
    for (let i = 0; i <= MAX_ANSWERED; i++) {
      const r = request(i);
      c.add(i, r);
      c.settle(r, i, i + 1);
    }
    expect(c.answeredBefore("s2c", 0)).toBeUndefined();
    expect(c.answeredBefore("s2c", 1)).toEqual({ requestLine: 1, answerLine: 2 });
    expect(c.answeredBefore("s2c", MAX_ANSWERED)).toBeDefined();
  });

  it("drops an earlier answer once a new request with its id is forgotten unanswered", () => {
    const c = new Correlator();
    const first = request(1);
    c.add("x", first);
    c.settle(first, "x", 2);
    c.add("x", request(3));
    for (let i = 0; i < MAX_PENDING; i++) c.add(i, request(10 + i));
    expect(c.forgotten).toBe(1);
    expect(c.peek("s2c", "x")).toBeUndefined();
    expect(c.answeredBefore("s2c", "x")).toBeUndefined();
  });
});
