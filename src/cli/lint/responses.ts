/** Lint of responses: paired with their request, error responses are checked here and results in results.ts. */
import { ISSUE_CODES, decode, recognizeError, type DecodeResult } from "../../codec/index.js";
import { decodeOptions } from "./trace/codec-options.js";
import type { PendingRequest } from "./trace/correlation.js";
import type { LintContext } from "./context.js";
import { opposite } from "./trace/direction.js";
import { needsDeclaration, undeclared } from "./requests.js";
import { RULES } from "./rules.js";
import { onResult, onUnpairedResult, walksResult } from "./results.js";
import { pairResponse } from "./verdicts/answers.js";
import type { TraceEntry } from "./trace/entry.js";

const MISSING_CAPABILITY = -32021;

/**
 * Lints one response and forgets the request it answers. `envelope` (its decoding) is undefined for a well-formed
 * result envelope, an object result with a string or safe integer id: decoded here only if no check walks the result.
 */
export function onResponse(
  ctx: LintContext,
  entry: TraceEntry,
  raw: Record<string, unknown>,
  envelope: DecodeResult | undefined,
): void {
  const id = raw.id;
  const isError = Object.hasOwn(raw, "error");
  const request = pairResponse(ctx, entry, id, !isError);
  ctx.sender = entry.dir ?? (request === undefined ? "s2c" : opposite(request.dir));
  const taskId = request?.taskId;
  const decoded =
    envelope !== undefined || walksResult(request, raw.result as Record<string, unknown>)
      ? envelope
      : decode(raw, decodeOptions(entry));
  if (decoded !== undefined && !decoded.ok)
    ctx.reportIssues(decoded.issues, entry.line, taskId, isError ? "error response" : "response");
  if (isError) {
    if (decoded?.ok === true && decoded.value.kind === "JSONRPCErrorResponse") {
      const notices = decoded.value.notices.filter(
        (n) => !(request !== undefined && isLegacyCapabilityCode(n.code) && needsDeclaration(request)),
      );
      if (notices.length > 0) ctx.reportIssues(notices, entry.line, taskId, "error response", "warning");
    }
    if (request !== undefined) onError(ctx, entry.line, request, raw.error, decoded?.ok === true);
    return;
  }
  const result = raw.result;
  if (typeof result !== "object" || result === null || Array.isArray(result)) return;
  if (request === undefined) onUnpairedResult(ctx, entry, result as Record<string, unknown>);
  else onResult(ctx, entry, request, id as string | number, result as Record<string, unknown>);
}

function isLegacyCapabilityCode(code: string | undefined): boolean {
  return code === ISSUE_CODES.legacyMissingCapabilityCode;
}

/** Checks the error a request was answered with. */
function onError(ctx: LintContext, line: number, request: PendingRequest, error: unknown, decodedOk: boolean): void {
  const recognized = recognizeError(error);
  const code = recognized.code;
  const { method, taskId } = request;
  if (request.headerMismatch !== undefined) {
    // Headers that contradict the body must get the request rejected (results.ts flags an answer with a result), and a
    // server may reject it before anything else is looked at: any error answers it, and no other rule applies.
    if (code === MISSING_CAPABILITY)
      checkMissingCapabilityData(ctx, line, taskId, recognized.requiresTasksExtension, decodedOk);
    return;
  }
  // A request without the core _meta envelope is the client's fault (reported as such); refusing it with -32602 is
  // as valid an answer as -32021.
  const refusedForMeta = request.metaIncomplete && code === -32602;
  const judged = request.acknowledgedOn !== undefined;
  if (needsDeclaration(request) && !request.declares && !refusedForMeta && !judged) {
    const rule = request.wantsTaskNotifications ? RULES.subscribeNonDeclaring : RULES.nonDeclaring;
    if (recognized.legacyCode) {
      ctx.report(
        rule,
        line,
        taskId,
        `This ${method} request ${undeclared(request)} and was answered with the pre-2026-07-28 code -32003; the code is now -32021.`,
      );
    } else if (code !== MISSING_CAPABILITY) {
      ctx.report(
        rule,
        line,
        taskId,
        `This ${method} request ${undeclared(request)}, so it must be answered with -32021, not ${describeCode(code)}.`,
      );
    }
  }
  if (code === MISSING_CAPABILITY)
    checkMissingCapabilityData(ctx, line, taskId, recognized.requiresTasksExtension, decodedOk);
  if (method === "tasks/result" || method === "tasks/list") {
    if (code !== -32601) {
      const rule = method === "tasks/result" ? RULES.tasksResultRemoved : RULES.tasksListRemoved;
      ctx.report(
        rule,
        line,
        null,
        `${method} was removed by the extension and must be answered with -32601, not ${describeCode(code)}.`,
      );
    }
    return;
  }
  if (method === "tasks/get" && code === -32602 && taskId !== undefined && request.declares && request.wellFormed) {
    ctx.tasks.gone.mark(taskId, line);
  }
  const unknownTask = taskId !== undefined && ctx.tasks.get(taskId) === undefined;
  // A task unknown to the trace may still exist (the capture can start mid-session), and a server may refuse a request
  // before any lookup: an internal error (-32603) or an implementation-defined server error (-32000..-32099: header
  // or protocol-version checks, capability gates, rate limits) is no proof of a wrong code; nor is any answer to a
  // malformed request. Codes saying the request was handled, but as something else (-32600, -32601, -32700, codes
  // outside the reserved range), are.
  const excused = code === -32602 || code === -32603 || isServerErrorCode(code) || recognized.legacyCode;
  if (!unknownTask || excused || !request.declares || !request.wellFormed) return;
  if (method === "tasks/get") {
    ctx.report(
      RULES.getUnknown,
      line,
      taskId,
      `This tasks/get names a task unknown to the trace and was answered with ${describeCode(code)}; an unknown or expired task is answered with -32602.`,
    );
  } else if (method === "tasks/update" || method === "tasks/cancel") {
    ctx.report(
      RULES.updateCancelUnknown,
      line,
      taskId,
      `This ${method} names a task unknown to the trace and was answered with ${describeCode(code)}; an unknown task should be answered with -32602.`,
    );
  }
}

/** A -32021 error must name the extension in data.requiredCapabilities (checked only on an envelope that decoded). */
function checkMissingCapabilityData(
  ctx: LintContext,
  line: number,
  taskId: string | undefined,
  namesTasks: boolean,
  decodedOk: boolean,
): void {
  if (decodedOk && !namesTasks) {
    ctx.report(
      RULES.missingCapabilityData,
      line,
      taskId,
      `This -32021 error does not name io.modelcontextprotocol/tasks in data.requiredCapabilities.extensions.`,
    );
  }
}

/** The JSON-RPC range reserved for implementation-defined server errors. */
function isServerErrorCode(code: number): boolean {
  return code >= -32099 && code <= -32000;
}

/** "-32600", or "an error without a numeric code". */
function describeCode(code: number): string {
  return Number.isNaN(code) ? "an error without a numeric code" : String(code);
}
