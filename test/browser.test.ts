import { describe, it, expect } from "vitest";
import { build } from "esbuild";
import { createContext, runInContext } from "node:vm";
import { webcrypto } from "node:crypto";
import { fileURLToPath } from "node:url";

const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describe("the built package outside Node", () => {
  it("bundles for the browser without Node built-ins and runs in a bare context with only web globals", async () => {
    const bundle = await build({
      entryPoints: [entry],
      bundle: true,
      platform: "browser",
      format: "iife",
      globalName: "mcpTasks",
      write: false,
      logLevel: "silent",
    });
    const code = bundle.outputFiles[0]!.text;
    // Ajv's runtime keeps a `require(...)` inside a string literal (its own source text), which is not a call. The
    // node adapter looks Buffer up on globalThis, optionally, with a fallback: the bare context below runs without it.
    const used = code.replaceAll("globalThis.Buffer?.byteLength", "");
    expect(used).not.toMatch(/[^"'.\w]require\(|from\s+["']node:|\bprocess\.|\bBuffer\b/);
    // A context with web globals only: no process, require, Buffer or module.
    const context = createContext({ crypto: webcrypto, TextEncoder, TextDecoder, console });
    const result = runInContext(
      `${code}
      const created = mcpTasks.createTask({ taskId: mcpTasks.newTaskId(), now: "2026-11-22T10:00:00Z", ttlMs: null });
      const view = mcpTasks.toGetTaskResult(created.state);
      JSON.stringify({ id: created.state.taskId, valid: mcpTasks.validate("GetTaskResult", view).ok, decoded: mcpTasks.decode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } })).ok });`,
      context,
    ) as string;
    const out = JSON.parse(result) as { id: string; valid: boolean; decoded: boolean };
    expect(out.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(out.valid).toBe(true);
    expect(out.decoded).toBe(true);
  });
});
