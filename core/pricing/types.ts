import type { BrandCode } from "../catalogue/brand.ts"
import type { RoomTypeCode } from "../catalogue/hotel.ts"
import type { GstPercent } from "./gst.ts"
import type { Paise } from "./money.ts"
import type { RatePlan } from "./rate-plans.ts"

/** spec-search §7: the site, or gdc (assisted bookings, paid at the hotel). */
export type Channel = "website" | "gdc"

/** One room of the occupancy: adults 1-5, kids 0-5 aged 2-8 (spec-search §9). */
export interface RoomGuests {
  readonly adults: number
  readonly kids: number
}

/** What storage knows about one night of the room type; core does no I/O, so it is passed in. */
export interface NightInventory {
  readonly date: string
  /** A revenue manager's override for that night, or undefined for the catalogue base rate. */
  readonly baseRatePaise?: Paise
  readonly roomsAvailable: number
  readonly roomCount: number
}

/**
 * A coupon checkout has already validated, as the discount to take; the engine only prices it.
 * `couponDiscountFor` (coupons.ts) turns a stored rule and the bill into one.
 */
export type Coupon =
  | {
      readonly code: string
      /** Whole percent off each room night's price after member discount, 1-100. */
      readonly percent: number
    }
  | {
      readonly code: string
      /**
       * Paise off the whole stay, spread over the room nights in proportion to their price after
       * member discount; never more than that price. More than the bill takes the whole bill.
       */
      readonly amountPaise: Paise
    }

/** The points wallet (spec-checkout §3 'Wallet'): its balance and the share of a bill it may pay. */
export interface Wallet {
  readonly balancePaise: Paise
  readonly debitPercentage: number
}

export interface QuoteInput {
  readonly hotel: { readonly id: string; readonly brandCode: BrandCode }
  readonly roomType: { readonly code: RoomTypeCode; readonly baseRatePaise: Paise }
  readonly ratePlan: RatePlan
  /** Calendar days, YYYY-MM-DD, Asia/Kolkata; checkout is the day of departure. */
  readonly stay: { readonly checkin: string; readonly checkout: string }
  readonly occupancy: ReadonlyArray<RoomGuests>
  readonly channel: Channel
  /** Signed in: member prices apply. */
  readonly member: boolean
  readonly coupon?: Coupon
  readonly wallet?: Wallet
  /** One entry per night of the stay, in order. */
  readonly nights: ReadonlyArray<NightInventory>
}

/** One room for one night: the unit GST is charged on. */
export interface RoomNight {
  readonly rackPrice: Paise
  readonly ratePlanDiscount: Paise
  readonly memberDiscount: Paise
  readonly couponDiscount: Paise
  /** Actual value of supply: rack minus every discount. */
  readonly pretaxPrice: Paise
  readonly taxPercent: GstPercent
  readonly tax: Paise
}

/** spec-checkout §3 nightsBreakup, summed over the rooms; `rooms` shows the GST unit. */
export interface NightBreakup {
  readonly date: string
  readonly pretaxPrice: Paise
  readonly tax: Paise
  readonly totalDiscount: Paise
  readonly sellingPrice: Paise
  readonly rooms: ReadonlyArray<RoomNight>
}

export interface Quote {
  readonly hotelId: string
  readonly roomTypeCode: RoomTypeCode
  readonly ratePlan: RatePlan
  readonly numberOfNights: number
  /** Rack rate before discounts and tax, all rooms and nights. */
  readonly basePrice: Paise
  /**
   * What the same stay would cost with no discount, all-in as postTaxPrice is: rack rate, its GST
   * and the platform fee. Shown struck through; never below postTaxPrice, equal when no discount applies.
   */
  readonly strikedPrice: Paise
  readonly ratePlanDiscount: Paise
  readonly memberDiscount: Paise
  readonly memberDiscountApplied: boolean
  readonly couponDiscount: Paise
  readonly couponCodeApplied: string | null
  readonly couponDiscountPercent: number
  readonly totalDiscount: Paise
  readonly pretaxPrice: Paise
  readonly tax: Paise
  /** Rooms with GST, after every discount: Σ nightsBreakup.sellingPrice. */
  readonly sellingPrice: Paise
  readonly platformFee: Paise
  readonly totalAmountWithPlatformFee: Paise
  /** What results, hotel page and checkout show and charge: sellingPrice + platformFee. */
  readonly postTaxPrice: Paise
  readonly perNightPrice: Paise
  /**
   * Whole percent of strikedPrice the guest saves, (strikedPrice − postTaxPrice) ÷ strikedPrice,
   * rounded down so it is never overstated; 0 when no discount applies.
   */
  readonly discountPercentage: number
  readonly walletDiscount: Paise
  /** Left to pay after the wallet. */
  readonly walletDiscountedPrice: Paise
  readonly nightsBreakup: ReadonlyArray<NightBreakup>
}
