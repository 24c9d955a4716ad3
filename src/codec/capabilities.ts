/** Reading and writing the tasks extension capability: per request for clients, in server/discover for servers. */
import type * as T from "../../generated/types.js";
import {
  CLIENT_CAPABILITIES_META_KEY,
  LEGACY_PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  TASKS_EXTENSION_ID,
} from "./constants.js";
import { isRecord } from "../shared/record.js";

/** Tells whether a capabilities object declares the extension: `extensions["io.modelcontextprotocol/tasks"]` is an object. */
export function declaresTasksIn(capabilities: unknown): boolean {
  try {
    if (!isRecord(capabilities) || !isRecord(capabilities.extensions)) return false;
    return (
      Object.hasOwn(capabilities.extensions, TASKS_EXTENSION_ID) &&
      isRecord(capabilities.extensions[TASKS_EXTENSION_ID])
    );
  } catch {
    return false;
  }
}

/** Reads a request's per-request client capabilities from `params._meta`, or undefined (also when it cannot be read). */
export function clientCapabilitiesOf(request: unknown): unknown {
  try {
    if (!isRecord(request) || !isRecord(request.params) || !isRecord(request.params._meta)) return undefined;
    return request.params._meta[CLIENT_CAPABILITIES_META_KEY];
  } catch {
    return undefined;
  }
}

/**
 * Tells whether a request declares the extension in its own per-request capabilities. Only this declaration counts:
 * the legacy `capabilities.tasks` does not, and neither does anything declared on an earlier request. A request whose
 * `_meta` names protocol version 2025-11-25 declares nothing: the extension is not defined under that version, and
 * its requests proceed as if the client had declared no task capability (SEP-2663, backward compatibility).
 */
export function declaresTasks(request: unknown): boolean {
  try {
    if (!declaresTasksIn(clientCapabilitiesOf(request))) return false;
    return (
      (request as { params: { _meta: Record<string, unknown> } }).params._meta[PROTOCOL_VERSION_META_KEY] !==
      LEGACY_PROTOCOL_VERSION
    );
  } catch {
    return false;
  }
}

/** Tells whether a request's client capabilities carry the legacy 2025-11-25 `tasks` capability. */
export function hasLegacyTasksCapability(request: unknown): boolean {
  try {
    const caps = clientCapabilitiesOf(request);
    return isRecord(caps) && Object.hasOwn(caps, "tasks");
  } catch {
    return false;
  }
}

/** The capability object a client or server sends to declare the extension: `{ extensions: { "io.modelcontextprotocol/tasks": {} } }`. */
export function tasksCapabilities(): T.ClientCapabilities & T.ServerCapabilities {
  return { extensions: { [TASKS_EXTENSION_ID]: {} } };
}

/**
 * Adds the extension to a server's capabilities for server/discover and drops the legacy `tasks` capability. A
 * builder: it copies what it is given, and throws what a throwing getter of it throws.
 */
export function withTasksServerCapability<C extends Record<string, unknown>>(
  capabilities?: C,
): Omit<C, "tasks"> & T.ServerCapabilities {
  // Anything but an object (a string would spread into one key per character) counts as no capabilities.
  const { tasks: _legacy, ...rest } = (isRecord(capabilities) ? capabilities : {}) as Record<string, unknown>;
  const extensions = isRecord(rest.extensions) ? rest.extensions : {};
  return { ...rest, extensions: { ...extensions, [TASKS_EXTENSION_ID]: {} } } as Omit<C, "tasks"> &
    T.ServerCapabilities;
}

/**
 * Returns request `_meta` that declares the extension, keeping every other entry and capability of `meta`. A builder:
 * it copies what it is given, and throws what a throwing getter of it throws.
 */
export function withTasksDeclared<M extends Record<string, unknown>>(meta?: M): M & T.RequestMeta {
  const base = (isRecord(meta) ? meta : {}) as Record<string, unknown>;
  const caps = isRecord(base[CLIENT_CAPABILITIES_META_KEY])
    ? (base[CLIENT_CAPABILITIES_META_KEY] as Record<string, unknown>)
    : {};
  const extensions = isRecord(caps.extensions) ? caps.extensions : {};
  const current = isRecord(extensions[TASKS_EXTENSION_ID]) ? extensions[TASKS_EXTENSION_ID] : {};
  return {
    ...base,
    [CLIENT_CAPABILITIES_META_KEY]: { ...caps, extensions: { ...extensions, [TASKS_EXTENSION_ID]: current } },
  } as M & T.RequestMeta;
}
