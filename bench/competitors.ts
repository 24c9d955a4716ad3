/** The validators compared on the corpus, each as one check per corpus definition. */
import {
  validate,
  isGetTaskResult,
  isCreateTaskResult,
  isUpdateTaskResult,
  isCancelTaskResult,
  isGetTaskRequest,
  isUpdateTaskRequest,
  isCancelTaskRequest,
  isTaskStatusNotification,
} from "mcp-tasks";
import type { CorpusName } from "./corpus.js";
import { corpusNames } from "./corpus.js";
import { zodSchemas } from "./zod-schemas.js";
import { officialChecks } from "./official.js";
import { handwritten } from "./handwritten.js";
import { compileUpstream } from "./ajv-upstream.js";
import { compileTypeBox } from "./typebox.js";

/** A compared validator: an id, a label for the report, and its check for each definition. */
export interface Competitor {
  id: string;
  label: string;
  checks: Record<CorpusName, (value: unknown) => boolean>;
}

const guards: Record<CorpusName, (value: unknown) => boolean> = {
  GetTaskResult: isGetTaskResult,
  CreateTaskResult: isCreateTaskResult,
  UpdateTaskResult: isUpdateTaskResult,
  CancelTaskResult: isCancelTaskResult,
  GetTaskRequest: isGetTaskRequest,
  UpdateTaskRequest: isUpdateTaskRequest,
  CancelTaskRequest: isCancelTaskRequest,
  TaskStatusNotification: isTaskStatusNotification,
};

function perName(
  make: (name: CorpusName) => (value: unknown) => boolean,
): Record<CorpusName, (value: unknown) => boolean> {
  return Object.fromEntries(corpusNames.map((name) => [name, make(name)])) as Record<
    CorpusName,
    (value: unknown) => boolean
  >;
}

/** Builds every compared validator; compiling the run-time ones (Ajv, TypeBox) happens here, outside the timing. */
export function buildCompetitors(): Competitor[] {
  return [
    {
      id: "validate",
      label: "mcp-tasks `validate(name, value)`",
      checks: perName((name) => (v) => validate(name, v).ok),
    },
    { id: "guard", label: "mcp-tasks type guards (`isGetTaskResult`, ...)", checks: guards },
    {
      id: "official",
      label: "official `@modelcontextprotocol/ext-tasks` 0.2.2 `/core/v2` zod schemas (`safeParse`)",
      checks: officialChecks,
    },
    {
      id: "zod",
      label: "zod 4 schemas written here (`safeParse`, our schema's constraints)",
      checks: perName((name) => {
        const s = zodSchemas[name];
        return (v) => s.safeParse(v).success;
      }),
    },
    { id: "ajv-upstream", label: "Ajv 8, upstream schema (compiled at run time)", checks: compileUpstream() },
    { id: "typebox", label: "TypeBox 1 `Compile`, our schema", checks: compileTypeBox().checks },
    { id: "handwritten", label: "hand-written `typeof` guard (no regex)", checks: handwritten },
  ];
}
