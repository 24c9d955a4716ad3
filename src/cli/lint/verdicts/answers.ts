/**
 * Pairing a response with its request, and the verdicts on responses that answer none: a second answer, an answer
 * whose id changed JSON type, and an answer to an id no request used.
 */
import type { PendingRequest } from "../trace/correlation.js";
import type { LintContext } from "../context.js";
import { opposite } from "../trace/direction.js";
import { RULES } from "../rules.js";
import type { Direction, TraceEntry } from "../trace/entry.js";

/**
 * The request a response answers, forgotten as answered; when there is none, the finding that says why (with the
 * sender set first). An id of the other JSON type that names an unanswered request pairs with it, after its finding.
 *
 * @internal
 */
export function pairResponse(
  ctx: LintContext,
  entry: TraceEntry,
  id: unknown,
  isResult: boolean,
): PendingRequest | undefined {
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  const line = entry.line;
  const request = ctx.requests.peek(entry.dir, id);
  if (request !== undefined) {
    ctx.requests.settle(request, id, line);
    return request;
  }
  const other = otherTypeId(id);
  const retyped = other === undefined ? undefined : ctx.requests.peek(entry.dir, other);
  if (retyped !== undefined && other !== undefined) {
    ctx.requests.settle(retyped, other, line);
    ctx.sender = entry.dir ?? opposite(retyped.dir);
    ctx.report(
      RULES.responseIdType,
      line,
      retyped.taskId,
      `This response's id is ${describe(id)}, but the ${retyped.method} request on line ${retyped.line} used ${describe(other)}; JSON-RPC 2.0 says the response id "MUST be the same as the value of the id member in the Request Object", and the requester cannot match this one.`,
    );
    return retyped;
  }
  const answered = ctx.requests.answeredBefore(entry.dir, id);
  if (answered !== undefined) {
    ctx.sender = entry.dir ?? "s2c";
    ctx.report(
      RULES.duplicateResponse,
      line,
      null,
      `This response answers the request on line ${answered.requestLine} with id ${describe(id)} again: it was answered on line ${answered.answerLine}, and JSON-RPC 2.0 has the server "reply with a Response", one per request.`,
    );
    return undefined;
  }
  const asked: Direction | undefined = entry.dir === undefined ? undefined : opposite(entry.dir);
  const seen =
    asked === undefined
      ? ctx.requests.requestsSeen.c2s + ctx.requests.requestsSeen.s2c
      : ctx.requests.requestsSeen[asked];
  // A trace of responses alone, or one where lint forgot unanswered requests, cannot show that no request used the id.
  if (seen > 0 && ctx.requests.forgotten === 0) {
    ctx.sender = entry.dir ?? "s2c";
    ctx.report(
      RULES.unsolicitedResponse,
      line,
      null,
      `This ${isResult ? "result" : "error"} response has id ${describe(id)}, which no request in the trace used; JSON-RPC 2.0 says a response id "MUST be the same as the value of the id member in the Request Object".`,
    );
  }
  return undefined;
}

/** The same id in the other JSON type, when it has one: 7 and "7". */
function otherTypeId(id: string | number): string | number | undefined {
  if (typeof id === "number") return String(id);
  if (!/^-?(0|[1-9][0-9]{0,15})$/.test(id)) return undefined;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : undefined;
}

function describe(id: string | number): string {
  return typeof id === "number" ? `the number ${id}` : `the string ${JSON.stringify(id)}`;
}
