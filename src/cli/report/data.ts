/**
 * The report's data as compact JSON for the page: repeated strings are numbered once, events and findings are flat
 * number arrays, times are milliseconds from the trace's first time. The text is safe inside a <script> element.
 */
import { ruleFor, type Party } from "../lint/rules.js";
import type { ReportContent } from "./builder.js";
import { EVENT_KINDS, type PlacedFinding, type TaskEvent } from "./model.js";

/** Fields per event in the flat arrays: kind, line, at, status, text, count, last line, last at. */
export const EVENT_FIELDS = 8;
/** Fields per finding: line, at, rule, severity, party, message (and, for findings of no task, the task id). */
export const FINDING_FIELDS = 6;

const SEVERITIES = ["error", "warning"] as const;
const PARTIES: readonly (Party | null)[] = ["client", "server", null];

/** What a rule without a catalog entry (a codec code) is explained with. */
const CODEC_RULE =
  "Reported by the codec when a message breaks the requirement this code names; the finding's message says how.";

/** The page's data, as JSON text that cannot end the <script> element holding it. */
export function encodeReport(content: ReportContent): string {
  const strings: string[] = [];
  const numbered = new Map<string, number>();
  const str = (text: string): number => {
    let n = numbered.get(text);
    if (n === undefined) {
      n = strings.length;
      strings.push(text);
      numbered.set(text, n);
    }
    return n;
  };
  const rules: [string, string, string, string][] = [];
  const ruleIndex = new Map<string, number>();
  const rule = (id: string): number => {
    let n = ruleIndex.get(id);
    if (n === undefined) {
      n = rules.length;
      const known = ruleFor(id);
      rules.push([id, known.severity, known.party, known.summary === "" ? CODEC_RULE : known.summary]);
      ruleIndex.set(id, n);
    }
    return n;
  };
  const base = firstTime(content);
  const rel = (at: number | undefined): number | null => (at === undefined || base === undefined ? null : at - base);
  const finding = (f: PlacedFinding): (number | null)[] => [
    f.line,
    rel(f.at),
    rule(f.rule),
    SEVERITIES.indexOf(f.severity),
    PARTIES.indexOf(f.party),
    str(f.message),
  ];
  const event = (e: TaskEvent): (number | null)[] => [
    EVENT_KINDS.indexOf(e.kind),
    e.line,
    rel(e.at),
    e.status === undefined ? -1 : str(e.status),
    str(e.text),
    e.count,
    e.lastLine,
    rel(e.lastAt),
  ];
  const tasks = content.tasks.map((t) => [
    t.id,
    t.status === undefined ? -1 : str(t.status),
    rel(t.expiresAt),
    t.omittedEvents,
    t.omittedFindings,
    t.events.flatMap(event),
    t.findings.flatMap(finding),
  ]);
  const general = content.general.flatMap((f) => [...finding(f), f.taskId === null ? -1 : str(f.taskId)]);
  const counts = [...content.counts.values()].map((c) => [
    rule(c.rule),
    SEVERITIES.indexOf(c.severity),
    c.client,
    c.server,
    c.none,
  ]);
  const data = {
    version: 1,
    source: content.source,
    lines: content.lines,
    party: content.party ?? null,
    base: base ?? null,
    kinds: EVENT_KINDS,
    strings,
    rules,
    tasks,
    general,
    counts,
    tasksNotDrawn: content.tasksNotDrawn,
    omittedGeneral: content.omittedGeneral,
  };
  return scriptSafe(JSON.stringify(data));
}

/** Escapes what could end or confuse a <script> element (and the two line separators older parsers choke on). */
export function scriptSafe(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The earliest capture time in the report, from which every time is counted. */
function firstTime(content: ReportContent): number | undefined {
  let first: number | undefined;
  const see = (at: number | undefined): void => {
    if (at !== undefined && (first === undefined || at < first)) first = at;
  };
  for (const t of content.tasks) for (const e of t.events) see(e.at);
  for (const f of content.general) see(f.at);
  return first;
}
