/** Findings: what lint reports, one per broken rule per message. */
import type { Party, Rule, Severity } from "./rules.js";

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
  /** The party at fault, or null for a line that blames neither (one lint cannot read, or of unknown origin). */
  party: Party | null;
}

/** Receives findings as they are found. */
export type FindingSink = (finding: Finding) => void;

/** Builds a finding of a catalog rule against `party`. */
export function finding(
  rule: Rule,
  line: number,
  taskId: string | null | undefined,
  message: string,
  party: Party | null,
): Finding {
  return { line, severity: rule.severity, rule: rule.id, taskId: taskId ?? null, message, party };
}

/** Counts findings by severity while passing them on. */
export class Tally {
  /** Errors seen. */
  errors = 0;
  /** Warnings seen. */
  warnings = 0;

  /** Counts one finding. */
  count(f: Finding): void {
    if (f.severity === "error") this.errors++;
    else this.warnings++;
  }

  /** Wraps a sink so that every finding is counted. */
  counting(sink: FindingSink): FindingSink {
    return (f) => {
      this.count(f);
      sink(f);
    };
  }
}

/**
 * Keeps the findings against one party (and those that blame neither, which lint cannot rule out for it); the others
 * go to `dropped`. Without a party every finding is kept.
 */
export function forParty(party: Party | undefined, kept: FindingSink, dropped: FindingSink): FindingSink {
  if (party === undefined) return kept;
  return (f) => (f.party === null || f.party === party ? kept(f) : dropped(f));
}
