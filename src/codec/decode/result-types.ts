/** The shapes decodeResult takes and gives: the request a result answers, its context, and the typed result. */
import type * as T from "../../../generated/types.js";
import type { Issue } from "../../shared/result.js";
import type { DecodedRequest } from "../messages.js";
import type { Limits } from "../text/limits.js";

/** The request a result answers, when the whole request is at hand (raw or decoded): its method and params are read from it. */
export type RequestLike = { method: string; params?: unknown; id?: unknown } | DecodedRequest;

/** What decodeResult needs besides the method: whether the request declared the extension, and the limits. */
export interface ResultContext extends Partial<Limits> {
  /** Whether the answered request declared the extension; read from the request when one is passed, else false. */
  declaresTasks?: boolean;
  /** As for decode: the value is JSON.parse's output for text within maxBytes, so only its depth and numbers are checked. */
  parsed?: boolean;
  /**
   * As for decode: with `parsed`, the text was well-formed and escaped no surrogate, so strings are not checked again.
   *
   * @internal
   */
  wellFormed?: boolean;
}

/** A result of a method this package has no schema for: any object, with a string resultType. */
export interface GenericResult {
  resultType: string;
  _meta?: T.MetaObject;
  [key: string]: unknown;
}

/** What every dispatched result carries: its kind, itself and whether resultType was absent. */
export interface Typed<K extends string, R> {
  /** What the result is, named after its schema definition ("Result" for other methods). */
  kind: K;
  /** The result; when it carried no resultType, a copy with `resultType: "complete"` added. */
  result: R;
  /** True when the result carried no resultType and was treated as "complete", as for older servers. */
  resultTypeAbsent: boolean;
  /** Findings that do not make the result invalid. */
  notices: Issue[];
}

/** A result typed by the request it answers. */
export type DecodedResult =
  | Typed<"CreateTaskResult", T.CreateTaskResult>
  | Typed<"InputRequiredResult", T.InputRequiredResult>
  | Typed<"CallToolResult", T.CallToolResult>
  | Typed<"GetTaskResult", T.GetTaskResult>
  | Typed<"UpdateTaskResult", T.UpdateTaskResult>
  | Typed<"CancelTaskResult", T.CancelTaskResult>
  | Typed<"Result", GenericResult>;
