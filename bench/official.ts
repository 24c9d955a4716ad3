/**
 * The official TypeScript schemas for the 2026-07-28 wire: `@modelcontextprotocol/ext-tasks` (pinned devDependency),
 * its `/core/v2` zod 4 schemas, one per corpus definition, checked with `safeParse` as a user of that package would.
 */
import * as official from "@modelcontextprotocol/ext-tasks/core/v2";
import type { CorpusName } from "./corpus.js";

/** The safeParse-able schema the official package exports for each corpus definition. */
const SCHEMAS: Record<CorpusName, { safeParse(value: unknown): { success: boolean } }> = {
  GetTaskResult: official.GetTaskResultV2Schema,
  CreateTaskResult: official.CreateTaskResultV2Schema,
  UpdateTaskResult: official.UpdateTaskResultV2Schema,
  CancelTaskResult: official.CancelTaskResultV2Schema,
  GetTaskRequest: official.GetTaskRequestV2Schema,
  UpdateTaskRequest: official.UpdateTaskRequestV2Schema,
  CancelTaskRequest: official.CancelTaskRequestV2Schema,
  TaskStatusNotification: official.TaskStatusNotificationV2Schema,
};

/** The official schemas' check for each corpus definition. */
export const officialChecks = Object.fromEntries(
  Object.entries(SCHEMAS).map(([name, schema]) => [name, (value: unknown) => schema.safeParse(value).success]),
) as Record<CorpusName, (value: unknown) => boolean>;
