import { describe, expect, it } from "vitest"
import { CANCELLATION_POLICIES, ratePlansFor } from "./rate-plans.ts"

describe("rate plans per hotel", () => {
  it("sells a refundable TRB-DEFAULT plan (policy code rp) and a cheaper non-refundable one", () => {
    const [refundable, nonRefundable] = ratePlansFor("Economy")
    expect(refundable).toMatchObject({ code: "rp", name: "TRB-DEFAULT", type: "refundable", discountBps: 0 })
    expect(refundable!.inclusions).toEqual(["Breakfast", "Lunch", "Dinner"])
    expect(nonRefundable).toMatchObject({ code: "nrp", type: "non-refundable", discountBps: 1_000 })
    expect(nonRefundable!.cancellationPolicy).toBe(CANCELLATION_POLICIES["non-refundable"])
  })

  it("asks Premium hotels' refundable guests for 5 days' notice, the others for 24 hours", () => {
    expect(ratePlansFor("Economy")[0]!.cancellationPolicy.code).toBe("default")
    expect(ratePlansFor("Standard")[0]!.cancellationPolicy.freeCancellationHours).toBe(24)
    expect(ratePlansFor("Premium")[0]!.cancellationPolicy).toMatchObject({
      code: "5-day",
      freeCancellationHours: 120,
      lateCharge: "full-amount",
    })
  })
})
