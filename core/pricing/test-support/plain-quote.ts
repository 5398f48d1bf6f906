import { brandClassOf } from "../../catalogue/brand.ts"
import { addDays, daysBetween } from "../../dates/calendar-day.ts"
import { gstOn, gstPercentFor } from "../gst.ts"
import { BPS, divideRoundHalfUp, type Paise, shareOf, sum } from "../money.ts"
import { DEMAND_TIERS, EXTRA_ADULT_PAISE, isWeekendNight, WEEKEND_UPLIFT_BPS } from "../nightly-rate.ts"
import { MEMBER_DISCOUNT_BPS, PLATFORM_FEE_PAISE } from "../quote.ts"
import type { Quote, QuoteInput, RoomNight } from "../types.ts"

/**
 * docs/pricing.md written plainly, one room night at a time, with no shared per-night work or
 * single-pass totals: the oracle the property tests hold the lean `quote` to. Valid inputs only.
 */
export const plainQuote = (input: QuoteInput): Quote => {
  const brandClass = brandClassOf(input.hotel.brandCode)
  const numberOfNights = daysBetween(input.stay.checkin, input.stay.checkout)
  const dates = input.nights.map((_, i) => addDays(input.stay.checkin, i))
  const beforeCoupon = input.nights.map((night, i) => {
    const date = dates[i]!
    return input.occupancy.map((guests) => {
      const base = night.baseRatePaise ?? input.roomType.baseRatePaise
      const weekend = shareOf(base, BPS + (isWeekendNight(date) ? WEEKEND_UPLIFT_BPS[brandClass] : 0))
      const sold = night.roomCount - Math.min(Math.max(night.roomsAvailable, 0), night.roomCount)
      const demand = DEMAND_TIERS.find((t) => sold * 100 >= t.soldPercent * night.roomCount)?.upliftBps ?? 0
      const rackPrice =
        shareOf(weekend, BPS + demand) + Math.max(0, guests.adults - 2) * EXTRA_ADULT_PAISE[brandClass]
      const ratePlanDiscount = shareOf(rackPrice, input.ratePlan.discountBps)
      const memberDiscount = input.member ? shareOf(rackPrice - ratePlanDiscount, MEMBER_DISCOUNT_BPS) : 0
      const afterMember = rackPrice - ratePlanDiscount - memberDiscount
      return { rackPrice, ratePlanDiscount, memberDiscount, afterMember }
    })
  })
  const couponOf = plainCouponDiscounts(
    input,
    beforeCoupon.flat().map((r) => r.afterMember),
  )
  const nightsBreakup = beforeCoupon.map((before, i) => {
    const date = dates[i]!
    const rooms = before.map(({ afterMember, ...room }, r): RoomNight => {
      const couponDiscount = couponOf[i * input.occupancy.length + r]!
      const pretaxPrice = afterMember - couponDiscount
      const taxPercent = gstPercentFor(pretaxPrice)
      const tax = gstOn(pretaxPrice)
      return { ...room, couponDiscount, pretaxPrice, taxPercent, tax }
    })
    const pretaxPrice = sum(rooms.map((r) => r.pretaxPrice))
    const tax = sum(rooms.map((r) => r.tax))
    const totalDiscount = sum(rooms.map((r) => r.rackPrice - r.pretaxPrice))
    return { date, pretaxPrice, tax, totalDiscount, sellingPrice: pretaxPrice + tax, rooms }
  })
  const roomNights = nightsBreakup.flatMap((n) => n.rooms)
  const total = (pick: (r: RoomNight) => Paise) => sum(roomNights.map(pick))
  const sellingPrice = sum(nightsBreakup.map((n) => n.sellingPrice))
  const platformFee = PLATFORM_FEE_PAISE[input.channel]
  const postTaxPrice = sellingPrice + platformFee
  // What the same stay costs with no discount, shown the way postTaxPrice is: rack, its GST, the fee.
  const strikedPrice = total((r) => r.rackPrice + gstOn(r.rackPrice)) + platformFee
  const walletDiscount = input.wallet
    ? Math.min(input.wallet.balancePaise, Math.floor((postTaxPrice * input.wallet.debitPercentage) / 100))
    : 0
  return {
    hotelId: input.hotel.id,
    roomTypeCode: input.roomType.code,
    ratePlan: input.ratePlan,
    numberOfNights,
    basePrice: total((r) => r.rackPrice),
    strikedPrice,
    ratePlanDiscount: total((r) => r.ratePlanDiscount),
    memberDiscount: total((r) => r.memberDiscount),
    memberDiscountApplied: input.member,
    couponDiscount: total((r) => r.couponDiscount),
    couponCodeApplied: input.coupon?.code ?? null,
    couponDiscountPercent: input.coupon && "percent" in input.coupon ? input.coupon.percent : 0,
    totalDiscount: sum(nightsBreakup.map((n) => n.totalDiscount)),
    pretaxPrice: sum(nightsBreakup.map((n) => n.pretaxPrice)),
    tax: sum(nightsBreakup.map((n) => n.tax)),
    sellingPrice,
    platformFee,
    totalAmountWithPlatformFee: postTaxPrice,
    postTaxPrice,
    perNightPrice: divideRoundHalfUp(postTaxPrice, numberOfNights),
    discountPercentage: Math.floor(((strikedPrice - postTaxPrice) * 100) / strikedPrice),
    walletDiscount,
    walletDiscountedPrice: postTaxPrice - walletDiscount,
    nightsBreakup,
  }
}

/**
 * A percent off each room night; or an amount (at most the bill) shared in proportion to the
 * prices: each its exact share rounded down, then a paisa each to the largest fractions, earlier first.
 */
const plainCouponDiscounts = (input: QuoteInput, prices: ReadonlyArray<Paise>): ReadonlyArray<Paise> => {
  const coupon = input.coupon
  if (coupon === undefined) return prices.map(() => 0)
  if ("percent" in coupon) return prices.map((price) => shareOf(price, coupon.percent * 100))
  const bill = sum(prices)
  const amount = Math.min(coupon.amountPaise, bill)
  if (amount === 0) return prices.map(() => 0)
  const exact = prices.map((price, index) => ({
    index,
    whole: Number((BigInt(amount) * BigInt(price)) / BigInt(bill)),
    fraction: (BigInt(amount) * BigInt(price)) % BigInt(bill),
  }))
  const extra = amount - sum(exact.map((e) => e.whole))
  const ranked = [...exact].sort((a, b) =>
    a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
  )
  const lucky = new Set(ranked.slice(0, extra).map((e) => e.index))
  return exact.map((e) => e.whole + (lucky.has(e.index) ? 1 : 0))
}
