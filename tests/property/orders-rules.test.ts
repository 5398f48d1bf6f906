import { fc, test } from "@fast-check/vitest"
import { Schema } from "effect"
import { describe, expect } from "vitest"
import { OrderId } from "#core/api/checkout.ts"
import { gstinCheckCharacter } from "#core/checkout/gstin.ts"
import { HOLD_MS, holdExpiresAt, holdLapsed, nightsMissed } from "#core/checkout/hold.ts"
import {
  bookingEmail,
  canMove,
  capturedPayment,
  checkTraveller,
  movesInto,
  type OrderStatus,
  orderAmounts,
  paymentProblem,
  paymentStatusOf,
  settlementOf,
} from "#core/checkout/orders.ts"
import { newOrderId } from "#server/checkout/order-ids.ts"

const statuses: ReadonlyArray<OrderStatus> = [
  "initiated",
  "reserved",
  "confirmed",
  "failed",
  "expired",
  "cancelled",
  "checked_in",
  "checked_out",
  "noshow",
]
const statusArb = fc.constantFrom(...statuses)
const paiseArb = fc.integer({ min: 0, max: 50_000_000 })
/** A quote as the engine gives it: the wallet pays part of the all-in price, the rest is left. */
const quoteArb = fc.tuple(paiseArb, fc.integer({ min: 0, max: 100 })).map(([postTaxPrice, walletPercent]) => {
  const walletDiscount = Math.floor((postTaxPrice * walletPercent) / 100)
  return { postTaxPrice, walletDiscount, walletDiscountedPrice: postTaxPrice - walletDiscount }
})

describe("order status moves", () => {
  test.prop([fc.array(statusArb, { minLength: 1, maxLength: 8 })])(
    "only ever move forward: no walk of allowed moves visits a status twice",
    (walk) => {
      const visited = [walk[0]!]
      for (const next of walk.slice(1)) {
        if (!canMove(visited.at(-1)!, next)) continue
        expect(visited).not.toContain(next)
        visited.push(next)
      }
    },
  )

  test.prop([statusArb, statusArb])(
    "movesInto lists exactly the statuses that may move to a status",
    (from, to) => {
      expect(movesInto(to).includes(from)).toBe(canMove(from, to))
    },
  )

  test.prop([statusArb])("a failed order and a cancelled or finished stay are final", (status) => {
    const final = ["failed", "cancelled", "checked_out", "noshow"].includes(status)
    expect(statuses.some((to) => canMove(status, to))).toBe(!final)
  })

  test.prop([statusArb, statusArb])("only a booking may be cancelled or checked in", (from, to) => {
    if ((to === "cancelled" || to === "checked_in") && canMove(from, to)) {
      expect(["reserved", "confirmed"]).toContain(from)
    }
  })

  test.prop([statusArb])(
    "the payment page says pending only while the order waits for its payment",
    (status) => {
      expect(paymentStatusOf(status) === "pending").toBe(status === "initiated")
      expect(paymentStatusOf(status) === "failure").toBe(status === "failed" || status === "expired")
    },
  )
})

describe("amounts", () => {
  test.prop([quoteArb, fc.constantFrom("pay_now" as const, "pay_at_hotel" as const)])(
    "pay now charges what is left after the wallet; pay at hotel charges nothing now",
    (quote, mode) => {
      const amounts = orderAmounts(mode, quote)
      expect(amounts.totalPaise).toBe(quote.postTaxPrice)
      expect(amounts.pointsPaise).toBe(quote.walletDiscount)
      expect(amounts.payNowPaise).toBe(mode === "pay_now" ? quote.walletDiscountedPrice : 0)
    },
  )

  test.prop([quoteArb, fc.constantFrom("pay_now" as const, "pay_at_hotel" as const), statusArb])(
    "what was paid and what is left always add up to the total",
    (quote, mode, status) => {
      const amounts = orderAmounts(mode, quote)
      const money = settlementOf(amounts, status)
      expect(money.paidAmount + money.balanceAmount).toBe(money.netPayableAmount)
      expect(money.balanceAmount).toBeGreaterThanOrEqual(0)
      const paidInFull = mode === "pay_now" && !["initiated", "failed", "expired"].includes(status)
      expect(money.balanceAmount === 0).toBe(paidInFull || quote.walletDiscountedPrice === 0)
    },
  )
})

describe("payments", () => {
  const paymentArb = fc.record({
    id: fc.constantFrom("pay_a", "pay_b", "pay_c"),
    status: fc.constantFrom("captured", "failed", "authorized"),
    amountPaise: fc.constantFrom(100, 4_725_00, 4_725_01),
  })

  test.prop([fc.array(paymentArb, { maxLength: 5 }), fc.constantFrom("pay_a", "pay_b", "pay_z")])(
    "a payment confirms an order only when the gateway lists it captured for exactly the amount",
    (payments, paymentId) => {
      const problem = paymentProblem(4_725_00, paymentId, payments)
      const first = payments.find((p) => p.id === paymentId)
      if (first === undefined) expect(problem).toBe("unknown_payment")
      else expect(problem === undefined).toBe(first.status === "captured" && first.amountPaise === 4_725_00)
      const captured = capturedPayment(4_725_00, payments)
      if (captured !== undefined) expect(paymentProblem(4_725_00, captured.id, [captured])).toBeUndefined()
    },
  )
})

describe("holds", () => {
  test.prop([fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 2 * HOLD_MS })])(
    "a hold lasts HOLD_MS from the order, and once lapsed stays lapsed",
    (placedAt, after) => {
      const expiresAt = holdExpiresAt(placedAt)
      expect(holdLapsed(expiresAt, placedAt + after)).toBe(after >= HOLD_MS)
      if (holdLapsed(expiresAt, placedAt + after))
        expect(holdLapsed(expiresAt, placedAt + after + 1)).toBe(true)
    },
  )

  const nightArb = fc.constantFrom<string>("2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13")
  test.prop([fc.uniqueArray(nightArb, { minLength: 1 }), fc.uniqueArray(nightArb)])(
    "a stay is held only when every night was taken",
    (wanted, taken) => {
      const missed = nightsMissed(wanted, taken)
      expect(missed.length === 0).toBe(wanted.every((night) => taken.includes(night)))
      expect(missed.every((night) => wanted.includes(night) && !taken.includes(night))).toBe(true)
    },
  )
})

describe("traveller details", () => {
  const base = { name: "Asha Rao", country_code: "+91", mobile: "9876543210" }
  const gstinArb = fc
    .tuple(
      fc.stringMatching(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/).map((s) => s.slice(0, 14)),
      fc.boolean(),
    )
    .map(([first14, lower]) => {
      const gstin = first14 + gstinCheckCharacter(first14)
      return lower ? gstin.toLowerCase() : gstin
    })

  test.prop([gstinArb, fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: undefined })])(
    "a valid GSTIN carries the GST block, in capitals",
    (gstin, company) => {
      const checked = checkTraveller({
        ...base,
        organization_taxcode: ` ${gstin} `,
        organization_name: company,
      })
      expect(checked._tag).toBe("Ok")
      if (checked._tag === "Ok") expect(checked.gst?.gstin).toBe(gstin.toUpperCase())
    },
  )

  test.prop([gstinArb, fc.integer({ min: 0, max: 14 })])(
    "one changed character of a GSTIN is refused with the problem named",
    (gstin, at) => {
      const upper = gstin.toUpperCase()
      const changed = upper.slice(0, at) + (upper[at] === "7" ? "8" : "7") + upper.slice(at + 1)
      const checked = checkTraveller({ ...base, organization_taxcode: changed })
      expect(checked).toMatchObject({ _tag: "Problem", problem: { field: "organization_taxcode" } })
    },
  )

  test.prop([fc.string({ minLength: 1, maxLength: 40 })])(
    "company details without a GSTIN are refused: the block travels only with one",
    (company) => {
      fc.pre(company.trim() !== "")
      expect(checkTraveller({ ...base, organization_name: company })).toMatchObject({
        _tag: "Problem",
        problem: { field: "organization_taxcode" },
      })
    },
  )

  test.prop([fc.stringMatching(/^\d{6,15}$/)])("an Indian mobile is 10 digits starting 6-9", (mobile) => {
    const checked = checkTraveller({ ...base, mobile })
    expect(checked._tag === "Ok").toBe(/^[6-9]\d{9}$/.test(mobile))
  })

  test.prop([fc.option(fc.constantFrom("", "   ", "a@b.in", " x@y.com "), { nil: undefined })])(
    "a booking without an e-mail carries the system's address",
    (given) => {
      const email = bookingEmail(given, "bookings@localhost")
      expect(email).toBe(given === undefined || given.trim() === "" ? "bookings@localhost" : given.trim())
    },
  )
})

describe("order ids", () => {
  test.prop([fc.constant(null)], { numRuns: 2_000 })("are what the contract and the table accept", () => {
    const id = newOrderId()
    expect(Schema.is(OrderId)(id)).toBe(true)
    expect(id).toMatch(/^BK[A-Z2-7]{26}$/)
  })
})
