/**
 * Child process of live-tasks.test.ts: lints `n` never-finished tasks under a small heap and prints what it holds.
 * argv: n, then the bound on live tasks ("none" for an unbounded foil).
 */
import { Linter } from "../../src/cli/lint/linter.js";

const n = Number(process.argv[2]);
const bound = process.argv[3] === "none" ? Number.POSITIVE_INFINITY : Number(process.argv[3]);
let findings = 0;
const linter = new Linter(() => findings++, { maxLiveTasks: bound });
for (let i = 0; i < n; i++)
  linter.line(
    `{"jsonrpc":"2.0","id":${i},"result":{"resultType":"task","taskId":"task-${i}","status":"working","createdAt":"2026-08-21T10:00:00Z","lastUpdatedAt":"2026-08-21T10:00:00Z","ttlMs":null}}`,
    i + 1,
  );
linter.end();
process.stdout.write(`${JSON.stringify({ held: linter.held.liveTasks, findings })}\n`);
