/** The linter: reads trace lines one at a time and dispatches each message to the request, response or notification checks. */
import { ISSUE_CODES, type DecodeResult } from "../../codec/index.js";
import { decodeParsed } from "../../codec/decode/decode.js";
import type { Issue } from "../../shared/result.js";
import { describeHttpBody } from "../http-body.js";
import { isBlank } from "../io/messages.js";
import { describeProblem, type LineProblem } from "../io/lines.js";
import { decodeOptions } from "./trace/codec-options.js";
import { LintContext } from "./context.js";
import { Correlator, requestKey } from "./trace/correlation.js";
import { notificationDirection, requestDirection } from "./trace/direction.js";
import type { FindingSink } from "./findings.js";
import { onRequest } from "./requests.js";
import { onResponse } from "./responses.js";
import { onAcknowledged } from "./verdicts/listen-ack.js";
import { RULES } from "./rules.js";
import { TaskBook } from "./task-book.js";
import { NO_ISSUES, checkCompleted, checkFailed, observeSnapshot } from "./tasks.js";
import { taskIdOf } from "./verdicts/task-creation.js";
import { reportUnfinished } from "./verdicts/unfinished.js";
import { isProblem, readEntry, type ReadEntry, type TraceEntry } from "./trace/entry.js";
import { isRecord } from "../../shared/record.js";

type JSONRecord = Record<string, unknown>;

/** Lints a trace fed line by line; memory follows live tasks and unanswered requests, not the trace's length. */
export class Linter {
  private readonly ctx: LintContext;

  /** Creates a linter that reports every finding to `sink`, in trace order; `maxLiveTasks` bounds the tasks followed. */
  constructor(sink: FindingSink, limits: { maxLiveTasks?: number } = {}) {
    this.ctx = new LintContext(new TaskBook(limits.maxLiveTasks), new Correlator(), sink);
  }

  /** How many distinct tasks the trace has shown so far. */
  get tasksSeen(): number {
    return this.ctx.tasks.seen;
  }

  /** What the linter holds right now: live tasks and unanswered requests (both bounded, not growing with the trace). */
  get held(): { liveTasks: number; pendingRequests: number } {
    return { liveTasks: this.ctx.tasks.liveCount, pendingRequests: this.ctx.requests.size };
  }

  /** Lints one line of the trace. */
  line(text: string, line: number): void {
    if (isBlank(text)) return;
    this.read(readEntry(text, line));
  }

  /** Lints one line read into an entry (or the reason it cannot be used), as `line` lints the text it was read from. */
  read(read: ReadEntry): void {
    this.ctx.sender = undefined;
    if (isProblem(read)) {
      this.ctx.report(read.problem === "json" ? RULES.invalidJson : RULES.traceEnvelope, read.line, null, read.message);
      return;
    }
    this.message(read);
  }

  /** Reports a line too long to read. */
  overflow(line: number, problem: LineProblem): void {
    this.ctx.sender = undefined;
    const rule = problem.kind === "not-utf8" ? RULES.invalidJson : RULES.lineTooLong;
    this.ctx.report(rule, line, null, `Line ${line} ${describeProblem(problem)}, so it cannot be read as a message.`);
  }

  /** Ends the trace: tasks still running are reported. */
  end(): void {
    this.ctx.sender = undefined;
    reportUnfinished(this.ctx);
  }

  /** Dispatches a message; the sender is set here for requests and notifications, and by onResponse for responses. */
  private message(entry: TraceEntry): void {
    const raw = entry.message;
    if (entry.at !== undefined && !(this.ctx.lastAt !== undefined && this.ctx.lastAt >= entry.at))
      this.ctx.lastAt = entry.at;
    if (entry.http !== undefined) {
      this.ctx.sender = entry.dir;
      return this.ctx.report(RULES.nonJsonRpcBody, entry.line, null, describeHttpBody(entry.http));
    }
    if (isPlainResult(raw)) return onResponse(this.ctx, entry, raw, undefined);
    this.ctx.sender = entry.dir;
    if (!isRecord(raw)) return this.ctx.reportIssues([notAnObject(raw)], entry.line, null, "line");
    const decoded = decodeParsed(raw, decodeOptions(entry));
    const hasId = Object.hasOwn(raw, "id");
    if (typeof raw.method === "string") {
      if (!hasId) {
        this.ctx.sender = entry.dir ?? notificationDirection(raw.method);
        return this.notification(entry, raw, decoded);
      }
      this.ctx.sender = entry.dir ?? requestDirection(raw.method);
      if (typeof raw.id === "string" || (typeof raw.id === "number" && Number.isInteger(raw.id)))
        return onRequest(this.ctx, entry, raw, decoded);
    } else if (Object.hasOwn(raw, "result") || Object.hasOwn(raw, "error")) {
      return onResponse(this.ctx, entry, raw, decoded);
    }
    this.ctx.reportIssues(failureIssues(decoded), entry.line, null, "message");
  }

  private notification(entry: TraceEntry, raw: JSONRecord, decoded: DecodeResult): void {
    const method = raw.method as string;
    const line = entry.line;
    const params = raw.params;
    if (method === "notifications/tasks") {
      if (!decoded.ok) {
        const rest = checkFailed(this.ctx, params, line, decoded.issues, "/params");
        if (rest.length > 0) this.ctx.reportIssues(rest, line, taskIdOf(params), "notifications/tasks");
        return;
      }
      observeSnapshot(this.ctx, params as JSONRecord, line, entry.at, "notification");
      checkFailed(this.ctx, params, line, NO_ISSUES, "/params");
      checkCompleted(this.ctx, params as JSONRecord, line, false);
      return;
    }
    if (!decoded.ok) this.ctx.reportIssues(decoded.issues, line, null, `${method} notification`);
    if (method === "notifications/subscriptions/acknowledged") onAcknowledged(this.ctx, entry, params);
    if (method === "notifications/cancelled" && isRecord(params)) {
      const id = params.requestId;
      if (typeof id !== "string" && typeof id !== "number") return;
      const taskId = this.ctx.tasks.createdByRequest(requestKey(entry.dir ?? notificationDirection(method), id));
      if (taskId !== undefined) {
        this.ctx.report(
          RULES.cancelledNotification,
          line,
          taskId,
          `This notifications/cancelled names the tools/call that created task ${JSON.stringify(taskId)}; a task is cancelled with tasks/cancel.`,
        );
      }
    }
  }
}

/**
 * For a result response decode checks the envelope and the value's numbers, strings and depth, and decodeResult (run
 * on most results) walks the same value again; a plainly well-formed result envelope therefore skips decode here, and
 * onResponse decodes it only for a result that decodeResult does not walk.
 */
function isPlainResult(raw: unknown): raw is JSONRecord {
  if (!isRecord(raw) || raw.jsonrpc !== "2.0" || "method" in raw || "error" in raw) return false;
  const id = raw.id;
  const result = raw.result;
  return (typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id))) && isRecord(result);
}

/**
 * The issue of a message that is not an object. Not left to decode, which reads a string as JSON text: a string in
 * the trace is what was sent, not a message to parse again.
 */
function notAnObject(raw: unknown): Issue {
  if (Array.isArray(raw))
    return {
      path: "",
      keyword: "type",
      message: "the message is a JSON-RPC batch (an array), which MCP does not use",
      code: ISSUE_CODES.batch,
    };
  return {
    path: "",
    keyword: "type",
    message: `the message is ${raw === null ? "null" : `a ${typeof raw}`}, not a JSON-RPC message object`,
    code: ISSUE_CODES.invalidEnvelope,
  };
}

function failureIssues(decoded: DecodeResult): Issue[] {
  return decoded.ok ? [] : decoded.issues;
}
