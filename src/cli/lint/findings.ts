/** Findings: what lint reports, one per broken rule per message. */
import type { Rule, Severity } from "./rules.js";

/** One problem in a trace. */
export interface Finding {
  /** The 1-based line of the message that shows the problem. */
  line: number;
  /** "error" fails the run; "warning" does not. */
  severity: Severity;
  /** The rule id: a SEP-2663 requirement id where one applies. */
  rule: string;
  /** The task concerned, or null when the problem is not about one task. */
  taskId: string | null;
  /** One sentence explaining the problem. */
  message: string;
}

/** Receives findings as they are found. */
export type FindingSink = (finding: Finding) => void;

/** Builds a finding of a catalog rule. */
export function finding(rule: Rule, line: number, taskId: string | null | undefined, message: string): Finding {
  return { line, severity: rule.severity, rule: rule.id, taskId: taskId ?? null, message };
}

/** Counts findings by severity while passing them on. */
export class Tally {
  /** Errors seen. */
  errors = 0;
  /** Warnings seen. */
  warnings = 0;

  /** Wraps a sink so that every finding is counted. */
  counting(sink: FindingSink): FindingSink {
    return (f) => {
      if (f.severity === "error") this.errors++;
      else this.warnings++;
      sink(f);
    };
  }
}
