/**
 * One scenario run through `mcp-tasks record`: the recorder starts in front of the server, the suite talks to the
 * recorder, and the recording is checked: live lint clean against the server and equal to an offline lint of the
 * file, as many messages as the suite validated, and every task id the suite's checks name.
 */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  addCounts,
  canonical,
  difference,
  readRecording,
  suiteMessageCount,
  suiteTaskIds,
  type MessageCounts,
  type RecordingContents,
} from "./coverage.js";
import { lintTrace } from "./lint.js";
import { startRecorder, type RecorderOutcome } from "./recorder.js";
import { runScenario, type ScenarioRun } from "./suite.js";

/** A scenario run through the recorder, and what its recording showed. */
export interface RecordedScenario {
  run: ScenarioRun;
  recorder: RecorderOutcome;
  recording: RecordingContents;
  /** Messages the suite validated, when it says. */
  suiteMessages: number | undefined;
  /** What is wrong with the recording; empty when it is complete and clean. */
  problems: string[];
}

/** Where a recorded scenario writes: recordings/<scenario>.jsonl and the suite's results/<scenario>/. */
export interface RecordedScenarioOptions {
  cli: string;
  scenario: string;
  /** The server the recorder forwards to. */
  server: URL;
  outDir: string;
  expectedFailuresPath: string;
}

/** Runs one scenario through a recorder in front of `server`. */
export async function runRecordedScenario(options: RecordedScenarioOptions): Promise<RecordedScenario> {
  const { cli, scenario, server, outDir } = options;
  const tracePath = join(outDir, "recordings", `${scenario}.jsonl`);
  const resultsDir = join(outDir, "results", scenario);
  await mkdir(dirname(tracePath), { recursive: true });
  const recorder = await startRecorder(cli, server, tracePath);
  const run = await runScenario(scenario, recorder.url, resultsDir, options.expectedFailuresPath);
  const outcome = await recorder.stop();
  const recording = await readRecording(tracePath);
  const problems: string[] = [];
  if (outcome.exitCode !== 0)
    problems.push(
      `the recorder exited with ${outcome.exitCode} (live lint errors against the server: ${outcome.findings.filter((f) => f.severity === "error").length})`,
    );
  const offline = lintTrace(cli, tracePath);
  if (offline.serverErrors.length > 0)
    problems.push(`mcp-tasks lint --party server finds ${offline.serverErrors.length} error(s) in the recording`);
  const liveKeys = outcome.findings.map((f) => canonical(f)).sort();
  const offlineKeys = offline.serverFindings.map((f) => canonical(f)).sort();
  if (liveKeys.join("\n") !== offlineKeys.join("\n"))
    problems.push(
      `the live lint printed ${liveKeys.length} finding(s), the offline lint of the file ${offlineKeys.length}: they differ`,
    );
  const messages = recording.envelopes - recording.httpBodies;
  const suiteMessages = await suiteMessageCount(resultsDir);
  if (suiteMessages !== undefined && suiteMessages !== messages)
    problems.push(`the suite validated ${suiteMessages} messages, the recording holds ${messages}`);
  for (const taskId of await suiteTaskIds(resultsDir)) {
    if (!recording.text.includes(JSON.stringify(taskId)))
      problems.push(`task ${taskId}, named by the suite's checks, is not in the recording`);
  }
  return { run, recorder: outcome, recording, suiteMessages, problems: problems.map((p) => `${scenario}: ${p}`) };
}

/** Checks that the recordings hold exactly the messages of the server's own trace, each as often. */
export async function compareWithServerTrace(
  recorded: readonly RecordedScenario[],
  serverTracePath: string,
): Promise<{ messages: number; problems: string[] }> {
  const all: MessageCounts = new Map();
  for (const r of recorded) addCounts(all, r.recording.messages);
  const server = (await readRecording(serverTracePath)).messages;
  const missing = difference(server, all);
  const extra = difference(all, server);
  const problems = [
    ...missing.slice(0, 5).map((m) => `in the server's trace but not recorded: ${m.slice(0, 300)}`),
    ...extra.slice(0, 5).map((m) => `recorded but not in the server's trace: ${m.slice(0, 300)}`),
  ];
  if (missing.length + extra.length > 10)
    problems.push(`${missing.length} message(s) missing from the recordings and ${extra.length} extra in all`);
  let messages = 0;
  for (const n of server.values()) messages += n;
  return { messages, problems };
}
