/**
 * The process the crash test kills: it holds 16 connections, creates tasks and applies events to them with 32 writers
 * at once, and prints every acknowledged create and apply as one JSON line, until it is killed.
 * Usage: node --import tsx test/store/crash-child.ts <connection string> <table>
 */
import pg from "pg";
import { createTask, type TaskEvent } from "../../src/index.js";
import { postgresStore } from "../../src/store/index.js";

const [url, table] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 16 });
const store = postgresStore(pool, { table });
const owner = { owner: "crash" };
const BASE = Date.parse("2026-11-25T10:00:00Z");
let created = 0;
let tick = 0;

function nextEvent(): TaskEvent {
  tick += 1;
  const now = new Date(BASE + tick).toISOString();
  const roll = Math.random();
  if (roll < 0.05) return { type: "complete", now, result: { content: [{ type: "text", text: `done ${tick}` }] } };
  if (roll < 0.08) return { type: "cancel", now };
  if (roll < 0.2) return { type: "requestInput", now, inputRequests: { [`k${tick}`]: { method: "roots/list" } } };
  return { type: "update", now, statusMessage: `step ${tick}` };
}

async function writer(): Promise<never> {
  for (;;) {
    if (Math.random() < 0.2 || created < 8) {
      created += 1;
      const taskId = `c-${process.pid}-${created}`;
      // Half the tasks never expire, half expire a minute after creation.
      const made = createTask({ taskId, now: new Date(BASE).toISOString(), ttlMs: created % 2 === 0 ? null : 60_000 });
      if (!made.ok) throw new Error(made.error.message);
      const stored = await store.create(made.state, owner);
      if (stored.ok) process.stdout.write(`${JSON.stringify({ taskId, version: 1, state: stored.value.state })}\n`);
      continue;
    }
    const taskId = `c-${process.pid}-${1 + Math.floor(Math.random() * created)}`;
    const applied = await store.apply(taskId, nextEvent(), owner);
    if (applied.ok && applied.value.changed)
      process.stdout.write(
        `${JSON.stringify({ taskId, version: applied.value.version, state: applied.value.state })}\n`,
      );
  }
}

await Promise.all(Array.from({ length: 32 }, () => writer()));
