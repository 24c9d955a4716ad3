/** The Correlator's pairing by direction, its count of unanswered requests, and which request eviction forgets. */
import { describe, expect, it } from "vitest";
import { pendingRequest as request } from "./trace.js";
import { Correlator, MAX_PENDING } from "../../../src/cli/lint/trace/correlation.js";

describe("Correlator: direction", () => {
  it("pairs a server-to-client response only with a client's request", () => {
    const c = new Correlator();
    const server = request(1, "s2c");
    c.add(5, server);
    expect(c.peek("s2c", 5)).toBeUndefined();
    expect(c.peek("c2s", 5)).toBe(server);
  });

  it("finds an answered server request for a response of unknown direction, but not for a server's response", () => {
    const c = new Correlator();
    const server = request(1, "s2c");
    c.add(5, server);
    c.settle(server, 5, 2);
    expect(c.answeredBefore(undefined, 5)).toEqual({ requestLine: 1, answerLine: 2 });
    expect(c.answeredBefore("c2s", 5)).toEqual({ requestLine: 1, answerLine: 2 });
    expect(c.answeredBefore("s2c", 5)).toBeUndefined();
  });
});

describe("Correlator: unanswered requests", () => {
  it("counts a request that replaces an unanswered one with its id once", () => {
    const c = new Correlator();
    c.add(1, request(1));
    c.add(1, request(2));
    expect(c.size).toBe(1);
  });

  it("skips answered requests when forgetting the oldest unanswered one", () => {
    const c = new Correlator();
    const answered = request(1);
    c.add("a", answered);
    c.settle(answered, "a", 2);
    for (let i = 0; i <= MAX_PENDING; i++) c.add(i, request(10 + i));
    expect(c.forgotten).toBe(1);
    expect(c.peek("s2c", 0)).toBeUndefined();
    expect(c.peek("s2c", 1)).toBeDefined();
    expect(c.answeredBefore("s2c", "a")).toEqual({ requestLine: 1, answerLine: 2 });
  });

  it("still forgets the oldest unanswered request after answered ones were compacted away", () => {
    const c = new Correlator();
    c.add("old", request(1));
    for (let i = 0; i < 2000; i++) {
      const r = request(2 + i);
      c.add(`s${i}`, r);
      c.settle(r, `s${i}`, 3 + i);
    }
    for (let i = 0; i < MAX_PENDING; i++) c.add(i, request(5000 + i));
    expect(c.forgotten).toBe(1);
    expect(c.peek("s2c", "old")).toBeUndefined();
    expect(c.peek("s2c", 0)).toBeDefined();
    expect(c.size).toBe(MAX_PENDING);
  });
});
