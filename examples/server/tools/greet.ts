/** `greet {name}`: answers `Hello, <name>!` synchronously; it never becomes a task. */
import { stringArg, textResult } from "./content.js";
import type { Tool } from "./types.js";

/** The synchronous greeting tool. */
export const greet: Tool = {
  name: "greet",
  description: "Greets someone by name, synchronously.",
  inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  taskSupport: "forbidden",
  async run(args) {
    return { result: textResult(`Hello, ${stringArg(args, "name", "world")}!`) };
  },
};
