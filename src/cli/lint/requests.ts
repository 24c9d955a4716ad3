/** Lint of requests: their codec issues, routing headers and polling pace; then they wait for their responses. */
import {
  REMOVED_METHODS,
  clientCapabilitiesOf,
  declaresTasks,
  declaresTasksIn,
  headerIssues,
  requiresTasksDeclaration,
  type DecodeResult,
} from "../../codec/index.js";
import type { PendingRequest } from "./trace/correlation.js";
import { sentence, type LintContext } from "./context.js";
import { requestDirection } from "./trace/direction.js";
import { RULES } from "./rules.js";
import { checkPoll } from "./tasks.js";
import type { TraceEntry } from "./trace/entry.js";
import { isRecord } from "../../shared/record.js";

/** The requests that name a task and need the extension declared. */
export const TASKS_REQUESTS: ReadonlySet<string> = new Set(["tasks/get", "tasks/update", "tasks/cancel"]);

/** Whether the request needed the extension declared: tasks/* and subscriptions/listen for task notifications. */
export function needsDeclaration(request: PendingRequest): boolean {
  return TASKS_REQUESTS.has(request.method) || request.wantsTaskNotifications;
}

/** What a request that counts as not declaring the extension did, as a clause: "This tools/call request <clause>". */
export function undeclared(request: PendingRequest): string {
  return request.legacyVersion
    ? "declared the extension under protocol version 2025-11-25, where it is not defined"
    : "did not declare the extension";
}

/** Lints one request and remembers it until its response arrives. */
export function onRequest(
  ctx: LintContext,
  entry: TraceEntry,
  raw: Record<string, unknown>,
  decoded: DecodeResult,
): void {
  const method = raw.method as string;
  const id = raw.id as string | number;
  const line = entry.line;
  const params = raw.params;
  const taskId =
    TASKS_REQUESTS.has(method) && isRecord(params) && typeof params.taskId === "string" ? params.taskId : undefined;
  if (!decoded.ok) {
    if (REMOVED_METHODS.includes(method)) {
      for (const issue of decoded.issues) ctx.report(RULES.legacy, line, null, sentence(issue.message));
    } else {
      ctx.reportIssues(decoded.issues, line, taskId, `${method} request`);
    }
  } else if (decoded.value.notices.length > 0) {
    ctx.reportIssues(decoded.value.notices, line, taskId, `${method} request`, "warning");
  }
  const headerMismatch = entry.headers === undefined ? undefined : checkHeaders(ctx, entry, raw, method, taskId);
  if (method === "tasks/get" && taskId !== undefined && entry.at !== undefined) checkPoll(ctx, taskId, line, entry.at);
  if (method === "tasks/cancel" && taskId !== undefined) {
    const record = ctx.tasks.get(taskId);
    if (record !== undefined) record.cancelLine = line;
  }
  const declares = decoded.ok && "declaresTasks" in decoded.value ? decoded.value.declaresTasks : declaresTasks(raw);
  const missingMeta = requiresTasksDeclaration(raw) ? missingMetaKeys(raw) : NONE_MISSING;
  if (missingMeta.length > 0) {
    ctx.report(
      RULES.requestMeta,
      line,
      taskId,
      `This ${method} request's _meta lacks ${missingMeta.join(" and ")}, which the core schema requires of every request.`,
    );
  }
  const pending: PendingRequest = {
    method,
    dir: entry.dir ?? requestDirection(method),
    line,
    taskId,
    declares,
    legacyVersion: !declares && declaresTasksIn(clientCapabilitiesOf(raw)),
    wellFormed: decoded.ok,
    metaIncomplete: missingMeta.length > 0,
    headerMismatch,
    wantsTaskNotifications: method === "subscriptions/listen" && requiresTasksDeclaration(raw),
  };
  const earlier = ctx.requests.add(id, pending);
  if (earlier !== undefined) {
    ctx.report(
      RULES.duplicateRequestId,
      line,
      taskId,
      `Request id ${JSON.stringify(id)} is reused while the ${earlier.method} request on line ${earlier.line} with that id is unanswered.`,
    );
  }
}

const PRESENCE_REQUIRED = Object.freeze({ requirePresence: true });

/**
 * The key of the core draft's RequestMetaObject that lint requires: the per-request client capabilities, without
 * which a server cannot tell what the client supports. (protocolVersion, also required there, is left to the
 * transport's own header in many clients, and is not checked.)
 */
const REQUIRED_META_KEYS = ["io.modelcontextprotocol/clientCapabilities"] as const;

const ALL_MISSING: readonly string[] = Object.freeze([...REQUIRED_META_KEYS]);
const NONE_MISSING: readonly string[] = Object.freeze([]);

/**
 * The required `_meta` keys a request lacks (all of them when it has no `_meta` object). Read once per request, so
 * the usual answers (none, all) are shared frozen arrays rather than a new array each time.
 */
function missingMetaKeys(raw: Record<string, unknown>): readonly string[] {
  const params = raw.params;
  const meta = isRecord(params) ? params._meta : undefined;
  if (!isRecord(meta)) return ALL_MISSING;
  let missing: string[] | undefined;
  for (const key of REQUIRED_META_KEYS) if (!Object.hasOwn(meta, key)) (missing ??= []).push(key);
  return missing ?? NONE_MISSING;
}
const PRESENCE_OPTIONAL = Object.freeze({ requirePresence: false });

/** Checks Mcp-Method and Mcp-Name against the body; returns the header a server must reject the request for. */
function checkHeaders(
  ctx: LintContext,
  entry: TraceEntry,
  raw: Record<string, unknown>,
  method: string,
  taskId: string | undefined,
): PendingRequest["headerMismatch"] {
  const tasks = TASKS_REQUESTS.has(method);
  const issues = headerIssues(entry.headers!, raw, tasks ? PRESENCE_REQUIRED : PRESENCE_OPTIONAL);
  let mismatch: PendingRequest["headerMismatch"];
  for (const issue of issues) {
    const onMethod = issue.path === "/method";
    const rule = onMethod ? RULES.mcpMethod : tasks ? RULES.mcpName : RULES.headerMismatch;
    ctx.report(rule, entry.line, taskId, `In this ${method} request, ${issue.message}.`);
    if (issue.keyword !== "required" && mismatch !== "Mcp-Name") mismatch = onMethod ? "Mcp-Method" : "Mcp-Name";
  }
  return mismatch;
}
