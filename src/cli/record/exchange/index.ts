/**
 * One proxied exchange: the request forwarded to the target and the response back, chunk by chunk, each side recorded
 * as it passes; the rest of the folder is internal to it.
 */
export { Exchange } from "./exchange.js";
export type { ExchangeContext } from "./context.js";
export { upstreamTarget, type UpstreamTarget } from "./upstream-request.js";
