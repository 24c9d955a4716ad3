/** The mixed corpus every validator is timed on: valid messages of every status and method, with their JSON text. */
import type { DefinitionName } from "mcp-tasks";
import { results } from "./corpus-results.js";
import { messages } from "./corpus-messages.js";

/** The definitions the corpus exercises; each exists in both our schema and the upstream one. */
export type CorpusName =
  | "GetTaskResult"
  | "CreateTaskResult"
  | "UpdateTaskResult"
  | "CancelTaskResult"
  | "GetTaskRequest"
  | "UpdateTaskRequest"
  | "CancelTaskRequest"
  | "TaskStatusNotification";

/** One corpus message: the definition it is checked against, the parsed value and its JSON text. */
export interface CorpusEntry {
  label: string;
  name: CorpusName & DefinitionName;
  value: unknown;
  text: string;
}

/** Builds the corpus; each value is parsed from its text, as a received message would be. */
export function loadCorpus(): CorpusEntry[] {
  return [...results, ...messages].map((m) => {
    const text = JSON.stringify(m.value);
    return { label: m.label, name: m.name, value: JSON.parse(text) as unknown, text };
  });
}

/** Every corpus definition name, for the modules that map names to checks. */
export const corpusNames: readonly CorpusName[] = [
  "GetTaskResult",
  "CreateTaskResult",
  "UpdateTaskResult",
  "CancelTaskResult",
  "GetTaskRequest",
  "UpdateTaskRequest",
  "CancelTaskRequest",
  "TaskStatusNotification",
];
