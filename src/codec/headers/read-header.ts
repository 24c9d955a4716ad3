/** Reads a header's values from a Fetch `Headers`, a plain record or Node's IncomingHttpHeaders, by case-insensitive name. */
import { MCP_METHOD_HEADER, MCP_NAME_HEADER } from "./routing-headers.js";

/** Request headers as a Fetch `Headers`, a plain record, or Node's IncomingHttpHeaders; names match case-insensitively. */
export type HeadersLike =
  | {
      /** The value of a header by case-insensitive name, or null when it is absent (as a fetch `Headers` answers). */
      get(name: string): string | null;
    }
  | { readonly [name: string]: string | readonly string[] | undefined };

/** Reads every value of a header, matching its name case-insensitively; an absent header gives []. */
export function readHeader(headers: HeadersLike, name: string): string[] {
  if (typeof headers !== "object" || headers === null || typeof name !== "string") return [];
  try {
    const values = valuesOf(headers, name);
    return values === undefined ? [] : typeof values === "string" ? [values] : values;
  } catch {
    // Headers whose getter or Proxy trap throws carry nothing readable.
    return [];
  }
}

/** The routing headers' names lowercased, so the usual reads skip toLowerCase; a Map, so no name finds a prototype member. */
const LOWER_NAMES: ReadonlyMap<string, string> = new Map([
  [MCP_METHOD_HEADER, "mcp-method"],
  [MCP_NAME_HEADER, "mcp-name"],
]);

/**
 * The values of a header as readHeader lists them, without building an array for the usual none (undefined) or one
 * (the string): servers and lint read these headers on every request.
 *
 * @internal
 */
export function valuesOf(headers: HeadersLike, name: string): string | string[] | undefined {
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") {
    const value = (get as (n: string) => unknown).call(headers, name);
    return typeof value === "string" ? value : undefined;
  }
  const wanted = LOWER_NAMES.get(name) ?? name.toLowerCase();
  let found: string | string[] | undefined;
  for (const key in headers) {
    // The name as written here (the usual spelling) matches without folding.
    if (!(key === name || sameName(key, wanted)) || !Object.hasOwn(headers, key)) continue;
    const value = (headers as Record<string, unknown>)[key];
    if (typeof value === "string") found = withValue(found, value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") found = withValue(found, v);
  }
  return found;
}

/**
 * The values of both routing headers, each as valuesOf gives it.
 *
 * @internal
 */
export interface RoutingValues {
  method: string | string[] | undefined;
  name: string | string[] | undefined;
}

/**
 * valuesOf for Mcp-Method and for Mcp-Name, a record's keys walked once for both: lint checks the headers of every
 * request. A Headers object is asked for each by name.
 *
 * @internal
 */
export function routingValuesOf(headers: HeadersLike): RoutingValues {
  if (typeof (headers as { get?: unknown }).get === "function")
    return { method: valuesOf(headers, MCP_METHOD_HEADER), name: valuesOf(headers, MCP_NAME_HEADER) };
  let method: string | string[] | undefined;
  let name: string | string[] | undefined;
  for (const key in headers) {
    const isMethod = key === MCP_METHOD_HEADER || (key !== MCP_NAME_HEADER && sameName(key, "mcp-method"));
    if (!(isMethod || key === MCP_NAME_HEADER || sameName(key, "mcp-name")) || !Object.hasOwn(headers, key)) continue;
    const value = (headers as Record<string, unknown>)[key];
    if (typeof value === "string") {
      if (isMethod) method = withValue(method, value);
      else name = withValue(name, value);
    } else if (Array.isArray(value)) {
      for (const v of value) {
        if (typeof v !== "string") continue;
        if (isMethod) method = withValue(method, v);
        else name = withValue(name, v);
      }
    }
  }
  return { method, name };
}

function withValue(found: string | string[] | undefined, value: string): string | string[] {
  if (found === undefined) return value;
  if (typeof found === "string") return [found, value];
  found.push(value);
  return found;
}

/** Whether `key` lowercases to `lower`; ASCII is folded in place, and only a key with other characters is lowercased whole. */
function sameName(key: string, lower: string): boolean {
  if (key.length === lower.length) {
    let i = 0;
    for (; i < key.length; i++) {
      let c = key.charCodeAt(i);
      if (c >= 0x80) break;
      if (c >= 0x41 && c <= 0x5a) c += 0x20;
      if (c !== lower.charCodeAt(i)) return false;
    }
    if (i === key.length) return true;
  } else {
    let ascii = true;
    for (let i = 0; i < key.length && ascii; i++) ascii = key.charCodeAt(i) < 0x80;
    if (ascii) return false;
  }
  return key.toLowerCase() === lower;
}
