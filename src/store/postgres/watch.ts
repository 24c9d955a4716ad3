/**
 * `watch` for the PostgreSQL store. Commits made through this store are reported at once; with a LISTEN adapter, so
 * are other instances' commits: their NOTIFY payload carries only `version:ownerHash:taskId`, and the watcher re-reads
 * the row with its own owner before it reports anything, so no state crosses an owner boundary and payloads stay small.
 */
import type { TaskState } from "../../machine/state.js";
import { failure } from "../options.js";
import type { ListenAdapter, SqlClient } from "./options.js";
import { createListenLink } from "./listen-link.js";
import { readState, readVersion } from "./queries.js";
import { subscribe } from "../subscriptions.js";
import { freezeOwn } from "../storable.js";
import type { StoreResult, TaskChange, TaskChangeListener, Unsubscribe } from "../types.js";

interface Subscription {
  readonly owner: string;
  readonly listener: TaskChangeListener;
  /** What was last reported per task: reports only ever move forward, so each arrives once and in order. */
  readonly reported: Map<string, Reported>;
}

/** The last report of one task: its version, and whether it was the deletion. */
interface Reported {
  readonly version: number;
  readonly deleted: boolean;
}

/** A re-read in progress: whether to run once more, and whether a deletion was reported while it ran. */
interface Rereading {
  again: boolean;
  deleted: boolean;
}

/**
 * The watch side of one store: subscriptions, and the re-reads that notifications start (listen-link.ts holds the
 * LISTEN connection).
 *
 * @internal
 */
export interface WatchHub {
  watch(taskIds: readonly string[], listener: TaskChangeListener, owner: string): Promise<StoreResult<Unsubscribe>>;
  /** Reports a commit this store made itself. */
  publish(owner: string, change: TaskChange): void;
  close(): Promise<void>;
}

const PAYLOAD = /^([0-9]{1,19}):([0-9a-f]{16}):([\s\S]+)$/;
const REREAD_ATTEMPTS = 3;

/** The 16 hex digits of SHA-256 the NOTIFY payload carries for an owner; undefined where Web Crypto is missing. */
async function ownerHash(owner: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return undefined;
  const digest = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(owner)));
  let hex = "";
  for (let i = 0; i < 8; i++) hex += digest[i]!.toString(16).padStart(2, "0");
  return hex;
}

/**
 * Creates the watch side of a store over `client`, listening on `channel` through `listen` when one is given.
 *
 * @internal
 */
export function createWatchHub(
  client: SqlClient,
  readSql: string,
  channel: string,
  listen: ListenAdapter | undefined,
): WatchHub {
  const byTask = new Map<string, Set<Subscription>>();
  // Owners with a live subscription, how many, and their hash.
  const owners = new Map<string, { count: number; hash: Promise<string | undefined> }>();
  const pending = new Map<string, Rereading>();
  let closed = false;

  const dispatch = (owner: string, change: TaskChange): void => {
    // A re-read that started before this deletion may bring back the deleted state: it reads once more instead.
    if (change.state === null) {
      const running = pending.get(keyOf(owner, change.taskId));
      if (running !== undefined) running.deleted = true;
    }
    const subs = byTask.get(change.taskId);
    if (subs === undefined) return;
    // Every listener gets the same frozen change, so none can alter what another sees.
    const shared = Object.isFrozen(change) ? change : freezeOwn({ ...change });
    for (const sub of [...subs]) {
      if (sub.owner !== owner) continue;
      const report = next(sub.reported.get(change.taskId), shared);
      if (report === undefined) continue;
      sub.reported.set(change.taskId, report.seen);
      try {
        sub.listener(report.change);
      } catch {
        // A listener's failure is its own; the commit it reports has already happened.
      }
    }
  };

  const reread = async (taskId: string, owner: string, notified: number, mark: Rereading): Promise<void> => {
    for (let attempt = 1; attempt <= REREAD_ATTEMPTS; attempt++) {
      try {
        const { rows } = await client.query(readSql, [taskId, owner]);
        const row = rows[0] as { state?: unknown; version?: unknown } | undefined;
        if (row === undefined) return dispatch(owner, { taskId, version: notified, state: null });
        const state: TaskState | undefined = readState(row.state);
        const version = readVersion(row.version);
        if (mark.deleted) mark.again = true;
        else if (state !== undefined && version !== undefined) dispatch(owner, { taskId, version, state });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  };

  // One re-read at a time per task and owner; notifications arriving meanwhile fold into one more re-read after it.
  const schedule = (taskId: string, owner: string, notified: number): void => {
    const key = keyOf(owner, taskId);
    const running = pending.get(key);
    if (running !== undefined) {
      running.again = true;
      return;
    }
    const mark: Rereading = { again: false, deleted: false };
    pending.set(key, mark);
    void (async () => {
      do {
        mark.again = false;
        mark.deleted = false;
        await reread(taskId, owner, notified, mark);
      } while (mark.again && !closed);
      pending.delete(key);
    })();
  };

  const onPayload = (payload: string): void => {
    const m = typeof payload === "string" ? PAYLOAD.exec(payload) : null;
    if (m === null || closed) return;
    const taskId = m[3]!;
    const subs = byTask.get(taskId);
    if (subs === undefined) return;
    const notified = Number(m[1]);
    for (const owner of new Set([...subs].map((s) => s.owner))) {
      void owners.get(owner)?.hash.then((hash) => {
        if (hash === undefined || hash === m[2]) schedule(taskId, owner, notified);
      });
    }
  };

  // Every watched task is read again: what was committed while no LISTEN was up is reported now, only late.
  const rereadAll = (): void => {
    for (const [taskId, subs] of byTask)
      for (const owner of new Set([...subs].map((s) => s.owner))) schedule(taskId, owner, 0);
  };
  const link = createListenLink(listen, channel, onPayload, rereadAll);

  return {
    async watch(taskIds, listener, owner) {
      if (closed) return failure("unavailable", "the store is closed");
      const started = await link.start();
      if (!started.ok) return started;
      // A close while LISTEN started has cleared what a subscription would join: it could never report.
      if (closed) return failure("unavailable", "the store is closed");
      const known = owners.get(owner);
      if (known !== undefined) known.count += 1;
      else owners.set(owner, { count: 1, hash: ownerHash(owner).catch(() => undefined) });
      const sub: Subscription = { owner, listener, reported: new Map() };
      const removed = (): void => {
        const entry = owners.get(owner);
        if (entry !== undefined && --entry.count === 0) owners.delete(owner);
      };
      return { ok: true, value: subscribe(byTask, taskIds, sub, removed) };
    },
    publish: dispatch,
    async close() {
      closed = true;
      byTask.clear();
      owners.clear();
      await link.close();
    },
  };
}

/** The key of one owner's task, unambiguous whatever the strings hold. */
function keyOf(owner: string, taskId: string): string {
  return `${owner.length}:${owner}${taskId}`;
}

/**
 * What to report of a change, given the last report: a state newer than the last one, or any state after a deletion
 * (a task created again under the id, with its own versions from 1), or a deletion, once, at a version above the last
 * report. Undefined when the change is old news.
 */
function next(last: Reported | undefined, change: TaskChange): { change: TaskChange; seen: Reported } | undefined {
  if (change.state === null) {
    if (last?.deleted === true) return undefined;
    const version = Math.max(change.version, (last?.version ?? 0) + 1);
    return { change: Object.freeze({ taskId: change.taskId, version, state: null }), seen: { version, deleted: true } };
  }
  if (last !== undefined && !last.deleted && change.version <= last.version) return undefined;
  return { change, seen: { version: change.version, deleted: false } };
}
