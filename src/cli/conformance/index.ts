/**
 * The client-conformance kit for test suites: {@link runClientConformance} runs a client command through the scenarios
 * and resolves to one verdict per scenario, as `mcp-tasks conformance client` prints them.
 */
export { runClientConformance, SCENARIO_NAMES, LIMIT_RULE } from "./run.js";
export type { ConformanceOptions, ConformanceResult } from "./run.js";
export type { Verdict, Failure, Recorded, ScenarioContext, ToolCall } from "./types.js";
export { verdictJson, verdictText } from "./command.js";
