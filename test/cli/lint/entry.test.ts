import { describe, it, expect } from "vitest";
import { lint } from "./trace.js";

describe("readEntry", () => {
  it('refuses an envelope with an "http" body but no "dir", which cannot say who sent it', () => {
    expect(lint(['{"http":{}}']).findings.map((f) => f.message)).toEqual([
      'The envelope on line 1 has an "http" body record but no "dir".',
    ]);
  });
});
