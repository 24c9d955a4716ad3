/** Declares a host tool so that its arguments are typed from its Standard Schema, as the official SDK's tools are. */
import type { HostTool } from "./types.js";

/**
 * Returns a copy of the tool typed for `HostOptions.tools`: with a Standard Schema (zod 4, valibot, ArkType) as
 * `inputSchema`, TypeScript infers `run`'s and `gather`'s arguments from it, and the host validates every call's
 * arguments against it before a task exists.
 *
 * @example
 * ```ts
 * import { createTasksHost, defineTool } from "mcp-tasks/host";
 * import { schemas } from "mcp-tasks/validate";
 *
 * // Any Standard Schema works (zod 4, valibot, ...); the package's own adapters are Standard Schemas too.
 * const greet = defineTool({
 *   name: "greet",
 *   inputSchema: schemas.Implementation,
 *   run: (args) => ({ content: [{ type: "text", text: `Hello, ${args.name} ${args.version}` }] }),
 * });
 * const host = createTasksHost({ tools: [greet] });
 * console.log(host.ok); // true
 * ```
 */
export function defineTool<Args>(tool: HostTool<Args>): HostTool {
  // A fresh copy of the known fields, so that nothing the caller planted (a prototype, a trap) reaches the host;
  // what cannot be read becomes an empty tool, which createTasksHost then refuses with an issue saying why.
  try {
    const copy: Record<string, unknown> = {};
    for (const key of FIELDS) {
      const value: unknown = (tool as unknown as Record<string, unknown>)[key];
      if (value !== undefined) copy[key] = value;
    }
    const { run, gather } = copy;
    if (typeof run === "function") copy.run = (...args: unknown[]) => run.apply(tool, args);
    if (typeof gather === "function") copy.gather = (...args: unknown[]) => gather.apply(tool, args);
    return copy as unknown as HostTool;
  } catch {
    return {} as HostTool;
  }
}

/** Every field of a HostTool. */
const FIELDS = [
  "name",
  "title",
  "description",
  "inputSchema",
  "inputJsonSchema",
  "outputSchema",
  "annotations",
  "_meta",
  "taskSupport",
  "gather",
  "run",
] as const;
