import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META, valueOf } from "./helpers.js";

const bare = (method: string, params: object = { taskId: "gate-test" }): object => ({
  jsonrpc: "2.0",
  id: 11,
  method,
  params,
});

describe("gateTasksRequest", () => {
  it("refuses tasks/get, tasks/update and tasks/cancel from a non-declaring client with -32021, whatever the task id", () => {
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const error = codec.gateTasksRequest(bare(method));
      expect(error).toEqual(codec.missingCapabilityError(11));
    }
  });

  it("refuses even when the params are otherwise invalid, since it runs before any lookup", () => {
    expect(codec.gateTasksRequest({ jsonrpc: "2.0", id: "x", method: "tasks/get" })).toMatchObject({
      id: "x",
      error: { code: -32021 },
    });
    expect(codec.gateTasksRequest({ jsonrpc: "2.0", id: 1.5, method: "tasks/get", params: [] })).toMatchObject({
      error: { code: -32021 },
    });
  });

  it("lets a declaring request through, decoded or raw", () => {
    const request = codec.getTaskRequest(1, "t");
    expect(codec.gateTasksRequest(request)).toBeNull();
    expect(codec.gateTasksRequest(valueOf(codec.decode(request)))).toBeNull();
    const silent = valueOf(codec.decode(bare("tasks/cancel")));
    expect(codec.gateTasksRequest(silent)).toMatchObject({ error: { code: -32021 } });
  });

  it("counts the legacy tasks capability as non-declaring", () => {
    const legacy = {
      ...bare("tasks/get"),
      params: { taskId: "t", _meta: { "io.modelcontextprotocol/clientCapabilities": { tasks: { list: {} } } } },
    };
    expect(codec.gateTasksRequest(legacy)).toMatchObject({ error: { code: -32021 } });
  });

  it("gates subscriptions/listen only when it asks for task notifications", () => {
    expect(codec.gateTasksRequest(bare("subscriptions/listen", { notifications: { taskIds: ["t"] } }))).toMatchObject({
      error: { code: -32021 },
    });
    expect(codec.gateTasksRequest(bare("subscriptions/listen", { notifications: { resources: {} } }))).toBeNull();
    expect(
      codec.gateTasksRequest(
        bare("subscriptions/listen", { notifications: { taskIds: ["t"] }, _meta: DECLARING_META }),
      ),
    ).toBeNull();
  });

  it("leaves every other method alone, including tools/call and the removed methods", () => {
    for (const method of ["tools/call", "tasks/result", "tasks/list", "server/discover", "ping"])
      expect(codec.gateTasksRequest(bare(method))).toBeNull();
    expect(codec.gateTasksRequest(null as never)).toBeNull();
  });
});
