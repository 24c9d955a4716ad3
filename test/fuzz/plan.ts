/** The fuzz plan: how many inputs of each source, in chunks, adding up to at least a million. */
import type { Source } from "./harness.js";

/** One chunk of the plan: a source, a seed and a count. */
export interface Chunk {
  source: Source;
  seed: number;
  count: number;
}

/** Splits a total into chunks: 20% random bytes, 30% random JSON, 50% mutated valid messages. */
export function plan(total: number, chunkSize = 200_000): Chunk[] {
  const shares: Array<[Source, number]> = [
    ["bytes", 0.2],
    ["json", 0.3],
    ["mutated", 0.5],
  ];
  const chunks: Chunk[] = [];
  let seed = 1;
  for (const [source, share] of shares) {
    let left = Math.ceil(total * share);
    while (left > 0) {
      const count = Math.min(chunkSize, left);
      chunks.push({ source, seed: seed++, count });
      left -= count;
    }
  }
  return chunks;
}
