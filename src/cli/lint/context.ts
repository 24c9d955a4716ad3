/** What every lint check shares: the task book, the unanswered requests, and the way findings are reported. */
import { printable } from "../io/printable.js";
import type { Issue } from "../../shared/result.js";
import type { Correlator } from "./trace/correlation.js";
import { finding, type FindingSink } from "./findings.js";
import { ruleFor, type Party, type Rule } from "./rules.js";
import type { TaskBook } from "./task-book.js";
import type { Direction } from "./trace/entry.js";

/** The shared state of one lint run. */
export class LintContext {
  /**
   * Which way the message being linted travelled, so who sent it: the dispatcher sets it before the checks run
   * (undefined when it cannot be told, and between messages). Findings are against its sender.
   */
  sender: Direction | undefined = undefined;

  /** The latest capture time ("at", epoch ms) of the trace so far, for the TTL of tasks still running at its end. */
  lastAt: number | undefined = undefined;

  /** Creates the context of a run that reports to `sink`. */
  constructor(
    readonly tasks: TaskBook,
    readonly requests: Correlator,
    private readonly sink: FindingSink,
  ) {}

  /** Reports one finding of a catalog rule, against the party at fault. */
  report(rule: Rule, line: number, taskId: string | null | undefined, message: string): void {
    this.sink(finding(rule, line, taskId, message, this.partyFor(rule)));
  }

  /** The sender of the current message; without one, the rule's own party (none for "sender"). */
  private partyFor(rule: Rule): Party | null {
    if (rule.party === "none") return null;
    if (this.sender !== undefined) return this.sender === "c2s" ? "client" : "server";
    return rule.party === "sender" ? null : rule.party;
  }

  /** Reports codec issues about `what` (such as "GetTaskResult"), one finding per distinct code. */
  reportIssues(
    issues: readonly Issue[],
    line: number,
    taskId: string | null | undefined,
    what: string,
    severity: "error" | "warning" = "error",
  ): void {
    const byCode = new Map<string, Issue[]>();
    for (const issue of issues) {
      const code = issue.code ?? "mcp-tasks/schema";
      const list = byCode.get(code);
      if (list === undefined) byCode.set(code, [issue]);
      else list.push(issue);
    }
    for (const [code, list] of byCode) this.report(ruleFor(code, severity), line, taskId, explain(what, list));
  }
}

/** One sentence about a message's issues: "In this GetTaskResult, /ttlMs is required; /status must be …". */
export function explain(what: string, issues: readonly Issue[]): string {
  return `In this ${what}, ${issues.map(describeIssue).join("; ")}.`;
}

/** Schema issues are fragments ("is required") that need their pointer; codec issues are whole clauses. */
function describeIssue(issue: Issue): string {
  const collapsed = printable(issue.message);
  const text = collapsed.endsWith(".") ? collapsed.slice(0, -1) : collapsed;
  const fragment = /^(must|is|are|names|should|has|does|not)\b/.test(text) || text.startsWith('"');
  if (!fragment) return text;
  return `${issue.path === "" ? "the message" : issue.path} ${text}`;
}

/** Turns a clause into a sentence; a leading identifier such as tasks/result or createdAt keeps its case. */
export function sentence(clause: string): string {
  const text = clause.trim().replace(/\.$/, "");
  const first = /^\S*/.exec(text)![0];
  const plainWord = /^[a-z]+[,;:]?$/.test(first);
  return (plainWord ? text.charAt(0).toUpperCase() + text.slice(1) : text) + ".";
}
