/** The generated trace the lint benchmarks read: interleaved task lifecycles, valid to its end, the same for a given size. */
import { closeSync, openSync, writeSync } from "node:fs";

const EXT = "io.modelcontextprotocol/tasks";
const META = { "io.modelcontextprotocol/clientCapabilities": { extensions: { [EXT]: {} } } };

/**
 * Writes a valid trace of interleaved task lifecycles (creation, polls, input_required, tasks/update, completion)
 * until it reaches `bytes`. Deterministic: the same size always gives the same file.
 */
export function generateTrace(path: string, bytes: number): { lines: number; tasks: number; concurrent: number } {
  const concurrent = 64;
  const fd = openSync(path, "w");
  let written = 0;
  let lines = 0;
  let tasks = 0;
  let nextId = 1;
  let clock = Date.UTC(2026, 7, 21, 10, 0, 0);
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const iso = (ms: number): string => new Date(ms).toISOString();
  let buffer = "";
  const emit = (dir: "c2s" | "s2c", message: unknown, headers?: Record<string, string>): void => {
    clock += 1 + Math.floor(random() * 40);
    buffer +=
      JSON.stringify(
        headers === undefined ? { dir, at: iso(clock), message } : { dir, at: iso(clock), headers, message },
      ) + "\n";
    lines++;
    if (buffer.length > 1 << 20) flush();
  };
  const flush = (): void => {
    written += writeSync(fd, buffer);
    buffer = "";
  };
  interface Live {
    taskId: string;
    created: string;
    step: number;
    steps: number;
    lastPoll: number;
  }
  const live: Live[] = [];
  const start = (): void => {
    const id = nextId++;
    const taskId = `${((id * 2654435761) >>> 0).toString(16).padStart(8, "0")}-9e0d-44bd-8f29-${id.toString(16).padStart(12, "0")}`;
    emit(
      "c2s",
      {
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "summarise", arguments: { document: `doc-${id}`, words: 200 }, _meta: META },
      },
      { "Mcp-Method": "tools/call", "Mcp-Name": "summarise" },
    );
    const created = iso(clock);
    emit("s2c", {
      jsonrpc: "2.0",
      id,
      result: {
        resultType: "task",
        taskId,
        status: "working",
        statusMessage: "Queued.",
        createdAt: created,
        lastUpdatedAt: created,
        ttlMs: 3_600_000,
        pollIntervalMs: 500,
      },
    });
    live.push({ taskId, created, step: 0, steps: 4 + Math.floor(random() * 6), lastPoll: clock });
    tasks++;
  };
  const task = (t: Live, status: string, extra: Record<string, unknown>): Record<string, unknown> => ({
    resultType: "complete",
    taskId: t.taskId,
    status,
    createdAt: t.created,
    lastUpdatedAt: iso(clock),
    ttlMs: 3_600_000,
    pollIntervalMs: 500,
    ...extra,
  });
  const advance = (t: Live): boolean => {
    clock = Math.max(clock, t.lastPoll + 500);
    const id = nextId++;
    const headers = { "Mcp-Method": "tasks/get", "Mcp-Name": t.taskId };
    emit("c2s", { jsonrpc: "2.0", id, method: "tasks/get", params: { taskId: t.taskId, _meta: META } }, headers);
    t.lastPoll = clock;
    t.step++;
    if (t.step === 2) {
      const inputRequests = {
        [`confirm-${id}`]: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: "Include the appendix in the summary?",
            requestedSchema: { type: "object", properties: { include: { type: "boolean" } }, required: ["include"] },
          },
        },
      };
      emit("s2c", {
        jsonrpc: "2.0",
        id,
        result: task(t, "input_required", { statusMessage: "Waiting for confirmation.", inputRequests }),
      });
      const update = nextId++;
      emit(
        "c2s",
        {
          jsonrpc: "2.0",
          id: update,
          method: "tasks/update",
          params: {
            taskId: t.taskId,
            inputResponses: { [`confirm-${id}`]: { action: "accept", content: { include: true } } },
            _meta: META,
          },
        },
        { "Mcp-Method": "tasks/update", "Mcp-Name": t.taskId },
      );
      emit("s2c", { jsonrpc: "2.0", id: update, result: { resultType: "complete" } });
      return false;
    }
    if (t.step < t.steps) {
      emit("s2c", {
        jsonrpc: "2.0",
        id,
        result: task(t, "working", { statusMessage: `Summarising section ${t.step} of ${t.steps}.` }),
      });
      return false;
    }
    const text = `Summary of the document: ${"lorem ipsum dolor sit amet ".repeat(6 + Math.floor(random() * 6))}`;
    emit("s2c", {
      jsonrpc: "2.0",
      id,
      result: task(t, "completed", {
        result: { resultType: "complete", content: [{ type: "text", text }], isError: false },
      }),
    });
    return true;
  };
  while (written + buffer.length < bytes) {
    while (live.length < concurrent) start();
    const i = Math.floor(random() * live.length);
    if (advance(live[i]!)) live.splice(i, 1);
  }
  // Finish every task still in flight so that the trace is valid to its end.
  while (live.length > 0) if (advance(live[0]!)) live.shift();
  flush();
  closeSync(fd);
  return { lines, tasks, concurrent };
}
