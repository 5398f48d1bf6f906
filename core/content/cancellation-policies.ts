import { Schema } from "effect"
import {
  CANCELLATION_POLICIES,
  type CancellationPolicyCode,
  NON_REFUNDABLE_CODE,
  REFUNDABLE_CODE,
} from "../pricing/rate-plans.ts"

/** spec-checkout §7 'Content': GET /api/v2/contents/?keys=cancellation_policies_description_mapping. */
export const CANCELLATION_POLICIES_KEY = "cancellation_policies_description_mapping"

export const CancellationPolicyDescription = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  /** Free cancellation up to this many hours before the 12 pm check-in; null: never free. */
  free_cancellation_hours: Schema.NullOr(Schema.Int),
  late_charge: Schema.Literals(["one-night", "full-amount"]),
})
export type CancellationPolicyDescription = typeof CancellationPolicyDescription.Type

/** Keyed by the policy code a booking carries (spec-checkout §9: default, non-refundable, 5-day). */
export const CancellationPoliciesDescriptionMapping = Schema.Struct({
  policies: Schema.Record(
    Schema.Literals(["default", "non-refundable", "5-day"]),
    CancellationPolicyDescription,
  ),
  /** The rate-plan codes (spec-checkout §9: the refundable one is rp) and the policy each may carry. */
  rate_plans: Schema.Record(
    Schema.String,
    Schema.Array(Schema.Literals(["default", "non-refundable", "5-day"])),
  ),
})
export type CancellationPoliciesDescriptionMapping = typeof CancellationPoliciesDescriptionMapping.Type

const TITLES: Readonly<Record<CancellationPolicyCode, string>> = {
  default: "Free cancellation up to 24 hours before check-in",
  "non-refundable": "Non-refundable",
  "5-day": "Free cancellation up to 5 days before check-in",
}

const descriptionOf = (code: CancellationPolicyCode): CancellationPolicyDescription => {
  const policy = CANCELLATION_POLICIES[code]
  return {
    title: TITLES[code],
    description: policy.description,
    free_cancellation_hours: policy.freeCancellationHours,
    late_charge: policy.lateCharge,
  }
}

/**
 * Read from the policies cancellation charges by (core/account/cancellation-charge.ts), so the
 * words a guest reads are the rule applied. A premium hotel's refundable plan carries 5-day.
 */
export const cancellationPoliciesDescriptionMapping: CancellationPoliciesDescriptionMapping = {
  policies: {
    default: descriptionOf("default"),
    "non-refundable": descriptionOf("non-refundable"),
    "5-day": descriptionOf("5-day"),
  },
  rate_plans: { [REFUNDABLE_CODE]: ["default", "5-day"], [NON_REFUNDABLE_CODE]: ["non-refundable"] },
}
