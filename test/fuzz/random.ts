/** A fast seeded generator of random bytes, text and JSON values for fuzzing (fast-check is too slow for millions). */

/** A seeded pseudo-random source. */
export class Rng {
  private state: number;

  /** Starts the sequence from a seed. */
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A uniform 32-bit unsigned integer (mulberry32). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return n <= 0 ? 0 : this.next() % n;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() / 4294967296 < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Keys that steer random values into the codec's deeper paths. */
export const KEYS = [
  "jsonrpc",
  "id",
  "method",
  "params",
  "result",
  "error",
  "code",
  "message",
  "data",
  "resultType",
  "taskId",
  "status",
  "createdAt",
  "lastUpdatedAt",
  "ttlMs",
  "pollIntervalMs",
  "ttl",
  "pollInterval",
  "task",
  "inputRequests",
  "inputResponses",
  "_meta",
  "name",
  "arguments",
  "content",
  "isError",
  "requestState",
  "statusMessage",
  "capabilities",
  "extensions",
  "io.modelcontextprotocol/tasks",
  "io.modelcontextprotocol/clientCapabilities",
  "requiredCapabilities",
  "notifications",
  "taskIds",
  "tasks",
  "__proto__",
  "constructor",
  "toJSON",
  "",
] as const;

/** String values that steer random values into the codec's deeper paths. */
export const STRINGS = [
  "2.0",
  "1.0",
  "tasks/get",
  "tasks/update",
  "tasks/cancel",
  "tasks/result",
  "tasks/list",
  "tools/call",
  "notifications/tasks",
  "notifications/tasks/status",
  "subscriptions/listen",
  "server/discover",
  "task",
  "complete",
  "input_required",
  "working",
  "completed",
  "failed",
  "cancelled",
  "2025-11-25T10:30:00Z",
  "20251125T103000+0100",
  "elicitation/create",
  "accept",
  "=?base64?SGk=?=",
  "",
  "\u0000",
  "\ud800",
  "é",
  "x".repeat(300),
] as const;

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  1.5,
  -32021,
  -32003,
  -32602,
  -32601,
  -32020,
  2 ** 53,
  2 ** 53 - 1,
  1e308,
  -1e-308,
] as const;

/** A random JSON value; `depth` bounds the nesting. */
export function randomJson(rng: Rng, depth = 5): unknown {
  const roll = rng.int(depth <= 0 ? 6 : 10);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.chance(0.5) ? rng.pick(NUMBERS) : (rng.next() | 0) / (rng.chance(0.5) ? 1 : 7);
    case 3:
    case 4:
      return rng.pick(STRINGS);
    case 5:
      return randomString(rng, 12);
    case 6:
    case 7: {
      const object: Record<string, unknown> = {};
      const n = rng.int(6);
      for (let i = 0; i < n; i++)
        object[rng.chance(0.8) ? rng.pick(KEYS) : randomString(rng, 6)] = randomJson(rng, depth - 1);
      return object;
    }
    default: {
      const n = rng.int(5);
      const array: unknown[] = [];
      for (let i = 0; i < n; i++) array.push(randomJson(rng, depth - 1));
      return array;
    }
  }
}

/** A random string of any UTF-16 code units, lone surrogates included. */
export function randomString(rng: Rng, maxLength: number): string {
  const n = rng.int(maxLength + 1);
  let s = "";
  for (let i = 0; i < n; i++) s += String.fromCharCode(rng.chance(0.8) ? 0x20 + rng.int(0x5f) : rng.int(0x10000));
  return s;
}

const JSON_BYTES = new TextEncoder().encode('{}[]",:0123456789-.eEtrufalsn \\/\n');

/** Random bytes, often drawn from JSON's alphabet so that some parse. */
export function randomBytes(rng: Rng): Uint8Array {
  const length = rng.chance(0.05) ? rng.int(4096) : rng.int(256);
  const bytes = new Uint8Array(length);
  const jsonish = rng.chance(0.5);
  for (let i = 0; i < length; i++) bytes[i] = jsonish ? JSON_BYTES[rng.int(JSON_BYTES.length)]! : rng.int(256);
  return bytes;
}
