/**
 * The live linter's thread (bundled as dist/lint-thread.js): lints the lines the recorder hands it, away from the
 * thread that forwards the traffic, and answers every message with the findings it produced.
 */
import { parentPort, workerData } from "node:worker_threads";
import { LiveFindings, type FromLinter, type LiveOptions, type ToLinter } from "./findings.js";

if (parentPort !== null) {
  const port = parentPort;
  const findings = new LiveFindings(workerData as LiveOptions);
  port.on("message", (message: ToLinter) => port.postMessage(findings.receive(message)));
  port.postMessage({ kind: "ready" } satisfies FromLinter);
}
