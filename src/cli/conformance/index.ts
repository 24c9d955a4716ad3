/**
 * The client-conformance kit for test suites, `mcp-tasks/conformance` (Node only: it starts scenario servers on
 * loopback and runs client processes). {@link runClientConformance} runs a client through the scenarios of
 * {@link CLIENT_SCENARIOS} and resolves to one verdict per scenario, as `mcp-tasks conformance client` prints them.
 *
 * @module mcp-tasks/conformance
 */
export type { ClientScenario } from "./run.js";
export { CLIENT_SCENARIOS, LIMIT_RULE, runClientConformance } from "./run.js";
export type { ConformanceOptions } from "./options.js";
export type { ClientFunction, ClientScenarioRun, ClientSpawn } from "./launch.js";
export type { Failure, ScenarioContext, ToolCall, Verdict } from "./types.js";
export type { Issue, Result } from "../../shared/result.js";
