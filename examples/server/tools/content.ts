/** Small builders for the tool results and input requests the example tools return. */
import type { ElicitRequest, InputResponse, PrimitiveSchemaDefinition } from "mcp-tasks";
import type { ToolResult } from "mcp-tasks/host";

/** A tool result holding one text block. */
export function textResult(text: string, isError = false): ToolResult {
  return { content: [{ type: "text", text }], ...(isError ? { isError: true } : {}) };
}

/** A form elicitation request asking for the given primitive fields. */
export function formElicitation(
  message: string,
  properties: Record<string, PrimitiveSchemaDefinition>,
  required: string[] = [],
): ElicitRequest {
  const requestedSchema = { type: "object" as const, properties, ...(required.length > 0 ? { required } : {}) };
  return { method: "elicitation/create", params: { mode: "form", message, requestedSchema } };
}

/** The submitted form content of an accepted elicitation, or `undefined` for decline, cancel or another shape. */
export function acceptedContent(response: InputResponse | undefined): Record<string, unknown> | undefined {
  if (typeof response !== "object" || response === null) return undefined;
  const { action, content } = response as { action?: unknown; content?: unknown };
  if (action !== "accept" || typeof content !== "object" || content === null) return undefined;
  return content as Record<string, unknown>;
}

/** A string argument, or the fallback when it is absent or not a string. */
export function stringArg(args: Record<string, unknown>, key: string, fallback: string): string {
  const value = args[key];
  return typeof value === "string" ? value : fallback;
}
