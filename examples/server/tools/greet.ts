/** `greet {name}`: answers `Hello, <name>!` synchronously; it never becomes a task. */
import { stringArg, textResult } from "./content.js";
import type { ExampleTool } from "./types.js";

/** The synchronous greeting tool. */
export const greet: ExampleTool = () => ({
  name: "greet",
  description: "Greets someone by name, synchronously.",
  inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  taskSupport: "forbidden",
  run: (args) => textResult(`Hello, ${stringArg(args, "name", "world")}!`),
});
