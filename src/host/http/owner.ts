/** Binding a request to its owner through the user's function: the spec's auth binding of every task request. */
import { internalError } from "../../codec/errors.js";
import { MAX_OWNER_LENGTH } from "../../store/options.js";
import type { HostSettings } from "../options.js";
import { answer, refusal } from "./respond.js";

/**
 * The owner of a request, a Response refusing it, or an internal error for an owner function that misbehaved: at once
 * when the owner function answers a usable owner at once (as the default one does), else as a promise.
 *
 * @internal
 */
export function ownerOf(request: Request, settings: HostSettings): string | Response | Promise<string | Response> {
  let given: unknown;
  try {
    given = settings.owner(request);
  } catch (error) {
    return unknownOwner(error, settings);
  }
  if (typeof given === "string" && given.length <= MAX_OWNER_LENGTH) return given;
  return settled(given, settings);
}

async function settled(given: unknown, settings: HostSettings): Promise<string | Response> {
  let owner: unknown;
  try {
    owner = await given;
  } catch (error) {
    return unknownOwner(error, settings);
  }
  if (owner instanceof Response) return owner;
  if (typeof owner === "string" && owner.length <= MAX_OWNER_LENGTH) return owner;
  settings.onError(
    new Error(
      `the owner function returned ${typeof owner === "string" ? "a string longer than " + MAX_OWNER_LENGTH : typeof owner}; expected a string or a Response`,
    ),
  );
  return answer(
    internalError(undefined, "Internal error: the owner of the request could not be determined"),
    undefined,
    settings.onError,
  );
}

function unknownOwner(error: unknown, settings: HostSettings): Response {
  settings.onError(error);
  return refusal(500, -32603, "Internal error: the owner of the request could not be determined");
}
