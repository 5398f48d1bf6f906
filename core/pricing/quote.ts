import { brandClassOf } from "../catalogue/brand.ts"
import { MAX_STAY_NIGHTS } from "../dates/stay.ts"
import { debitCap } from "../rewards/ledger.ts"
import { gstOn, gstPercentFor } from "./gst.ts"
import { divideRoundHalfUp, type Paise, shareOf, sum } from "./money.ts"
import { extraAdultsPaise, upliftedRate } from "./nightly-rate.ts"
import { spreadInProportion } from "./spread.ts"
import { type StayCalendar, stayCalendar } from "./stay-calendar.ts"
import type { Channel, Coupon, NightBreakup, Quote, QuoteInput, RoomNight } from "./types.ts"

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
  const { coupon } = input
  if (coupon && "percent" in coupon && !isCount(coupon.percent, 1, 100)) {
    throw new RangeError("coupon percent is 1-100")
  }
  if (coupon && "amountPaise" in coupon && !isCount(coupon.amountPaise, 0)) {
    throw new RangeError("coupon amount must be whole paise")
  }
  if (
    input.wallet &&
    (!isCount(input.wallet.balancePaise, 0) || !isCount(input.wallet.debitPercentage, 0, 100))
  ) {
    throw new RangeError("wallet balance is whole paise and its debit percentage 0-100")
  }
  return calendar
}

/** One room night before its coupon: `afterMember` is what the coupon is taken from. */
interface BeforeCoupon {
  readonly rackPrice: Paise
  readonly ratePlanDiscount: Paise
  readonly memberDiscount: Paise
  readonly afterMember: Paise
}

/**
 * Discounts apply in the order a guest sees them — rate plan, member, coupon — each on the price
 * the previous one left, so none can push a price below zero.
 */
const beforeCoupon = (input: QuoteInput, rackPrice: Paise): BeforeCoupon => {
  const ratePlanDiscount = shareOf(rackPrice, input.ratePlan.discountBps)
  const afterPlan = rackPrice - ratePlanDiscount
  const memberDiscount = input.member ? shareOf(afterPlan, MEMBER_DISCOUNT_BPS) : 0
  return { rackPrice, ratePlanDiscount, memberDiscount, afterMember: afterPlan - memberDiscount }
}

/**
 * What the coupon takes off each room night, in the order of `prices`. A percent is a share of
 * each; an amount is spread over them in proportion (so GST stays per room per night, on the
 * discounted value), and takes at most the whole bill.
 */
const couponDiscounts = (coupon: Coupon | undefined, prices: ReadonlyArray<Paise>): ReadonlyArray<Paise> => {
  if (coupon === undefined) return prices.map(() => 0)
  if ("percent" in coupon) return prices.map((price) => shareOf(price, coupon.percent * 100))
  return spreadInProportion(Math.min(coupon.amountPaise, sum(prices)), prices)
}

const priceRoomNight = (before: BeforeCoupon, couponDiscount: Paise): RoomNight => {
  const pretaxPrice = before.afterMember - couponDiscount
  return {
    rackPrice: before.rackPrice,
    ratePlanDiscount: before.ratePlanDiscount,
    memberDiscount: before.memberDiscount,
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

/**
 * Every room night of the stay, by night and then by room. A flat coupon depends on the whole
 * stay's prices, so every room night is priced before its coupon first.
 */
const roomNights = (input: QuoteInput, calendar: StayCalendar): ReadonlyArray<ReadonlyArray<RoomNight>> => {
  const brandClass = brandClassOf(input.hotel.brandCode)
  const before = input.nights.map((_, n) => {
    const uplifted = upliftedNight(input, calendar, n)
    return input.occupancy.map((guests) =>
      beforeCoupon(input, uplifted + extraAdultsPaise(brandClass, guests.adults)),
    )
  })
  const discounts = couponDiscounts(
    input.coupon,
    before.flatMap((rooms) => rooms.map((room) => room.afterMember)),
  )
  const perNight = input.occupancy.length
  return before.map((rooms, n) => rooms.map((room, r) => priceRoomNight(room, discounts[n * perNight + r]!)))
}

/** Every price the product shows or charges, for one room type, rate plan and stay. */
export const quote = (input: QuoteInput): Quote => {
  const calendar = check(input)
  const priced = roomNights(input, calendar)
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
    let nightPretax = 0
    let nightTax = 0
    let nightDiscount = 0
    const rooms = priced[n]!.map((room) => {
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
    ? debitCap(input.wallet.balancePaise, postTaxPrice, input.wallet.debitPercentage)
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
    couponDiscountPercent: input.coupon !== undefined && "percent" in input.coupon ? input.coupon.percent : 0,
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
  let sellingPrice = 0
  for (const rooms of roomNights(input, check(input))) {
    for (const room of rooms) sellingPrice += room.pretaxPrice + room.tax
  }
  return sellingPrice + PLATFORM_FEE_PAISE[input.channel]
}
