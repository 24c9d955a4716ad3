/** Arbitraries for the server-to-client input requests of a task and the client's responses to them. */
import fc from "fast-check";
import type * as T from "../../generated/types.js";
import { jsonObjectArb, keyArb, metaArb } from "./primitives.js";

const PLAIN = { noNullPrototype: true } as const;

const primitiveFieldArb: fc.Arbitrary<T.PrimitiveSchemaDefinition> = fc.record(
  {
    type: fc.constantFrom("string", "number", "integer", "boolean", "array") as fc.Arbitrary<
      T.PrimitiveSchemaDefinition["type"]
    >,
    title: fc.string({ maxLength: 20 }),
    description: fc.string({ maxLength: 30 }),
  },
  { requiredKeys: ["type"], ...PLAIN },
);

/** An elicitation/create request in form mode (`mode` is optional; form is the default). */
export const elicitFormRequestArb: fc.Arbitrary<T.ElicitRequest> = fc.record(
  {
    method: fc.constant("elicitation/create" as const),
    params: fc.record(
      {
        mode: fc.constant("form" as const),
        message: fc.string({ maxLength: 40 }),
        requestedSchema: fc.record(
          {
            type: fc.constant("object" as const),
            properties: fc.dictionary(keyArb, primitiveFieldArb, { maxKeys: 3, ...PLAIN }),
            required: fc.array(keyArb, { maxLength: 2 }),
          },
          { requiredKeys: ["type", "properties"], ...PLAIN },
        ),
        _meta: metaArb,
      },
      { requiredKeys: ["message", "requestedSchema"], ...PLAIN },
    ),
  },
  PLAIN,
);

/** An elicitation/create request in url mode. */
export const elicitUrlRequestArb: fc.Arbitrary<T.ElicitRequest> = fc.record(
  {
    method: fc.constant("elicitation/create" as const),
    params: fc.record(
      { mode: fc.constant("url" as const), message: fc.string({ maxLength: 40 }), url: fc.webUrl(), _meta: metaArb },
      { requiredKeys: ["mode", "message", "url"], ...PLAIN },
    ),
  },
  PLAIN,
);

const textBlockArb = fc.record({ type: fc.constant("text" as const), text: fc.string({ maxLength: 40 }) }, PLAIN);
const samplingBlockArb: fc.Arbitrary<T.SamplingContentBlock> = fc.oneof(
  textBlockArb,
  fc.record(
    {
      type: fc.constant("image" as const),
      data: fc.base64String({ maxLength: 16 }),
      mimeType: fc.constant("image/png"),
    },
    PLAIN,
  ),
  fc.record(
    {
      type: fc.constant("audio" as const),
      data: fc.base64String({ maxLength: 16 }),
      mimeType: fc.constant("audio/wav"),
    },
    PLAIN,
  ),
  fc.record(
    { type: fc.constant("tool_use" as const), id: fc.string({ maxLength: 8 }), name: keyArb, input: jsonObjectArb },
    PLAIN,
  ),
  fc.record(
    {
      type: fc.constant("tool_result" as const),
      toolUseId: fc.string({ maxLength: 8 }),
      content: fc.array(textBlockArb, { maxLength: 2 }),
      isError: fc.boolean(),
    },
    { requiredKeys: ["type", "toolUseId", "content"], ...PLAIN },
  ),
);
const samplingContentArb: fc.Arbitrary<T.SamplingContent> = fc.oneof(
  samplingBlockArb,
  fc.array(samplingBlockArb, { maxLength: 3 }),
);
const roleArb = fc.constantFrom("user" as const, "assistant" as const);

/** A sampling/createMessage request. */
export const createMessageRequestArb: fc.Arbitrary<T.CreateMessageRequest> = fc.record(
  {
    method: fc.constant("sampling/createMessage" as const),
    params: fc.record(
      {
        messages: fc.array(fc.record({ role: roleArb, content: samplingContentArb }, PLAIN), { maxLength: 3 }),
        maxTokens: fc.integer({ min: 1, max: 100_000 }),
        systemPrompt: fc.string({ maxLength: 40 }),
        includeContext: fc.constantFrom("none" as const, "thisServer" as const, "allServers" as const),
        temperature: fc.double({ min: 0, max: 2, noNaN: true }).filter((d) => !Object.is(d, -0)),
        stopSequences: fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 }),
      },
      { requiredKeys: ["messages", "maxTokens"], ...PLAIN },
    ),
  },
  PLAIN,
);

/** A roots/list request, with or without params. */
export const listRootsRequestArb: fc.Arbitrary<T.ListRootsRequest> = fc.record(
  { method: fc.constant("roots/list" as const), params: jsonObjectArb },
  { requiredKeys: ["method"], ...PLAIN },
);

/** Any input request: elicitation (form or url), sampling or roots. */
export const inputRequestArb: fc.Arbitrary<T.InputRequest> = fc.oneof(
  elicitFormRequestArb,
  elicitUrlRequestArb,
  createMessageRequestArb,
  listRootsRequestArb,
);

/** A non-empty map of input requests, as an input_required task carries it. */
export const inputRequestsArb: fc.Arbitrary<T.NonEmptyInputRequests> = fc.dictionary(keyArb, inputRequestArb, {
  minKeys: 1,
  maxKeys: 3,
  ...PLAIN,
});

/** The client's answer to an elicitation. */
export const elicitResultArb: fc.Arbitrary<T.ElicitResult> = fc.record(
  {
    action: fc.constantFrom("accept" as const, "decline" as const, "cancel" as const),
    content: fc.dictionary(
      keyArb,
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.integer(),
        fc.boolean(),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      ),
      { maxKeys: 3, ...PLAIN },
    ),
    _meta: metaArb,
  },
  { requiredKeys: ["action"], ...PLAIN },
);

/** The client's answer to sampling/createMessage. */
export const createMessageResultArb: fc.Arbitrary<T.CreateMessageResult> = fc.record(
  {
    role: roleArb,
    content: samplingContentArb,
    model: fc.string({ maxLength: 20 }),
    stopReason: fc.constantFrom("endTurn", "maxTokens"),
  },
  { requiredKeys: ["role", "content", "model"], ...PLAIN },
);

/** The client's answer to roots/list. */
export const listRootsResultArb: fc.Arbitrary<T.ListRootsResult> = fc.record(
  {
    roots: fc.array(
      fc.record({ uri: fc.webUrl(), name: fc.string({ maxLength: 12 }) }, { requiredKeys: ["uri"], ...PLAIN }),
      {
        maxLength: 3,
      },
    ),
  },
  PLAIN,
);

/** Any input response. */
export const inputResponseArb: fc.Arbitrary<T.InputResponse> = fc.oneof(
  elicitResultArb,
  createMessageResultArb,
  listRootsResultArb,
);

/** A map of input responses, as tasks/update carries it (it may be empty). */
export const inputResponsesArb: fc.Arbitrary<T.InputResponses> = fc.dictionary(keyArb, inputResponseArb, {
  maxKeys: 3,
  ...PLAIN,
});
