import { describe, it, expect } from "vitest";
import { decode, decodeResult, type DecodedMessage } from "../../src/codec/index.js";
import { specBlocks, stripJsonc } from "./spec-examples.js";
import { issuesOf, valueOf } from "./helpers.js";

/** What each ```json example of the spec is, in document order; a result names the method it answers. */
const EXPECTED: ReadonlyArray<{ kind: DecodedMessage["kind"]; answers?: string; as?: string; error?: string }> = [
  { kind: "CallToolRequest" },
  { kind: "JSONRPCResultResponse", answers: "tools/call", as: "CreateTaskResult" },
  { kind: "JSONRPCErrorResponse", error: "missingRequiredClientCapability" },
  { kind: "TaskStatusNotification" },
  { kind: "JSONRPCResultResponse", answers: "tools/call", as: "CreateTaskResult" },
  { kind: "GetTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/get", as: "GetTaskResult" },
  { kind: "GetTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/get", as: "GetTaskResult" },
  { kind: "GetTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/get", as: "GetTaskResult" },
  { kind: "UpdateTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/update", as: "UpdateTaskResult" },
  { kind: "GetTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/get", as: "GetTaskResult" },
  { kind: "GetTaskRequest" },
  { kind: "JSONRPCResultResponse", answers: "tasks/get", as: "GetTaskResult" },
  { kind: "JSONRPCErrorResponse", error: "invalidParams" },
  { kind: "JSONRPCErrorResponse", error: "invalidParams" },
  { kind: "JSONRPCResultResponse", answers: "tools/call", as: "CreateTaskResult" },
  { kind: "JSONRPCResultResponse", answers: "tools/call", as: "CreateTaskResult" },
];

describe("spec examples", () => {
  const blocks = specBlocks(["json"]);

  it("has exactly the examples this table describes", () => {
    expect(blocks).toHaveLength(EXPECTED.length);
  });

  blocks.forEach((block, index) => {
    const expected = EXPECTED[index]!;
    it(`decodes the example at line ${block.line} as ${expected.as ?? expected.kind}`, () => {
      const decoded = valueOf(decode(block.text));
      expect(decoded.kind).toBe(expected.kind);
      expect(decoded.notices).toEqual([]);
      if (decoded.kind === "JSONRPCErrorResponse") expect(decoded.recognized.kind).toBe(expected.error);
      if (decoded.kind === "JSONRPCResultResponse") {
        const typed = valueOf(decodeResult(expected.answers!, decoded.message.result, { declaresTasks: true }));
        expect(typed.kind).toBe(expected.as);
        expect(typed.resultTypeAbsent).toBe(false);
      }
    });
  });

  it("refuses the born-terminal CreateTaskResult examples as tasks/get results", () => {
    for (const block of blocks.slice(-2)) {
      const decoded = valueOf(decode(block.text));
      if (decoded.kind !== "JSONRPCResultResponse") expect.fail("expected a result response");
      const issues = issuesOf(decodeResult("tasks/get", decoded.message.result, { declaresTasks: true }));
      expect(issues[0]?.code).toBe("sep-2663-client-rejects-task-result-on-unsupported");
    }
  });

  it("decodes the JSONC tools/call example as a request that declares the extension", () => {
    const jsonc = specBlocks(["jsonc"]).find((b) => b.text.includes('"tools/call"'));
    const decoded = valueOf(decode(stripJsonc(jsonc!.text)));
    expect(decoded.kind).toBe("CallToolRequest");
    expect(decoded.kind === "CallToolRequest" && decoded.declaresTasks).toBe(true);
  });

  it("decodes the JSONL -32021 example as a missing-capability error naming the extension", () => {
    const [jsonl] = specBlocks(["jsonl"]);
    const decoded = valueOf(decode(stripJsonc(jsonl!.text)));
    if (decoded.kind !== "JSONRPCErrorResponse") expect.fail("expected an error response");
    expect(decoded.recognized).toEqual({
      kind: "missingRequiredClientCapability",
      code: -32021,
      legacyCode: false,
      requiresTasksExtension: true,
    });
  });
});
