/** The capability gate: a server refuses tasks/* from a client that did not declare the extension, before any lookup. */
import type * as T from "../../generated/types.js";
import { declaresTasks } from "./capabilities.js";
import { TASKS_METHODS } from "./constants.js";
import { messageOf, readId } from "./envelope.js";
import { missingCapabilityError } from "./errors.js";
import { isRecord } from "../shared/record.js";

const GATED: ReadonlySet<unknown> = new Set([TASKS_METHODS.get, TASKS_METHODS.update, TASKS_METHODS.cancel]);

/**
 * Tells whether a request needs the extension declared: tasks/get, tasks/update and tasks/cancel, and a
 * subscriptions/listen that asks for task notifications (`params.notifications.taskIds` non-empty).
 */
export function requiresTasksDeclaration(request: unknown): boolean {
  try {
    const message = messageOf(request);
    if (!isRecord(message)) return false;
    if (GATED.has(message.method)) return true;
    if (message.method !== "subscriptions/listen" || !isRecord(message.params)) return false;
    const notifications = message.params.notifications;
    return isRecord(notifications) && Array.isArray(notifications.taskIds) && notifications.taskIds.length > 0;
  } catch {
    // Unreadable: not known to be a tasks request. gateTasksRequest refuses what it cannot read anyway.
    return false;
  }
}

/**
 * The gate to run before looking up a task: the -32021 error response when the request needs the extension and
 * did not declare it on this very request, else null. Takes a raw request or a decoded message. Reads only the
 * method, params and `_meta`, so it works on a request whose params are otherwise invalid. Never throws.
 */
export function gateTasksRequest(request: unknown): T.MissingRequiredClientCapabilityError | null {
  try {
    const message = messageOf(request);
    if (!requiresTasksDeclaration(message) || declaresTasks(message)) return null;
    return missingCapabilityError(readId(message));
  } catch {
    return missingCapabilityError(undefined);
  }
}
