/** Entry point of the `mcp-tasks` binary: runs the command line and exits with its status, never with a stack trace. */
import { runCli } from "./cli.js";
import { describeThrown } from "../shared/thrown.js";

/** Reports a defect in one line; the process must not print a stack trace for any input. */
function internalError(error: unknown): void {
  const message = describeThrown(error);
  process.stderr.write(`mcp-tasks: internal error: ${message}\n`);
  process.exitCode = 2;
}

process.on("uncaughtException", (error) => {
  internalError(error);
  process.exit();
});

runCli(process.argv.slice(2)).then((status) => {
  process.exitCode = status;
}, internalError);
