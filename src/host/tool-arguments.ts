/**
 * A tool's input schema: a JSON Schema object, listed as is, or a Standard Schema (zod 4, valibot, ArkType), which
 * validates the arguments before any task exists and is listed as the JSON Schema its library derives.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { JSONObject } from "../../generated/types.js";
import { describeThrown } from "../shared/thrown.js";
import type { HostTool } from "./types.js";

/** At most this many issues are named in an answer to invalid arguments, so that its size stays bounded. */
const MAX_NAMED_ISSUES = 100;

/**
 * The two sides of a tool's input schema once read: what tools/list shows, and what checks a call's arguments.
 *
 * @internal
 */
export interface ArgumentSchema {
  /** The JSON Schema listed in tools/list. */
  readonly json: JSONObject;
  /** The Standard Schema that validates (and may transform) the arguments, when the tool gave one. */
  readonly standard: StandardSchemaV1 | undefined;
}

/** The Standard Schema behind each served tool that declared one (see {@link servedTool}). */
const ARGUMENT_SCHEMAS = new WeakMap<HostTool, StandardSchemaV1>();

/**
 * The tool as the host serves it: the tool itself for a JSON Schema, or, for a Standard Schema, a tool listed with
 * the derived JSON Schema whose calls are checked against the Standard Schema first.
 *
 * @internal
 */
export function servedTool(tool: HostTool, schema: ArgumentSchema): HostTool {
  const standard = schema.standard;
  if (standard === undefined) return tool;
  const { name, title, description, outputSchema, annotations, _meta, taskSupport } = tool;
  const gather = tool.gather;
  const served: HostTool = {
    name,
    inputSchema: schema.json,
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(outputSchema === undefined ? {} : { outputSchema }),
    ...(annotations === undefined ? {} : { annotations }),
    ...(_meta === undefined ? {} : { _meta }),
    ...(taskSupport === undefined ? {} : { taskSupport }),
    ...(gather === undefined
      ? {}
      : { gather: (args, responses, context) => gather.call(tool, args, responses, context) }),
    run: (args, context) => tool.run(args, context),
  };
  ARGUMENT_SCHEMAS.set(served, standard);
  return served;
}

/**
 * The Standard Schema a served tool checks its arguments against, if any.
 *
 * @internal
 */
export function argumentSchemaOf(tool: HostTool): StandardSchemaV1 | undefined {
  return ARGUMENT_SCHEMAS.get(tool);
}

/**
 * Tells whether a value is a Standard Schema (version 1): an object whose `~standard` carries a `validate` function.
 *
 * @internal
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  const props = (value as { "~standard"?: unknown })["~standard"];
  return (
    typeof props === "object" &&
    props !== null &&
    (props as { version?: unknown }).version === 1 &&
    typeof (props as { validate?: unknown }).validate === "function"
  );
}

/**
 * Reads a tool's `inputSchema` (and `inputJsonSchema`, the listed schema for a library that derives none): the
 * schema pair, or why it cannot be served. Never throws.
 *
 * @internal
 */
export function readArgumentSchema(inputSchema: unknown, inputJsonSchema: unknown): ArgumentSchema | string {
  if (!isStandardSchema(inputSchema)) {
    if (!isObjectSchema(inputSchema))
      return 'inputSchema must be a JSON Schema object with type "object", or a Standard Schema (zod 4, valibot, ...)';
    return { json: inputSchema, standard: undefined };
  }
  if (inputJsonSchema !== undefined) {
    if (!isObjectSchema(inputJsonSchema)) return 'inputJsonSchema must be a JSON Schema object with type "object"';
    return { json: inputJsonSchema, standard: inputSchema };
  }
  const derived = deriveJsonSchema(inputSchema);
  if (typeof derived === "string") return derived;
  return { json: derived, standard: inputSchema };
}

/** The JSON Schema a Standard Schema's library derives (`~standard.jsonSchema`, as zod 4.2 and later provide). */
function deriveJsonSchema(schema: StandardSchemaV1): JSONObject | string {
  const props = schema["~standard"] as { vendor?: unknown; jsonSchema?: { input?: unknown } };
  const vendor = typeof props.vendor === "string" ? props.vendor : "its library";
  const input = props.jsonSchema?.input;
  if (typeof input !== "function")
    return `inputSchema's library (${vendor}) derives no JSON Schema (~standard.jsonSchema): give inputJsonSchema too`;
  let json: unknown;
  try {
    json = (input as (options: { target: string }) => unknown).call(props.jsonSchema, { target: "draft-2020-12" });
  } catch (error) {
    return `inputSchema could not be turned into a JSON Schema: ${describeThrown(error)}`;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return "inputSchema's library derived no JSON Schema object";
  const root = json as JSONObject;
  if (root.type !== undefined && root.type !== "object")
    return `inputSchema must describe an object (its JSON Schema has type ${JSON.stringify(root.type)})`;
  return { type: "object", ...root };
}

function isObjectSchema(value: unknown): value is JSONObject {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    (value as { type?: unknown }).type === "object"
  );
}

/**
 * Validates a call's arguments against the tool's Standard Schema: the (possibly transformed) arguments, or the
 * message the official SDK answers with ("Input validation error: Invalid arguments for tool <name>: <issues>").
 *
 * @internal
 */
export async function checkArguments(
  name: string,
  schema: StandardSchemaV1 | undefined,
  args: JSONObject,
): Promise<{ ok: true; value: JSONObject } | { ok: false; message: string }> {
  if (schema === undefined) return { ok: true, value: args };
  let outcome: StandardSchemaV1.Result<unknown>;
  try {
    outcome = await schema["~standard"].validate(args);
  } catch (error) {
    return { ok: false, message: invalid(name, describeThrown(error)) };
  }
  if (outcome.issues !== undefined && outcome.issues.length > 0) {
    const named = outcome.issues.slice(0, MAX_NAMED_ISSUES).map(issueText);
    if (outcome.issues.length > MAX_NAMED_ISSUES) named.push(`${outcome.issues.length - MAX_NAMED_ISSUES} more`);
    return { ok: false, message: invalid(name, named.join(", ")) };
  }
  return { ok: true, value: (outcome as StandardSchemaV1.SuccessResult<unknown>).value as JSONObject };
}

function invalid(name: string, detail: string): string {
  return `Input validation error: Invalid arguments for tool ${name}: ${detail}`;
}

/** "path.to.key: message", as the official SDK formats a Standard Schema issue. */
function issueText(issue: StandardSchemaV1.Issue): string {
  const path = issue.path ?? [];
  if (path.length === 0) return String(issue.message);
  const keys = path.map((p) => String(typeof p === "object" && p !== null ? p.key : p));
  return `${keys.join(".")}: ${String(issue.message)}`;
}
