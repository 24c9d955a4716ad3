/** A result typed once the definition it answers under is known: checked, and noted when it carried no resultType. */
import type { Result } from "../../shared/result.js";
import { ok } from "../../shared/result.js";
import { isValid } from "../../validate/index.js";
import type { DefinitionName } from "../../../generated/schema.js";
import { ISSUE_CODES } from "../codes.js";
import type { JSONRecord } from "../envelope.js";
import { checkWithLegacyFields } from "./check-message.js";
import type { DecodedResult } from "./result-types.js";
import { checkAgainst } from "./schema-check.js";

/**
 * The decoded result of a definition's check, or its failure; `absent` says the result carried no resultType.
 *
 * @internal
 */
export function typedResult(kind: DecodedResult["kind"], r: Result<unknown>, absent: boolean): Result<DecodedResult> {
  return r.ok ? typedValue(kind, r.value, absent) : r;
}

/**
 * typedResult of checkAgainst (of checkWithLegacyFields with `legacyFields`) on the result under definition `name`:
 * a result with no legacy field that isValid accepts is typed as itself, with no Result built for the check.
 *
 * @internal
 */
export function typedBy<N extends DecodedResult["kind"] & DefinitionName>(
  name: N,
  result: JSONRecord,
  absent: boolean,
  legacyFields: boolean,
): Result<DecodedResult> {
  const legacy = legacyFields && (Object.hasOwn(result, "ttl") || Object.hasOwn(result, "pollInterval"));
  if (!legacy && isValid(name, result)) return typedValue(name, result, absent);
  return typedResult(
    name,
    legacyFields ? checkWithLegacyFields(name, result, result, "") : checkAgainst(name, result),
    absent,
  );
}

function typedValue(kind: DecodedResult["kind"], value: unknown, absent: boolean): Result<DecodedResult> {
  const notices = absent
    ? [
        {
          path: "/resultType",
          keyword: "resultType",
          message:
            'the result carried no resultType and was read as "complete", as the core protocol directs for results that omit it',
          code: ISSUE_CODES.resultTypeAbsent,
        },
      ]
    : [];
  return ok({ kind, result: value, resultTypeAbsent: absent, notices } as DecodedResult);
}
