/** `confirm_delete {filename}`: a task that asks the client for one confirmation, then completes. */
import { acceptedContent, formElicitation, stringArg, textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The tool that needs one input during its task. */
export const confirmDelete: ExampleTool = () => ({
  name: "confirm_delete",
  description: "Asks the user to confirm deleting a file (nothing is really deleted), then reports the decision.",
  inputSchema: { type: "object", properties: { filename: { type: "string" } }, required: ["filename"] },
  // The confirmation is gathered through tasks/update, which only a client supporting tasks can send.
  taskSupport: "required",
  async run(args, context) {
    const filename = stringArg(args, "filename", "the file");
    const responses = await context.requestInput({
      confirm: formElicitation(`Delete ${filename}?`, { confirm: { type: "boolean", title: "Confirm deletion" } }, [
        "confirm",
      ]),
    });
    const confirmed = acceptedContent(responses.confirm)?.confirm === true;
    return textResult(confirmed ? `Deleted ${filename}` : `Kept ${filename}`);
  },
});
