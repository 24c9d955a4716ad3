/** The verdict on a listen stream's acknowledgement: for a client that may not have task notifications, it is the wrong answer. */
import type { LintContext } from "../context.js";
import { undeclared } from "../requests.js";
import { RULES } from "../rules.js";
import type { TraceEntry } from "../trace/entry.js";
import { isRecord } from "../../../shared/record.js";

const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

/**
 * Checks a notifications/subscriptions/acknowledged against the listen it acknowledges (named by its subscriptionId).
 * The stream stays open, so no final response may ever come: the acknowledgement is the server's answer, and for a
 * listen that asked for task notifications without declaring the extension, the answer was due to be -32021.
 *
 * @internal
 */
export function onAcknowledged(ctx: LintContext, entry: TraceEntry, params: unknown): void {
  const meta = isRecord(params) ? params._meta : undefined;
  const id = isRecord(meta) ? meta[SUBSCRIPTION_ID] : undefined;
  if (typeof id !== "string" && typeof id !== "number") return;
  const request = ctx.requests.peek(entry.dir ?? "s2c", id);
  if (request === undefined || request.method !== "subscriptions/listen" || request.acknowledgedOn !== undefined)
    return;
  request.acknowledgedOn = entry.line;
  if (!request.wantsTaskNotifications || request.declares || request.headerMismatch !== undefined) return;
  ctx.report(
    RULES.subscribeNonDeclaring,
    entry.line,
    null,
    `This acknowledgement accepts the subscriptions/listen on line ${request.line}, which asked for task notifications but ${undeclared(request)}; the acknowledgement is the server's answer, and the spec says "Servers MUST return this error [-32021] for non-declaring clients requesting task notifications on subscriptions/listen".`,
  );
}
