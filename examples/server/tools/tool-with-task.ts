/**
 * `test_tool_with_task`: gathers a name synchronously through a multi round-trip `input_required` result, and
 * only then creates a task, whose result greets that name.
 */
import { acceptedContent, formElicitation, textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The key of the one synchronous input request. */
const nameKey = "user_name";

/** True for an elicitation the user declined or cancelled: asking again would never end. */
function isRefusal(response: unknown): boolean {
  const action =
    typeof response === "object" && response !== null ? (response as { action?: unknown }).action : undefined;
  return action === "decline" || action === "cancel";
}

/** The tool composing multi round-trip input with task creation. */
export const toolWithTask: ExampleTool = (env) => ({
  name: "test_tool_with_task",
  description: "Asks for a name (multi round-trip, before any task exists), then greets it from a task.",
  inputSchema: { type: "object", properties: {} },
  taskSupport: "required",
  gather(args, inputResponses) {
    const response = inputResponses?.[nameKey];
    if (isRefusal(response)) return { result: textResult("No name was given, so there is nobody to greet.", true) };
    const name = acceptedContent(response)?.name;
    if (typeof name !== "string" || name === "") {
      return {
        inputRequests: { [nameKey]: formElicitation("What is your name?", { name: { type: "string" } }, ["name"]) },
      };
    }
    return { arguments: { ...args, name } };
  },
  async run(args, context) {
    await env.sleep(300, context.signal);
    return textResult(`Hello, ${String(args.name)}!`);
  },
});
