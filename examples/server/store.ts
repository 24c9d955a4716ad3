/**
 * The task store: where task records live between requests, keyed by task id.
 *
 * Every write is conditional on the version the writer read (compare-and-set), so concurrent writers (a worker
 * finishing, a client cancelling, a client answering an input request) cannot overwrite each other's transitions.
 * A loser re-reads and re-applies its event. A durable store (a database row with a version column, a key-value store
 * with conditional puts) can replace the in-memory one by implementing the same four methods.
 */

/** A stored value with the version number a conditional write must quote. */
export interface Versioned<T> {
  readonly value: T;
  readonly version: number;
}

/** Why a write was refused: the id is taken, the record is gone, or someone else wrote first. */
export type WriteRefusal = "exists" | "missing" | "conflict";

/** The outcome of a write: the new version, or the reason it was refused. */
export type WriteOutcome = { ok: true; version: number } | { ok: false; reason: WriteRefusal };

/** Storage for task records with versioned, conditional writes. */
export interface TaskStore<T> {
  /** Stores a new record at version 1. Resolves only once a `get` of the same id would see it (durable create). */
  create(taskId: string, value: T): Promise<WriteOutcome>;
  /** Reads a record and its version, or `undefined` when there is none. */
  get(taskId: string): Promise<Versioned<T> | undefined>;
  /** Replaces a record only if its version is still `expected`; the new version is returned. */
  compareAndSet(taskId: string, expected: number, value: T): Promise<WriteOutcome>;
  /** Removes a record only if its version is still `expected` (used to purge expired tasks). */
  delete(taskId: string, expected: number): Promise<WriteOutcome>;
}

/** An in-memory `TaskStore`. Values are stored as given, so callers must treat them as immutable. */
export class MemoryTaskStore<T> implements TaskStore<T> {
  readonly #records = new Map<string, Versioned<T>>();

  /** Stores a new record at version 1, refusing an id that is already taken. */
  async create(taskId: string, value: T): Promise<WriteOutcome> {
    if (this.#records.has(taskId)) return { ok: false, reason: "exists" };
    this.#records.set(taskId, { value, version: 1 });
    return { ok: true, version: 1 };
  }

  /** Reads a record and its version. */
  async get(taskId: string): Promise<Versioned<T> | undefined> {
    return this.#records.get(taskId);
  }

  /** Replaces a record if nobody wrote it since version `expected`. */
  async compareAndSet(taskId: string, expected: number, value: T): Promise<WriteOutcome> {
    const current = this.#records.get(taskId);
    if (current === undefined) return { ok: false, reason: "missing" };
    if (current.version !== expected) return { ok: false, reason: "conflict" };
    const version = expected + 1;
    this.#records.set(taskId, { value, version });
    return { ok: true, version };
  }

  /** Removes a record if nobody wrote it since version `expected`. */
  async delete(taskId: string, expected: number): Promise<WriteOutcome> {
    const current = this.#records.get(taskId);
    if (current === undefined) return { ok: false, reason: "missing" };
    if (current.version !== expected) return { ok: false, reason: "conflict" };
    this.#records.delete(taskId);
    return { ok: true, version: expected + 1 };
  }

  /** How many records are held (for tests and diagnostics). */
  get size(): number {
    return this.#records.size;
  }
}
