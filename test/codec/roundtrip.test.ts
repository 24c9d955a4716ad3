import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  decode,
  decodeResult,
  encode,
  missingCapabilityError,
  withTasksDeclared,
  type DecodedResult,
  type MessageKind,
} from "../../src/codec/index.js";
import {
  callToolRequestArb,
  cancelTaskRequestArb,
  cancelTaskResultResponseArb,
  createTaskResultResponseArb,
  getTaskRequestArb,
  getTaskResultResponseArb,
  inputRequestsArb,
  jsonRpcErrorArb,
  taskStatusNotificationArb,
  updateTaskRequestArb,
  updateTaskResultResponseArb,
} from "../arbitraries/messages.js";
import { callToolResultArb, jsonObjectArb, keyArb, requestIdArb } from "../arbitraries/primitives.js";
import { valueOf } from "./helpers.js";

const PLAIN = { noNullPrototype: true } as const;
const RUNS = { numRuns: 300 };

/** Error responses: any code but the two missing-capability codes, whose data has a required shape. */
const errorResponseArb = fc.oneof(
  fc.record(
    {
      jsonrpc: fc.constant("2.0" as const),
      id: requestIdArb,
      error: jsonRpcErrorArb.filter((e) => e.code !== -32021 && e.code !== -32003),
    },
    { requiredKeys: ["jsonrpc", "error"], ...PLAIN },
  ),
  fc.option(requestIdArb, { nil: undefined }).map((id) => missingCapabilityError(id)),
);

/** Requests and notifications of methods the extension does not define: they pass through on their envelope. */
const otherMethodArb = keyArb.map((k) => `x/${k}`);
const otherRequestArb = fc.record(
  { jsonrpc: fc.constant("2.0" as const), id: requestIdArb, method: otherMethodArb, params: jsonObjectArb },
  { requiredKeys: ["jsonrpc", "id", "method"], ...PLAIN },
);
const otherNotificationArb = fc.record(
  { jsonrpc: fc.constant("2.0" as const), method: otherMethodArb, params: jsonObjectArb },
  { requiredKeys: ["jsonrpc", "method"], ...PLAIN },
);

function response<R>(result: fc.Arbitrary<R>): fc.Arbitrary<{ jsonrpc: "2.0"; id: string | number; result: R }> {
  return fc.record({ jsonrpc: fc.constant("2.0" as const), id: requestIdArb, result }, PLAIN);
}
const callToolResultResponseArb = response(callToolResultArb.map((r) => ({ ...r, resultType: "complete" as const })));
const inputRequiredResponseArb = response(
  fc.record(
    { resultType: fc.constant("input_required" as const), inputRequests: inputRequestsArb, requestState: fc.string() },
    { requiredKeys: ["resultType", "inputRequests"], ...PLAIN },
  ),
);

/** A tasks/* request as a client sends it: encode refuses one that does not declare the extension. */
function declared<M extends { params: { _meta?: object } }>(arb: fc.Arbitrary<M>): fc.Arbitrary<M> {
  return arb.map((m) => ({
    ...m,
    params: { ...m.params, _meta: withTasksDeclared(m.params._meta as Record<string, unknown> | undefined) },
  }));
}

const MESSAGE_CASES: Array<[MessageKind, fc.Arbitrary<object>]> = [
  ["GetTaskRequest", declared(getTaskRequestArb)],
  ["UpdateTaskRequest", declared(updateTaskRequestArb)],
  ["CancelTaskRequest", declared(cancelTaskRequestArb)],
  ["CallToolRequest", callToolRequestArb],
  ["TaskStatusNotification", taskStatusNotificationArb],
  ["JSONRPCErrorResponse", errorResponseArb],
  ["JSONRPCRequest", otherRequestArb],
  ["JSONRPCNotification", otherNotificationArb],
];

const RESULT_CASES: Array<
  [string, DecodedResult["kind"], fc.Arbitrary<{ jsonrpc: "2.0"; id: string | number; result: object }>]
> = [
  ["tools/call", "CreateTaskResult", createTaskResultResponseArb],
  ["tools/call", "CallToolResult", callToolResultResponseArb],
  ["tools/call", "InputRequiredResult", inputRequiredResponseArb],
  ["tasks/get", "GetTaskResult", getTaskResultResponseArb],
  ["tasks/update", "UpdateTaskResult", updateTaskResultResponseArb],
  ["tasks/cancel", "CancelTaskResult", cancelTaskResultResponseArb],
];

describe("round trip: decode(encode(m)) equals m", () => {
  for (const [kind, arb] of MESSAGE_CASES) {
    it(`for every generated ${kind}`, () => {
      fc.assert(
        fc.property(arb, (message) => {
          const decoded = valueOf(decode(valueOf(encode(message))));
          expect(decoded.kind).toBe(kind);
          expect(decoded.message).toEqual(message);
        }),
        RUNS,
      );
    });
  }

  for (const [method, kind, arb] of RESULT_CASES) {
    it(`for every generated ${kind} response, typed by decodeResult for ${method}`, () => {
      fc.assert(
        fc.property(arb, (message) => {
          const text = valueOf(encode(message, { answering: method, declaresTasks: true }));
          const decoded = valueOf(decode(text));
          expect(decoded.kind).toBe("JSONRPCResultResponse");
          expect(decoded.message).toEqual(message);
          if (decoded.kind !== "JSONRPCResultResponse") return;
          const typed = valueOf(decodeResult(method, decoded.message.result, { declaresTasks: true }));
          expect(typed.kind).toBe(kind);
          expect(typed.result).toEqual(message.result);
          expect(typed.resultTypeAbsent).toBe(false);
        }),
        RUNS,
      );
    });
  }

  it("gives the same message from text, bytes and the parsed value", () => {
    fc.assert(
      fc.property(fc.oneof(...MESSAGE_CASES.map(([, arb]) => arb)), (message) => {
        const text = valueOf(encode(message));
        const fromText = valueOf(decode(text));
        expect(valueOf(decode(new TextEncoder().encode(text)))).toEqual(fromText);
        expect(valueOf(decode(JSON.parse(text)))).toEqual(fromText);
      }),
      RUNS,
    );
  });
});
