/**
 * Headers across the proxy, as raw lists (`[name, value, name, value, ...]`, names spelled and ordered as received):
 * hop-by-hop ones stay on their own connection, everything else passes unchanged. The recording keeps the request's
 * headers with every value not known to be harmless redacted, since traces get shared.
 */

/** Headers that describe one connection, never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Request headers known to carry no credential, whose values the recording keeps: the MCP routing headers lint checks,
 * and standard content negotiation. Every other value (Authorization, Mcp-Session-Id, X-Access-Key, DPoP, vendor keys)
 * is recorded as "[redacted]", since a deny list can never name every credential header and traces get shared.
 */
export const HARMLESS_HEADERS: ReadonlySet<string> = new Set([
  "accept",
  "accept-encoding",
  "accept-language",
  "cache-control",
  "content-encoding",
  "content-length",
  "content-type",
  "last-event-id",
  "mcp-method",
  "mcp-name",
  "mcp-protocol-version",
  "pragma",
  "user-agent",
  "via",
]);

/** What a redacted header's value is recorded as. */
export const REDACTED = "[redacted]";

/** The first Content-Type and Content-Encoding of a raw list, whatever else it holds; found while it is filtered. */
export interface BodyHeaders {
  contentType: string | undefined;
  contentEncoding: string | undefined;
}

/**
 * The raw headers without hop-by-hop ones, including any the Connection header names. `body`, when given, gets the
 * first Content-Type and Content-Encoding of the whole list, as rawHeader finds them, in the same pass.
 */
export function endToEnd(raw: readonly string[], body?: BodyHeaders): string[] {
  // The names the Connection header lists; none (no set built) in the usual case.
  let named: Set<string> | undefined;
  for (let i = 0; i < raw.length - 1; i += 2) {
    if (raw[i]!.length !== 10 || raw[i]!.toLowerCase() !== "connection") continue;
    named ??= new Set<string>();
    for (const token of raw[i + 1]!.split(",")) named.add(token.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let i = 0; i < raw.length - 1; i += 2) {
    const lower = raw[i]!.toLowerCase();
    if (body !== undefined) {
      if (lower === "content-type") body.contentType ??= raw[i + 1];
      else if (lower === "content-encoding") body.contentEncoding ??= raw[i + 1];
    }
    if (HOP_BY_HOP.has(lower) || named?.has(lower)) continue;
    kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}

/**
 * The headers a request is forwarded with: its end-to-end headers, Host naming the target (servers that guard
 * against DNS rebinding check it), and this proxy added to Via, as a gateway must.
 */
export function forwardedRequestHeaders(raw: readonly string[], targetHost: string, httpVersion: string): string[] {
  return forwardedFromEndToEnd(endToEnd(raw), targetHost, httpVersion);
}

/** As forwardedRequestHeaders, from headers that are end-to-end already (the proxy filters them once per request). */
export function forwardedFromEndToEnd(kept: readonly string[], targetHost: string, httpVersion: string): string[] {
  const headers: string[] = [];
  let via: string | undefined;
  for (let i = 0; i < kept.length; i += 2) {
    const lower = kept[i]!.toLowerCase();
    if (lower === "host") continue;
    if (lower === "via") via = via === undefined ? kept[i + 1]! : `${via}, ${kept[i + 1]!}`;
    else headers.push(kept[i]!, kept[i + 1]!);
  }
  const hop = `${httpVersion} mcp-tasks-record`;
  headers.unshift("Host", targetHost);
  headers.push("Via", via === undefined ? hop : `${via}, ${hop}`);
  return headers;
}

/** The response headers passed back to the client: its end-to-end headers, unchanged (`body` as for endToEnd). */
export function forwardedResponseHeaders(raw: readonly string[], body?: BodyHeaders): string[] {
  return endToEnd(raw, body);
}

/**
 * The request headers written to the recording: end-to-end, repeated names joined with ", ", and the value of every
 * header neither harmless nor named in `keep` (lower case) redacted.
 */
export function recordedHeaders(raw: readonly string[], keep: ReadonlySet<string> = EMPTY): Record<string, string> {
  return recordedFromEndToEnd(endToEnd(raw), keep);
}

/** Up to this many headers, a repeated name is found by comparing with each earlier one; past it, through a Map. */
const SCAN_HEADERS = 16;

/** As recordedHeaders, from headers that are end-to-end already (the proxy filters them once per request). */
export function recordedFromEndToEnd(
  kept: readonly string[],
  keep: ReadonlySet<string> = EMPTY,
): Record<string, string> {
  // A null prototype: a header named __proto__ is then an ordinary key.
  const headers = Object.create(null) as Record<string, string>;
  const count = kept.length >> 1;
  // The lower-case names so far, and each one's first spelling: a few headers are compared directly, which costs
  // less than a Map per request; many are looked up, so that time stays linear in their number.
  const lowers: string[] = [];
  const spelled = count > SCAN_HEADERS ? new Map<string, string>() : undefined;
  for (let i = 0; i < kept.length; i += 2) {
    const name = kept[i]!;
    const lower = name.toLowerCase();
    const value = HARMLESS_HEADERS.has(lower) || keep.has(lower) ? kept[i + 1]! : REDACTED;
    let first: string | undefined;
    if (spelled !== undefined) first = spelled.get(lower);
    else
      for (let k = 0; k < lowers.length; k++)
        if (lowers[k] === lower) {
          first = kept[2 * k];
          break;
        }
    if (first === undefined) {
      if (spelled !== undefined) spelled.set(lower, name);
      else lowers.push(lower);
      headers[name] = value;
    } else {
      if (spelled === undefined) lowers.push(lower);
      if (headers[first] !== REDACTED) headers[first] = `${headers[first]!}, ${value}`;
    }
  }
  return headers;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The first value of a header in a raw list, ignoring case. */
export function rawHeader(raw: readonly string[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (let i = 0; i < raw.length - 1; i += 2) if (raw[i]!.toLowerCase() === wanted) return raw[i + 1];
  return undefined;
}
