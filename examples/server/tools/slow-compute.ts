/** `slow_compute {seconds, label?}`: waits, then reports; a task for declaring clients, synchronous otherwise. */
import { stringArg, textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The longest wait accepted, so a stray argument cannot pin a worker for days. */
const maxSeconds = 3600;

/** The cancellable slow computation. */
export const slowCompute: ExampleTool = (env) => ({
  name: "slow_compute",
  description: "Waits the given number of seconds, then reports. Runs as a task when the client supports tasks.",
  inputSchema: {
    type: "object",
    properties: { seconds: { type: "number", minimum: 0, maximum: maxSeconds }, label: { type: "string" } },
    required: ["seconds"],
  },
  taskSupport: "optional",
  async run(args, context) {
    const seconds = typeof args.seconds === "number" ? args.seconds : Number.NaN;
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > maxSeconds) {
      return textResult(`seconds must be a number between 0 and ${maxSeconds}`, true);
    }
    await env.sleep(seconds * 1000, context.signal);
    return textResult(`${stringArg(args, "label", "computation")}: done after ${seconds}s`);
  },
});
