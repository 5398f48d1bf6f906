import { brandClassOf } from "../catalogue/brand.ts"
import { MAX_STAY_NIGHTS } from "../dates/stay.ts"
import { gstOn, gstPercentFor } from "./gst.ts"
import { divideRoundHalfUp, type Paise, shareOf } from "./money.ts"
import { extraAdultsPaise, upliftedRate } from "./nightly-rate.ts"
import { type StayCalendar, stayCalendar } from "./stay-calendar.ts"
import type { Channel, NightBreakup, Quote, QuoteInput, RoomNight } from "./types.ts"

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
const check = (input: QuoteInput): StayCalendar => {
  const { checkin, checkout } = input.stay
  const calendar = stayCalendar(checkin, checkout)
  if (calendar === undefined)
    throw new RangeError(`stay days must be YYYY-MM-DD, got ${checkin}..${checkout}`)
  if (!isCount(calendar.nights, 1, MAX_STAY_NIGHTS)) {
    throw new RangeError(`a stay is 1-${MAX_STAY_NIGHTS} nights`)
  }
  const { nights } = input
  if (nights.length !== calendar.nights || nights.some((night, i) => night.date !== calendar.dates[i])) {
    throw new RangeError(`nightly inputs must cover ${calendar.dates.join()}`)
  }
  for (const night of nights) {
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
  return calendar
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

/**
 * Steps 1-3 of docs/pricing.md for one night: the same for every room of it, so computed once a
 * night; each room adds its extra adults.
 */
const upliftedNight = (input: QuoteInput, calendar: StayCalendar, n: number): Paise => {
  const night = input.nights[n]!
  return upliftedRate(
    brandClassOf(input.hotel.brandCode),
    calendar.weekend[n]!,
    night.baseRatePaise ?? input.roomType.baseRatePaise,
    night.roomsAvailable,
    night.roomCount,
  )
}

/** Every price the product shows or charges, for one room type, rate plan and stay. */
export const quote = (input: QuoteInput): Quote => {
  const calendar = check(input)
  const brandClass = brandClassOf(input.hotel.brandCode)
  // Totals are plain sums of the room nights (money.ts), accumulated in one pass.
  let basePrice = 0
  let strikedPrice = 0
  let ratePlanDiscount = 0
  let memberDiscount = 0
  let couponDiscount = 0
  let totalDiscount = 0
  let pretaxPrice = 0
  let tax = 0
  const nightsBreakup = input.nights.map((night, n): NightBreakup => {
    const uplifted = upliftedNight(input, calendar, n)
    let nightPretax = 0
    let nightTax = 0
    let nightDiscount = 0
    const rooms = input.occupancy.map((guests) => {
      const room = priceRoomNight(input, uplifted + extraAdultsPaise(brandClass, guests.adults))
      nightPretax += room.pretaxPrice
      nightTax += room.tax
      nightDiscount += room.rackPrice - room.pretaxPrice
      basePrice += room.rackPrice
      strikedPrice += room.rackPrice + gstOn(room.rackPrice)
      ratePlanDiscount += room.ratePlanDiscount
      memberDiscount += room.memberDiscount
      couponDiscount += room.couponDiscount
      return room
    })
    totalDiscount += nightDiscount
    pretaxPrice += nightPretax
    tax += nightTax
    return {
      date: night.date,
      pretaxPrice: nightPretax,
      tax: nightTax,
      totalDiscount: nightDiscount,
      sellingPrice: nightPretax + nightTax,
      rooms,
    }
  })
  const numberOfNights = calendar.nights
  const sellingPrice = pretaxPrice + tax
  const platformFee = PLATFORM_FEE_PAISE[input.channel]
  const postTaxPrice = sellingPrice + platformFee
  // The same stay with no discount, all-in as postTaxPrice is shown (ADR 060, amended 2026-11-22):
  // comparing it with postTaxPrice compares like with like, so it is never below the price paid.
  strikedPrice += platformFee
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
    ratePlanDiscount,
    memberDiscount,
    memberDiscountApplied: input.member,
    couponDiscount,
    couponCodeApplied: input.coupon?.code ?? null,
    couponDiscountPercent: input.coupon?.percent ?? 0,
    totalDiscount,
    pretaxPrice,
    tax,
    sellingPrice,
    platformFee,
    totalAmountWithPlatformFee: postTaxPrice,
    postTaxPrice,
    perNightPrice: divideRoundHalfUp(postTaxPrice, numberOfNights),
    // Floor, not the money rule: an advertised saving must never exceed the real one.
    discountPercentage: Math.floor(((strikedPrice - postTaxPrice) * 100) / strikedPrice),
    walletDiscount,
    walletDiscountedPrice: postTaxPrice - walletDiscount,
    nightsBreakup,
  }
}

/**
 * `quote(input).postTaxPrice` without the breakup: search prices compare every sellable room type
 * by it and build the full quote for the cheapest only (ADR 065). Same room-night rule, same sums.
 */
export const postTaxPriceOf = (input: QuoteInput): Paise => {
  const calendar = check(input)
  const brandClass = brandClassOf(input.hotel.brandCode)
  let sellingPrice = 0
  for (let n = 0; n < calendar.nights; n++) {
    const uplifted = upliftedNight(input, calendar, n)
    for (const guests of input.occupancy) {
      const room = priceRoomNight(input, uplifted + extraAdultsPaise(brandClass, guests.adults))
      sellingPrice += room.pretaxPrice + room.tax
    }
  }
  return sellingPrice + PLATFORM_FEE_PAISE[input.channel]
}
