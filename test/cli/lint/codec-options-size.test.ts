/**
 * A message is within the size limit when its line is: lint tells the codec that a short enough line's value is
 * JSON.parse's output, so numbers that would serialise longer than they were written do not make it too large.
 */
import { describe, expect, it } from "vitest";
import { lint } from "./trace.js";

describe("a line within the size limit", () => {
  it("is not too large for holding numbers written shorter than their serialised form", () => {
    // 400,000 numbers written "1e20" (5 bytes with the comma) serialise as 21 digits: over 8 MiB, from a 2 MB line.
    const data = `[${Array(400_000).fill("1e20").join(",")}]`;
    const line = `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":${data}}}`;
    expect(line.length).toBeLessThan((8 * 1024 * 1024) / 3);
    expect(lint([line]).findings).toEqual([]);
  });
});
