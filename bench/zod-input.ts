/**
 * Zod schemas for the shared pieces and the input requests/responses, written to the same constraints as
 * schema/tasks.schema.json: open objects (looseObject), the same required fields, consts, enums and bounds.
 */
import { z } from "zod";

/** `JSONObject` and `MetaObject`: any non-array object. */
export const jsonObject = z.looseObject({});
/** `RequestId`: a string or an integer. */
export const requestId = z.union([z.string(), z.int()]);
/** `TaskId`: a non-empty string. */
export const taskId = z.string().min(1);
/** `Error`: integer code, string message, any data. */
export const rpcError = z.looseObject({ code: z.int(), message: z.string() });

const stringMap = (value: z.ZodType) => z.record(z.string(), value);

const implementation = z.looseObject({ name: z.string(), version: z.string(), title: z.string().optional() });
const extensions = stringMap(jsonObject);
const clientCapabilities = z.looseObject({ extensions: extensions.optional() });

/** `RequestMeta`: protocol version, client info and per-request capabilities, all optional. */
export const requestMeta = z.looseObject({
  "io.modelcontextprotocol/protocolVersion": z.string().optional(),
  "io.modelcontextprotocol/clientInfo": implementation.optional(),
  "io.modelcontextprotocol/clientCapabilities": clientCapabilities.optional(),
});

const primitiveSchema = z.looseObject({
  type: z.enum(["string", "number", "integer", "boolean", "array"]),
  title: z.string().optional(),
  description: z.string().optional(),
});

const elicitFormParams = z.looseObject({
  _meta: jsonObject.optional(),
  mode: z.literal("form").optional(),
  message: z.string(),
  requestedSchema: z.looseObject({
    $schema: z.string().optional(),
    type: z.literal("object"),
    properties: stringMap(primitiveSchema),
    required: z.array(z.string()).optional(),
  }),
});

const elicitUrlParams = z.looseObject({
  _meta: jsonObject.optional(),
  mode: z.literal("url"),
  message: z.string(),
  url: z.string().min(1),
});

const text = z.looseObject({ type: z.literal("text"), text: z.string() });
const image = z.looseObject({ type: z.literal("image"), data: z.string(), mimeType: z.string() });
const audio = z.looseObject({ type: z.literal("audio"), data: z.string(), mimeType: z.string() });
const toolUse = z.looseObject({ type: z.literal("tool_use"), id: z.string(), name: z.string(), input: jsonObject });
const contentBlock = z.looseObject({ type: z.string() });
const toolResult = z.looseObject({
  type: z.literal("tool_result"),
  toolUseId: z.string(),
  content: z.array(contentBlock),
  isError: z.boolean().optional(),
});
const samplingBlock = z.discriminatedUnion("type", [text, image, audio, toolUse, toolResult]);
const samplingContent = z.union([samplingBlock, z.array(samplingBlock)]);
const role = z.enum(["user", "assistant"]);

const createMessageParams = z.looseObject({
  _meta: jsonObject.optional(),
  messages: z.array(z.looseObject({ _meta: jsonObject.optional(), role, content: samplingContent })),
  maxTokens: z.int(),
  systemPrompt: z.string().optional(),
  includeContext: z.enum(["none", "thisServer", "allServers"]).optional(),
  temperature: z.number().optional(),
  stopSequences: z.array(z.string()).optional(),
  metadata: jsonObject.optional(),
  modelPreferences: jsonObject.optional(),
  tools: z.array(jsonObject).optional(),
  toolChoice: jsonObject.optional(),
});

/** `InputRequest`: elicitation/create, sampling/createMessage or roots/list, dispatched on `method`. */
export const inputRequest = z.discriminatedUnion("method", [
  z.looseObject({ method: z.literal("elicitation/create"), params: z.union([elicitFormParams, elicitUrlParams]) }),
  z.looseObject({ method: z.literal("sampling/createMessage"), params: createMessageParams }),
  z.looseObject({ method: z.literal("roots/list"), params: jsonObject.optional() }),
]);

/** `NonEmptyInputRequests`: a map of input requests with at least one entry. */
export const nonEmptyInputRequests = stringMap(inputRequest).refine((map) => Object.keys(map).length >= 1);

const elicitResult = z.looseObject({
  _meta: jsonObject.optional(),
  action: z.enum(["accept", "decline", "cancel"]),
  content: stringMap(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
});
const createMessageResult = z.looseObject({
  _meta: jsonObject.optional(),
  role,
  content: samplingContent,
  model: z.string(),
  stopReason: z.string().optional(),
});
const listRootsResult = z.looseObject({
  _meta: jsonObject.optional(),
  roots: z.array(z.looseObject({ uri: z.string(), name: z.string().optional() })),
});

/** `InputResponses`: a map of elicitation, sampling or roots results. */
export const inputResponses = stringMap(z.union([elicitResult, createMessageResult, listRootsResult]));
