/** The mutation catalog's building blocks: the Catalog collector and the mutations of task and result fields. */
import { escapeToken } from "../../src/validate/pointer.js";
import { REMOVE, edit, readAt } from "./edit.js";

/** One way to break a valid value: the broken value and the pointer an issue must name. */
export interface Mutation {
  /** What was done, such as `drop /ttlMs` or `set /createdAt = "yesterday"`. */
  name: string;
  /** The pointer of the mutated field. */
  path: string;
  /** The mutated value. */
  value: unknown;
}

/** Timestamps the schema rejects. */
export const BAD_TIMESTAMPS = [
  "yesterday",
  "2025-11-25T10:30:00",
  "2025-13-25T10:30:00Z",
  "2025-11-25T10:30:00Z\n",
  "2025-11-25 10:30:00Z",
  "2025-11-32T10:30:00Z",
  "20251125T10:30:00Z",
  1764066600000,
] as const;

const PAYLOAD_OF: Record<string, string | undefined> = {
  completed: "result",
  failed: "error",
  input_required: "inputRequests",
};
/** A well-formed payload of each kind, to put on a task whose status excludes it. */
export const PAYLOAD_SAMPLES: Record<string, unknown> = {
  result: { content: [] },
  error: { code: -32603, message: "Internal error" },
  inputRequests: { name: { method: "roots/list" } },
};

/** Collects mutations of one valid value. */
export class Catalog {
  readonly list: Mutation[] = [];
  constructor(private readonly root: unknown) {}
  drop(path: string): void {
    this.list.push({ name: `drop ${path}`, path, value: edit(this.root, path, REMOVE) });
  }
  set(path: string, replacement: unknown): void {
    this.list.push({
      name: `set ${path} = ${JSON.stringify(replacement)}`,
      path,
      value: edit(this.root, path, replacement),
    });
  }
  has(path: string): boolean {
    return readAt(this.root, path) !== undefined;
  }
}

/** How strictly a task shape treats the payload of its status. */
export interface TaskRules {
  /** The payload of the status is required (DetailedTask variants, tasks/get, notifications). */
  payloadRequired: boolean;
  /** The payload fields are typed when present (every task shape except plain Task). */
  payloadTyped: boolean;
}

/** Mutations of the task fields found at pointer `at`. */
export function taskMutations(c: Catalog, task: Record<string, unknown>, at: string, rules: TaskRules): void {
  for (const field of ["taskId", "status", "createdAt", "lastUpdatedAt", "ttlMs"]) c.drop(`${at}/${field}`);
  c.set(`${at}/taskId`, "");
  c.set(`${at}/taskId`, 42);
  c.set(`${at}/status`, "done");
  c.set(`${at}/statusMessage`, 7);
  for (const bad of [-1, 1.5, "60000", 2 ** 53]) c.set(`${at}/ttlMs`, bad);
  for (const bad of [-1, 0.5, null, "5000"]) c.set(`${at}/pollIntervalMs`, bad);
  for (const bad of BAD_TIMESTAMPS) {
    c.set(`${at}/createdAt`, bad);
    c.set(`${at}/lastUpdatedAt`, bad);
  }
  const own = PAYLOAD_OF[String(task.status)];
  for (const key of ["result", "error", "inputRequests"]) {
    if (key !== own) c.set(`${at}/${key}`, PAYLOAD_SAMPLES[key]);
  }
  if (own && rules.payloadRequired) c.drop(`${at}/${own}`);
  if (!own || !rules.payloadTyped || !c.has(`${at}/${own}`)) return;
  if (own === "result") c.set(`${at}/result`, ["not", "an", "object"]);
  if (own === "error") {
    c.set(`${at}/error/code`, "E_FAILED");
    c.set(`${at}/error/code`, 1.5);
    c.drop(`${at}/error/message`);
  }
  if (own === "inputRequests") {
    c.set(`${at}/inputRequests`, {});
    const first = Object.keys(task.inputRequests as object)[0]!;
    c.set(`${at}/inputRequests/${escapeToken(first)}/method`, "unknown/method");
  }
}

/** Mutations of the `resultType` and `_meta` of a result at pointer `at`. */
export function resultMutations(c: Catalog, at: string, wrongType: string): void {
  c.drop(`${at}/resultType`);
  c.set(`${at}/resultType`, wrongType);
  c.set(`${at}/_meta`, "not an object");
}

/** Mutations of an empty acknowledgement: wrong resultType, any task field added. */
export function ackMutations(c: Catalog, at: string): void {
  resultMutations(c, at, "task");
  for (const [key, sample] of Object.entries({ taskId: "t-1", status: "working", ...PAYLOAD_SAMPLES }))
    c.set(`${at}/${key}`, sample);
}
