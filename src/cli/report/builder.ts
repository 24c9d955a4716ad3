/** Gathers what a report needs while a trace streams through: the timelines, and every finding lint reports. */
import type { Finding } from "../lint/findings.js";
import type { Party } from "../lint/rules.js";
import { isBlank } from "../io/messages.js";
import { isProblem, readEntry } from "../lint/trace/entry.js";
import { REPORT_LIMITS, clip, type PlacedFinding, type TaskTimeline } from "./model.js";
import { TimelineCollector } from "./timeline.js";

/** Findings counted by rule and severity, then party (all of them, also those past a drawing limit). */
export type FindingCounts = Map<
  string,
  { rule: string; severity: Finding["severity"]; client: number; server: number; none: number }
>;

/** Everything the page is made from. */
export interface ReportContent {
  /** The trace's name as given. */
  source: string;
  lines: number;
  tasks: readonly TaskTimeline[];
  tasksNotDrawn: number;
  /** Findings about no task, or about a task not drawn. */
  general: readonly PlacedFinding[];
  omittedGeneral: number;
  counts: FindingCounts;
  /** The party the page opens filtered on (lint --party). */
  party: Party | undefined;
}

/** Feeds on trace lines and findings, in trace order. */
export class ReportBuilder {
  private readonly timeline = new TimelineCollector();
  private readonly general: PlacedFinding[] = [];
  private omittedGeneral = 0;
  private readonly counts: FindingCounts = new Map();
  private currentLine = 0;
  private currentAt: number | undefined;
  private lines = 0;

  /** Starts a report of the trace named `source`. */
  constructor(
    private readonly source: string,
    private readonly party: Party | undefined = undefined,
  ) {}

  /** Reads one trace line; call it before the linter sees the line, so findings on it know its time. */
  line(text: string, line: number): void {
    this.lines = line;
    this.currentLine = line;
    this.currentAt = undefined;
    if (isBlank(text)) return;
    const read = readEntry(text, line);
    if (isProblem(read)) return;
    this.currentAt = read.at;
    this.timeline.entry(read);
  }

  /** Counts a line too long to read. */
  overflow(line: number): void {
    this.lines = line;
    this.currentLine = line;
    this.currentAt = undefined;
  }

  /** Places one finding on its task's timeline, or among the findings of no task. */
  finding(f: Finding): void {
    this.count(f);
    const task = f.taskId === null ? undefined : this.timeline.task(f.taskId);
    const last = task?.events[task.events.length - 1];
    const at = f.line === this.currentLine ? this.currentAt : last?.lastAt;
    const placed: PlacedFinding = { ...f, message: clip(f.message), at };
    if (task !== undefined) {
      if (task.findings.length < REPORT_LIMITS.findingsPerTask) task.findings.push(placed);
      else task.omittedFindings++;
    } else if (this.general.length < REPORT_LIMITS.findingsPerTask * 10) {
      this.general.push(placed);
    } else {
      this.omittedGeneral++;
    }
  }

  /** Ends the trace (after the linter's own end, whose findings belong to the last lines). */
  end(): ReportContent {
    this.timeline.end();
    return {
      source: this.source,
      lines: this.lines,
      tasks: this.timeline.tasks,
      tasksNotDrawn: this.timeline.tasksNotDrawn,
      general: this.general,
      omittedGeneral: this.omittedGeneral,
      counts: this.counts,
      party: this.party,
    };
  }

  private count(f: Finding): void {
    const key = `${f.severity} ${f.rule}`;
    let entry = this.counts.get(key);
    if (entry === undefined) {
      entry = { rule: f.rule, severity: f.severity, client: 0, server: 0, none: 0 };
      this.counts.set(key, entry);
    }
    entry[f.party ?? "none"]++;
  }
}
