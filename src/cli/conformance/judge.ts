/** Judging one scenario's exchange: lint with the client as the party at fault, then the scenario's own checks. */
import { forParty, type Finding } from "../lint/findings.js";
import { Linter } from "../lint/linter.js";
import { traceLine } from "./recorder.js";
import type { Failure, Scenario, Trace } from "./types.js";

/** What the judge found: the first failure (a scenario check first, then a lint error) and lint's warnings. @internal */
export interface Judgement {
  readonly failure: Failure | undefined;
  readonly warnings: readonly Failure[];
  readonly lines: readonly string[];
}

/** Judges `trace` for `scenario`; never throws (a check that throws is a failure of the kit, reported as such). @internal */
export function judge(scenario: Scenario, trace: Trace): Judgement {
  const lines = trace.map(traceLine);
  const errors: Failure[] = [];
  const warnings: Failure[] = [];
  const keep = (f: Finding): void => {
    (f.severity === "error" ? errors : warnings).push({ rule: f.rule, message: f.message, line: f.line });
  };
  const linter = new Linter(forParty("client", keep, () => undefined));
  lines.forEach((text, i) => linter.line(text, i + 1));
  let own: Failure | undefined;
  try {
    own = scenario.check(trace);
  } catch (error) {
    own = { rule: "mcp-tasks/kit-error", line: 0, message: `The scenario's check failed: ${String(error)}` };
  }
  return { failure: own ?? errors[0], warnings, lines };
}
