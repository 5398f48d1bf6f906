import { brandClassOf } from "../catalogue/brand.ts"
import { addDays, daysBetween, isCalendarDay } from "../dates/calendar-day.ts"
import { gstOn, gstPercentFor } from "./gst.ts"
import { divideRoundHalfUp, type Paise, shareOf, sum } from "./money.ts"
import { rackRate } from "./nightly-rate.ts"
import type { Channel, NightBreakup, Quote, QuoteInput, RoomNight } from "./types.ts"

/** spec-search §9: a stay is 1-15 nights. */
export const MAX_STAY_NIGHTS = 15

/** Signed-in members pay 5 % less than the public rate (spec-search §3 memberDiscount). */
export const MEMBER_DISCOUNT_BPS = 500

/**
 * Per booking, GST included, and part of every price shown (DESIGN.md 'Total price
 * transparency'). Assisted gdc bookings are paid at the hotel and carry none.
 */
export const PLATFORM_FEE_PAISE: Readonly<Record<Channel, Paise>> = { website: 4_900, gdc: 0 }

const isCount = (n: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  Number.isSafeInteger(n) && n >= min && n <= max

// The callers are our own services; a malformed input is a bug there, so it throws.
const check = (input: QuoteInput): number => {
  const { checkin, checkout } = input.stay
  if (!isCalendarDay(checkin) || !isCalendarDay(checkout)) {
    throw new RangeError(`stay days must be YYYY-MM-DD, got ${checkin}..${checkout}`)
  }
  const nights = daysBetween(checkin, checkout)
  if (!isCount(nights, 1, MAX_STAY_NIGHTS)) throw new RangeError(`a stay is 1-${MAX_STAY_NIGHTS} nights`)
  const dates = input.nights.map((night) => night.date)
  const expected = Array.from({ length: nights }, (_, i) => addDays(checkin, i))
  if (dates.join() !== expected.join()) throw new RangeError(`nightly inputs must cover ${expected.join()}`)
  for (const night of input.nights) {
    if (!isCount(night.roomCount, 1) || !isCount(night.roomsAvailable, 0)) {
      throw new RangeError(`inventory on ${night.date} must be whole rooms, with at least one room`)
    }
    if (night.baseRatePaise !== undefined && !isCount(night.baseRatePaise, 1)) {
      throw new RangeError(`base rate override on ${night.date} must be whole paise`)
    }
  }
  if (!isCount(input.roomType.baseRatePaise, 1)) throw new RangeError("base rate must be whole paise")
  if (input.occupancy.length === 0) throw new RangeError("an occupancy has at least one room")
  if (!input.occupancy.every((room) => isCount(room.adults, 1) && isCount(room.kids, 0))) {
    throw new RangeError("each room has at least one adult and a whole number of kids")
  }
  if (input.coupon && !isCount(input.coupon.percent, 1, 100)) throw new RangeError("coupon percent is 1-100")
  if (
    input.wallet &&
    (!isCount(input.wallet.balancePaise, 0) || !isCount(input.wallet.debitPercentage, 0, 100))
  ) {
    throw new RangeError("wallet balance is whole paise and its debit percentage 0-100")
  }
  return nights
}

/**
 * The price of one room for one night. Discounts apply in the order a guest sees them — rate plan,
 * member, coupon — each on the price the previous one left, so none can push a price below zero.
 */
const priceRoomNight = (input: QuoteInput, rackPrice: Paise): RoomNight => {
  const ratePlanDiscount = shareOf(rackPrice, input.ratePlan.discountBps)
  const afterPlan = rackPrice - ratePlanDiscount
  const memberDiscount = input.member ? shareOf(afterPlan, MEMBER_DISCOUNT_BPS) : 0
  const afterMember = afterPlan - memberDiscount
  const couponDiscount = input.coupon ? shareOf(afterMember, input.coupon.percent * 100) : 0
  const pretaxPrice = afterMember - couponDiscount
  return {
    rackPrice,
    ratePlanDiscount,
    memberDiscount,
    couponDiscount,
    pretaxPrice,
    taxPercent: gstPercentFor(pretaxPrice),
    tax: gstOn(pretaxPrice),
  }
}

/** Every price the product shows or charges, for one room type, rate plan and stay. */
export const quote = (input: QuoteInput): Quote => {
  const numberOfNights = check(input)
  const brandClass = brandClassOf(input.hotel.brandCode)
  const nightsBreakup: Array<NightBreakup> = input.nights.map((night) => {
    const rooms = input.occupancy.map((guests) =>
      priceRoomNight(
        input,
        rackRate({
          brandClass,
          day: night.date,
          baseRatePaise: night.baseRatePaise ?? input.roomType.baseRatePaise,
          roomsAvailable: night.roomsAvailable,
          roomCount: night.roomCount,
          adults: guests.adults,
        }),
      ),
    )
    const pretaxPrice = sum(rooms.map((room) => room.pretaxPrice))
    const tax = sum(rooms.map((room) => room.tax))
    return {
      date: night.date,
      pretaxPrice,
      tax,
      totalDiscount: sum(rooms.map((room) => room.rackPrice - room.pretaxPrice)),
      sellingPrice: pretaxPrice + tax,
      rooms,
    }
  })
  const roomNights = nightsBreakup.flatMap((night) => night.rooms)
  const total = (pick: (room: RoomNight) => Paise) => sum(roomNights.map(pick))
  const basePrice = total((room) => room.rackPrice)
  const strikedPrice = total((room) => room.rackPrice + gstOn(room.rackPrice))
  const sellingPrice = sum(nightsBreakup.map((night) => night.sellingPrice))
  const platformFee = PLATFORM_FEE_PAISE[input.channel]
  const postTaxPrice = sellingPrice + platformFee
  const walletDiscount = input.wallet
    ? Math.min(input.wallet.balancePaise, shareOf(postTaxPrice, input.wallet.debitPercentage * 100))
    : 0
  return {
    hotelId: input.hotel.id,
    roomTypeCode: input.roomType.code,
    ratePlan: input.ratePlan,
    numberOfNights,
    basePrice,
    strikedPrice,
    ratePlanDiscount: total((room) => room.ratePlanDiscount),
    memberDiscount: total((room) => room.memberDiscount),
    memberDiscountApplied: input.member,
    couponDiscount: total((room) => room.couponDiscount),
    couponCodeApplied: input.coupon?.code ?? null,
    couponDiscountPercent: input.coupon?.percent ?? 0,
    totalDiscount: sum(nightsBreakup.map((night) => night.totalDiscount)),
    pretaxPrice: sum(nightsBreakup.map((night) => night.pretaxPrice)),
    tax: sum(nightsBreakup.map((night) => night.tax)),
    sellingPrice,
    platformFee,
    totalAmountWithPlatformFee: postTaxPrice,
    postTaxPrice,
    perNightPrice: divideRoundHalfUp(postTaxPrice, numberOfNights),
    // Floor, not the money rule: an advertised saving must never exceed the real one.
    discountPercentage: Math.floor(((strikedPrice - sellingPrice) * 100) / strikedPrice),
    walletDiscount,
    walletDiscountedPrice: postTaxPrice - walletDiscount,
    nightsBreakup,
  }
}
