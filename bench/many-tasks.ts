/** A synthetic trace of many tasks for the report's scale test and benchmark: ten in flight at a time. */

const DECLARES = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

/** The task id of task `i`. */
export function taskIdOf(i: number): string {
  return `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
}

/**
 * JSON Lines for `tasks` tasks: each is created by a tools/call, polled twice and completes; every 100th (from the
 * first) is then reported working again (an error against the server), every 50th (from the 50th) fails without a
 * statusMessage (a warning against the server).
 */
export function manyTasksTrace(tasks: number): string {
  const lines: string[] = [];
  let ms = Date.parse("2026-08-21T10:00:00.000Z");
  const at = (): string => new Date((ms += 7)).toISOString();
  const push = (envelope: object): void => void lines.push(JSON.stringify(envelope));
  for (let start = 0; start < tasks; start += 10) {
    const batch = Array.from({ length: Math.min(10, tasks - start) }, (_, k) => start + k);
    for (const i of batch) {
      push({
        dir: "c2s",
        at: at(),
        headers: { "Mcp-Method": "tools/call", "Mcp-Name": "compute" },
        message: {
          jsonrpc: "2.0",
          id: `c${i}`,
          method: "tools/call",
          params: { name: "compute", arguments: { n: i }, _meta: DECLARES },
        },
      });
      push({
        dir: "s2c",
        at: at(),
        message: { jsonrpc: "2.0", id: `c${i}`, result: { resultType: "task", ...task(i, "working") } },
      });
    }
    for (const poll of [0, 1]) {
      for (const i of batch) {
        const id = `g${i}-${poll}`;
        push({
          dir: "c2s",
          at: at(),
          headers: { "Mcp-Method": "tasks/get", "Mcp-Name": taskIdOf(i) },
          message: { jsonrpc: "2.0", id, method: "tasks/get", params: { taskId: taskIdOf(i), _meta: DECLARES } },
        });
        const done =
          i % 50 === 49
            ? { ...task(i, "failed"), error: { code: -32603, message: "worker crashed" }, statusMessage: undefined }
            : {
                ...task(i, "completed"),
                result: { resultType: "complete", content: [{ type: "text", text: `result ${i}` }], isError: false },
              };
        push({
          dir: "s2c",
          at: at(),
          message: {
            jsonrpc: "2.0",
            id,
            result: { resultType: "complete", ...(poll === 0 ? task(i, "working") : done) },
          },
        });
      }
    }
    for (const i of batch) {
      if (i % 100 === 0)
        push({
          dir: "s2c",
          at: at(),
          message: {
            jsonrpc: "2.0",
            method: "notifications/tasks",
            params: { ...task(i, "working"), lastUpdatedAt: "2026-08-21T11:00:00.000Z" },
          },
        });
    }
  }
  return lines.join("\n") + "\n";
}

function task(i: number, status: string): Record<string, unknown> {
  return {
    taskId: taskIdOf(i),
    status,
    statusMessage: `step ${status}`,
    createdAt: "2026-08-21T10:00:00.000Z",
    lastUpdatedAt: "2026-08-21T10:00:00.000Z",
    ttlMs: 3_600_000,
    pollIntervalMs: 0,
  };
}
