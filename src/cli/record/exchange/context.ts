/** What every exchange of one proxy shares: the target, the recording, the limits and the diagnostics. */
import type { Ready } from "./forward.js";
import type { Recording } from "../recording.js";
import type { UpstreamTarget } from "./upstream-request.js";

/** What every exchange of one proxy shares. */
export interface ExchangeContext {
  /** The MCP endpoint proxied to; only exchanges on its path are recorded. */
  target: URL;
  /** What every request to the target shares. */
  upstream: UpstreamTarget;
  recording: Recording;
  /** The largest message recorded; a larger body is forwarded and recorded as too large. */
  maxMessageBytes: number;
  /** Header names (lower case) whose values are recorded besides the harmless ones. */
  keepHeaders: ReadonlySet<string>;
  /** How the target is named in diagnostics: without credentials. */
  shownTarget: string;
  /** Back-pressure of the recording and of the live output. */
  ready: Ready;
  /** A diagnostic line for standard error. */
  log: (line: string) => void;
}
