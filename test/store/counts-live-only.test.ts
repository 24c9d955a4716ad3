/**
 * TaskCounts keeps an owner whose only count is live: a live task moved in on its own, without a client, is still
 * counted, although its stored count is zero and it has no clients.
 */
import { describe, expect, it } from "vitest";
import { TaskCounts } from "../../src/store/counts.js";

describe("TaskCounts with a live count alone", () => {
  it("counts a live task moved in on its own without a client, for the owner", () => {
    const counts = new TaskCounts();
    counts.addLive("o", undefined, 1);
    expect([counts.live("o"), counts.stored("o")]).toEqual([1, 0]);
    counts.addLive("o", undefined, 1);
    expect(counts.live("o")).toBe(2);
    counts.addLive("o", undefined, -1);
    counts.addLive("o", undefined, -1);
    expect([counts.live("o"), counts.stored("o")]).toEqual([0, 0]);
  });
});
