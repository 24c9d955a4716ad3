/**
 * Did the recorder see everything? Its recordings are checked against two independent witnesses: the server's own
 * trace (the same messages, each direction, as many times) and the suite's result files (how many messages each
 * scenario validated, and the task ids its checks name).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Messages of a trace by direction and canonical JSON, with how often each occurs. */
export type MessageCounts = Map<string, number>;

/** What a recording holds: its messages, and bodies recorded without one (`http` records). */
export interface RecordingContents {
  messages: MessageCounts;
  envelopes: number;
  httpBodies: number;
  text: string;
}

/** Reads a trace file of envelopes. */
export async function readRecording(path: string): Promise<RecordingContents> {
  const text = await readFile(path, "utf8");
  const messages: MessageCounts = new Map();
  let envelopes = 0;
  let httpBodies = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    envelopes++;
    const envelope = JSON.parse(line) as { dir?: string; message?: unknown; http?: unknown };
    if (!("message" in envelope)) {
      httpBodies++;
      continue;
    }
    const key = `${envelope.dir ?? "?"} ${canonical(envelope.message)}`;
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  return { messages, envelopes, httpBodies, text };
}

/** Adds one set of counts into another. */
export function addCounts(into: MessageCounts, from: MessageCounts): void {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
}

/** The messages one side has more often than the other: each listed as many times as it is short. */
export function difference(a: MessageCounts, b: MessageCounts): string[] {
  const out: string[] = [];
  for (const [key, n] of a) for (let i = b.get(key) ?? 0; i < n; i++) out.push(key);
  return out;
}

/** JSON with every object's keys sorted, so equal messages compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : v,
  );
}

/** One check of the suite's checks.json, as far as this file reads it. */
interface SuiteCheck {
  id: string;
  details?: Record<string, unknown>;
}

/** The checks the suite wrote for one scenario run (under `resultsDir`, one run per folder). */
async function suiteChecks(resultsDir: string): Promise<SuiteCheck[]> {
  if (!existsSync(resultsDir)) return [];
  const checks: SuiteCheck[] = [];
  for (const entry of await readdir(resultsDir, { withFileTypes: true })) {
    const file = join(resultsDir, entry.name, "checks.json");
    if (entry.isDirectory() && existsSync(file))
      checks.push(...(JSON.parse(await readFile(file, "utf8")) as SuiteCheck[]));
  }
  return checks;
}

/**
 * How many messages (both directions) the suite validated in a scenario, from its wire-schema-valid check; undefined
 * when the scenario has no such check.
 */
export async function suiteMessageCount(resultsDir: string): Promise<number | undefined> {
  const check = (await suiteChecks(resultsDir)).find((c) => c.id === "wire-schema-valid");
  const n = check?.details?.messagesValidated;
  return typeof n === "number" ? n : undefined;
}

/** The task ids the suite's checks name in their details. */
export async function suiteTaskIds(resultsDir: string): Promise<string[]> {
  return (await suiteChecks(resultsDir)).flatMap((c) =>
    typeof c.details?.taskId === "string" ? [c.details.taskId] : [],
  );
}
