import { describe, it, expect } from "vitest";
import fc from "fast-check";
import * as codec from "../../src/codec/index.js";
import { validate } from "../../src/validate/index.js";
import { detailedTaskArb, inputResponsesArb, taskArb, taskIdArb } from "../arbitraries/messages.js";
import { requestIdArb, metaArb } from "../arbitraries/primitives.js";
import { valueOf, WORKING } from "./helpers.js";

const RUNS = { numRuns: 200 };
const TASKS_EXT = { "io.modelcontextprotocol/tasks": {} };

describe("builders", () => {
  it("build tasks/* requests that validate and always declare the extension", () => {
    fc.assert(
      fc.property(requestIdArb, taskIdArb, inputResponsesArb, (id, taskId, inputResponses) => {
        const requests = [
          codec.getTaskRequest(id, taskId),
          codec.updateTaskRequest(id, taskId, inputResponses),
          codec.cancelTaskRequest(id, taskId),
        ];
        for (const request of requests) {
          expect(codec.declaresTasks(request)).toBe(true);
          expect(request.params.taskId).toBe(taskId);
          expect(codec.gateTasksRequest(request)).toBeNull();
          valueOf(codec.encode(request));
        }
        expect(validate("GetTaskRequest", requests[0]).ok).toBe(true);
        expect(validate("UpdateTaskRequest", requests[1]).ok).toBe(true);
        expect(validate("CancelTaskRequest", requests[2]).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it("keep the caller's _meta entries and capabilities when adding the declaration", () => {
    const meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": { elicitation: {}, extensions: { "other/ext": { x: 1 } } },
    };
    const request = codec.getTaskRequest(1, "t", meta);
    expect(request.params._meta).toEqual({
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {
        elicitation: {},
        extensions: { "other/ext": { x: 1 }, ...TASKS_EXT },
      },
    });
    expect(meta["io.modelcontextprotocol/clientCapabilities"].extensions).not.toHaveProperty(
      "io.modelcontextprotocol/tasks",
    );
  });

  it("build results and responses that validate as their definitions", () => {
    fc.assert(
      fc.property(
        requestIdArb,
        detailedTaskArb,
        taskArb,
        fc.option(metaArb, { nil: undefined }),
        (id, detailed, task, meta) => {
          expect(validate("GetTaskResult", codec.getTaskResult(detailed, meta)).ok).toBe(true);
          expect(validate("CreateTaskResult", codec.createTaskResult(task, meta)).ok).toBe(true);
          expect(validate("GetTaskResultResponse", codec.getTaskResultResponse(id, detailed, meta)).ok).toBe(true);
          expect(validate("CreateTaskResultResponse", codec.createTaskResultResponse(id, task, meta)).ok).toBe(true);
          expect(validate("UpdateTaskResultResponse", codec.updateTaskResultResponse(id, meta)).ok).toBe(true);
          expect(validate("CancelTaskResultResponse", codec.cancelTaskResultResponse(id, meta)).ok).toBe(true);
          const notification = codec.taskStatusNotification(detailed, meta);
          expect(validate("TaskStatusNotification", notification).ok).toBe(true);
          expect(notification.params).toEqual(meta === undefined ? detailed : { ...detailed, _meta: meta });
        },
      ),
      RUNS,
    );
  });

  it("re-label a result built from another result", () => {
    const created = codec.createTaskResult(WORKING);
    expect(codec.getTaskResult(created as never).resultType).toBe("complete");
    expect(codec.createTaskResult(codec.getTaskResult(WORKING) as never).resultType).toBe("task");
    expect(codec.taskStatusNotification(created as never).params).not.toHaveProperty("resultType");
  });

  it("build the empty acknowledgements", () => {
    expect(codec.updateTaskResult()).toEqual({ resultType: "complete" });
    expect(codec.cancelTaskResult({ k: 1 })).toEqual({ resultType: "complete", _meta: { k: 1 } });
    expect(codec.cancelTaskResultResponse("a")).toEqual({
      jsonrpc: "2.0",
      id: "a",
      result: { resultType: "complete" },
    });
  });
});
