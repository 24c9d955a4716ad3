/** Every client scenario, in the order the kit runs them. */
import type { Scenario } from "../types.js";
import { cancels, listens } from "./asking.js";
import { declaredPerRequest, mcpName, pollInterval, pollsToEnd } from "./following.js";
import { inputOnce, twoRounds } from "./input.js";
import { cancelledTask, expiredTask, failedTask } from "./outcomes.js";
import { polymorphic, unsupported } from "./results.js";

/** The scenarios, by name. @internal */
export const SCENARIOS: readonly Scenario[] = [
  polymorphic,
  unsupported,
  mcpName,
  declaredPerRequest,
  pollInterval,
  pollsToEnd,
  inputOnce,
  twoRounds,
  failedTask,
  cancelledTask,
  expiredTask,
  cancels,
  listens,
];
