/** The tools the scenario servers serve: work that takes a while, asks for input, fails, or never ends on its own. */
import { jsonRpcError, type HostTool, type ToolContext } from "../../../host/index.js";

/** The input requests a tool's work may make. */
type InputRequests = Parameters<ToolContext["requestInput"]>[0];

const NO_ARGUMENTS = { type: "object" } as const;

/** Waits `ms`, or less when the task's signal aborts. */
function pause(ms: number, context: ToolContext): Promise<void> {
  return new Promise((resolve) => {
    if (context.signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      context.signal.removeEventListener("abort", done);
      resolve();
    }
    context.signal.addEventListener("abort", done, { once: true });
  });
}

/** An elicitation request in form mode asking for a name. @internal */
export function elicitation(message: string): InputRequests[string] {
  return {
    method: "elicitation/create",
    params: {
      mode: "form",
      message,
      requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
    },
  };
}

/** A tool answered inline even for a declaring client: the plain CallToolResult side of a polymorphic result. @internal */
export function immediateTool(name: string): HostTool {
  return {
    name,
    inputSchema: NO_ARGUMENTS,
    taskSupport: "forbidden",
    run: () => ({ content: [{ type: "text", text: "done at once" }] }),
  };
}

/** A task that works for `ms` milliseconds and completes. @internal */
export function slowTool(name: string, ms: number): HostTool {
  return {
    name,
    inputSchema: NO_ARGUMENTS,
    taskSupport: "required",
    async run(_args, context) {
      await pause(ms, context);
      return { content: [{ type: "text", text: `worked ${ms} ms` }] };
    },
  };
}

/** A task that asks for input in one round per entry of `rounds` (each a list of keys), then completes. @internal */
export function askingTool(name: string, rounds: readonly (readonly string[])[]): HostTool {
  return {
    name,
    inputSchema: NO_ARGUMENTS,
    taskSupport: "required",
    async run(_args, context) {
      const answers: Record<string, unknown> = {};
      for (const keys of rounds) {
        await pause(50, context);
        const requests = Object.fromEntries(keys.map((key) => [key, elicitation(`What is ${key}?`)]));
        Object.assign(answers, await context.requestInput(requests));
      }
      return { content: [{ type: "text", text: JSON.stringify(answers) }] };
    },
  };
}

/** A task whose work fails after `ms` milliseconds with a JSON-RPC error. @internal */
export function failingTool(name: string, ms: number): HostTool {
  return {
    name,
    inputSchema: NO_ARGUMENTS,
    taskSupport: "required",
    async run(_args, context) {
      await pause(ms, context);
      throw jsonRpcError(-32050, "The upstream service refused the job");
    },
  };
}

/** A task that works until it is cancelled or the host closes. @internal */
export function endlessTool(name: string): HostTool {
  return {
    name,
    inputSchema: NO_ARGUMENTS,
    taskSupport: "required",
    async run(_args, context) {
      await pause(60_000, context);
      return { content: [{ type: "text", text: "stopped" }] };
    },
  };
}
