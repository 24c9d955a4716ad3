/** `multi_input`: a task that asks two questions at once; they may be answered in separate `tasks/update` calls. */
import { acceptedContent, formElicitation, textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The fields each question offers; the client may fill either. */
const fields = { name: { type: "string" as const }, confirm: { type: "boolean" as const } };

/** The tool that needs two inputs in parallel. */
export const multiInput: ExampleTool = () => ({
  name: "multi_input",
  description: "Asks two questions at once and completes when both are answered (partial answers are kept).",
  inputSchema: { type: "object", properties: {} },
  taskSupport: "required",
  async run(_args, context) {
    const responses = await context.requestInput({
      first: formElicitation("First input?", fields),
      second: formElicitation("Second input?", fields),
    });
    const describe = (key: "first" | "second"): string =>
      String(acceptedContent(responses[key])?.name ?? "(no answer)");
    return textResult(`Received ${describe("first")} and ${describe("second")}`);
  },
});
