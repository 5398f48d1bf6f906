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
  const nightsBreakup = input.nights.map((night, i) => {
    const date = addDays(input.stay.checkin, i)
    const rooms = input.occupancy.map((guests): RoomNight => {
      const base = night.baseRatePaise ?? input.roomType.baseRatePaise
      const weekend = shareOf(base, BPS + (isWeekendNight(date) ? WEEKEND_UPLIFT_BPS[brandClass] : 0))
      const sold = night.roomCount - Math.min(Math.max(night.roomsAvailable, 0), night.roomCount)
      const demand = DEMAND_TIERS.find((t) => sold * 100 >= t.soldPercent * night.roomCount)?.upliftBps ?? 0
      const rackPrice =
        shareOf(weekend, BPS + demand) + Math.max(0, guests.adults - 2) * EXTRA_ADULT_PAISE[brandClass]
      const ratePlanDiscount = shareOf(rackPrice, input.ratePlan.discountBps)
      const memberDiscount = input.member ? shareOf(rackPrice - ratePlanDiscount, MEMBER_DISCOUNT_BPS) : 0
      const afterMember = rackPrice - ratePlanDiscount - memberDiscount
      const couponDiscount = input.coupon ? shareOf(afterMember, input.coupon.percent * 100) : 0
      const pretaxPrice = afterMember - couponDiscount
      const taxPercent = gstPercentFor(pretaxPrice)
      const tax = gstOn(pretaxPrice)
      return { rackPrice, ratePlanDiscount, memberDiscount, couponDiscount, pretaxPrice, taxPercent, tax }
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
    ? Math.min(input.wallet.balancePaise, shareOf(postTaxPrice, input.wallet.debitPercentage * 100))
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
    couponDiscountPercent: input.coupon?.percent ?? 0,
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
