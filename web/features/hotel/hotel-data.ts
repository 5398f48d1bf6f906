import type {
  HotelDetail,
  HotelImages,
  RoomPrices,
  RoomRatePlan,
  RoomTypePrice,
} from "#core/api/hotel-detail.ts"
import type { HotelImageWire } from "#core/api/hotels.ts"
import type { Stay } from "#core/dates/stay.ts"
import type { Translate } from "#core/i18n/translate.ts"
import { divideRoundHalfUp } from "#core/pricing/money.ts"

/**
 * Pure view helpers of the hotel page (spec-search §3 'Hotel detail', 'Room type', 'Rate plan',
 * 'Policy', 'Image'). Types only from the contract modules: they build schemas, and nothing on the
 * page's hydration path may load Effect (docs/decisions/070-javascript-budget.md).
 */

type Policy = HotelDetail["detailPolicies"][number]

/** spec-search §3 'Policy': couple-friendly and local-ID-allowed first, the rest as the hotel lists them. */
const FIRST_POLICIES: ReadonlyArray<Policy["type"]> = ["is_couple_friendly", "is_local_id_allowed"]

export const orderedPolicies = (policies: ReadonlyArray<Policy>): ReadonlyArray<Policy> => {
  const rank = (p: Policy) => {
    const i = FIRST_POLICIES.indexOf(p.type)
    return i === -1 ? FIRST_POLICIES.length : i
  }
  return policies
    .map((policy, index) => ({ policy, index }))
    .sort((a, b) => rank(a.policy) - rank(b.policy) || a.index - b.index)
    .map(({ policy }) => policy)
}

export interface GalleryImage {
  readonly id: string
  readonly url: string
  /** The caption, also the alt text (with the hotel's name when the callout is empty). */
  readonly alt: string
  readonly category: HotelImageWire["category"]
}

export interface GalleryTab {
  /** null: every picture. */
  readonly category: HotelImageWire["category"] | null
  readonly label: string
  readonly count: number
}

/**
 * The gallery's pictures by position (the images call when it answered, else the details' own)
 * and its category tabs: 'All' first, then the categories the images call names, in its order.
 */
export const galleryOf = (
  hotelName: string,
  detailImages: ReadonlyArray<HotelImageWire>,
  images: HotelImages | null,
  allLabel: string,
): { readonly images: ReadonlyArray<GalleryImage>; readonly tabs: ReadonlyArray<GalleryTab> } => {
  const source = images !== null && images.images.length > 0 ? images.images : detailImages
  const sorted = [...source]
    .sort((a, b) => a.position - b.position)
    .map((image) => ({
      id: image.id,
      url: image.url,
      alt: image.image_callout === "" ? hotelName : `${hotelName}: ${image.image_callout}`,
      category: image.category,
    }))
  const counted = (images?.categories ?? [])
    .map((c) => ({
      category: c.category,
      label: c.label,
      count: sorted.filter((image) => image.category === c.category).length,
    }))
    .filter((tab) => tab.count > 0)
  return { images: sorted, tabs: [{ category: null, label: allLabel, count: sorted.length }, ...counted] }
}

/** A room type's picture: the first of its own images by position, if the images call has any. */
export const roomImage = (images: HotelImages | null, roomType: string): string | null =>
  [...(images?.room_type_images[roomType] ?? [])].sort((a, b) => a.position - b.position)[0]?.url ?? null

/**
 * The cheapest bookable plan of the stay and its room type (JSON-LD's offer); ties go to the room
 * type first in priority order, then to the plan listed first. null when nothing can be booked.
 */
export const cheapestOffer = (
  prices: RoomPrices | null,
): { readonly price: RoomTypePrice; readonly plan: RoomRatePlan } | null => {
  let best: { readonly price: RoomTypePrice; readonly plan: RoomRatePlan } | null = null
  // total_price lists the room types in priority order (core/api/hotel-detail.ts).
  for (const price of Object.values(prices?.total_price ?? {})) {
    if (!price.available) continue
    for (const plan of price.rate_plans)
      if (best === null || plan.postTaxPrice < best.plan.postTaxPrice) best = { price, plan }
  }
  return best
}

/** The cheapest bookable plan of the stay. */
export const cheapestPlan = (prices: RoomPrices | null): RoomRatePlan | null =>
  cheapestOffer(prices)?.plan ?? null

/**
 * A rate plan as a traveller knows it: its tag ('Refundable', 'Non-Refundable'), else its type in
 * words. Never its API name (TRB-DEFAULT), which means nothing to a traveller; that stays in
 * data attributes and the booking link.
 */
export const planTitle = (plan: Pick<RoomRatePlan, "tag" | "type">, t: Translate): string =>
  plan.tag.trim() !== ""
    ? plan.tag
    : plan.type === "refundable"
      ? t("hotel.plan.refundable")
      : t("hotel.plan.nonRefundable")

/** A struck-through price is shown only when it is above what the traveller pays. */
export const showsStrikePrice = (plan: RoomRatePlan): boolean => plan.strikedPrice > plan.postTaxPrice

/**
 * The struck price per night, beside `perNightPrice`: the same rule (total ÷ nights, half up) as
 * the results card (machines/search-results.prices.ts), so both pages strike the same figure and
 * a traveller compares like with like.
 */
export const strikedPerNight = (plan: RoomRatePlan, nights: number): number =>
  divideRoundHalfUp(plan.strikedPrice, nights)

/**
 * The page's query with a new stay and rooms, every other parameter (q, pid, hotelids…) kept, so
 * a reload or a shared link shows the same prices.
 */
export const queryWithStay = (search: string, stay: Stay, roomconfig: string): string => {
  const query = new URLSearchParams(search)
  query.set("checkin", stay.checkin)
  query.set("checkout", stay.checkout)
  query.set("roomconfig", roomconfig)
  return `?${query}`
}

/** Whether two URLs differ only in the stay and rooms (no need to load the whole page again). */
export const onlyStayChanged = (from: URL, to: URL): boolean => {
  if (from.pathname !== to.pathname) return false
  const strip = (url: URL) => {
    const query = new URLSearchParams(url.search)
    for (const key of ["checkin", "checkout", "roomconfig", "roomtype", "rateplan"]) query.delete(key)
    query.sort()
    return query.toString()
  }
  return strip(from) === strip(to)
}

export interface HistogramRow {
  readonly stars: number
  readonly count: number
  /** Whole percent of all reviews, for the bar's width. */
  readonly percent: number
}

/** Five rows, 5 stars down to 1, whatever the API listed; missing rows count 0. */
export const starHistogram = (
  totals: ReadonlyArray<{ readonly rating: number; readonly count: number }>,
): ReadonlyArray<HistogramRow> => {
  const all = totals.reduce((sum, row) => sum + row.count, 0)
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = totals.filter((row) => row.rating === stars).reduce((sum, row) => sum + row.count, 0)
    return { stars, count, percent: all === 0 ? 0 : Math.round((count / all) * 100) }
  })
}

/** Street, locality, city and pincode, without repeating a locality the street already names. */
export const addressLine = (address: {
  readonly street: string
  readonly locality: string
  readonly city: string
  readonly pincode: string
}): string =>
  [
    address.street,
    address.street.includes(address.locality) ? "" : address.locality,
    address.city,
    address.pincode,
  ]
    .filter((part) => part !== "")
    .join(", ")

/** core/api/hotel-detail.ts's `couponcode`: up to 30 letters, digits, - or _. */
export const COUPON_MAX_LENGTH = 30
const COUPON_CODE = /^[A-Za-z0-9_-]+$/

/**
 * A typed coupon as the room-prices call takes it (trimmed, upper case), or why it cannot be sent.
 * Checked here because a code the API's schema refuses would fail the call, and a failed price
 * call shows no message (spec-search §8): the traveller would hear nothing.
 */
export const readCouponCode = (
  text: string,
): { readonly code: string } | { readonly problem: "empty" | "invalid" } => {
  const code = text.trim().toUpperCase()
  if (code === "") return { problem: "empty" }
  return code.length <= COUPON_MAX_LENGTH && COUPON_CODE.test(code) ? { code } : { problem: "invalid" }
}

/**
 * A link with more query parameters, the link's own first. The Book link carries the corporate
 * flow's hotelids, roomtypes and pid (spec-search §2) so the itinerary can read them.
 */
export const withQuery = (link: string, extra: Readonly<Record<string, string>>): string => {
  const entries = Object.entries(extra)
  if (entries.length === 0) return link
  const url = new URL(link, "http://link.invalid")
  for (const [key, value] of entries) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The Book link: the selection's itinerary link, the corporate flow's parameters, and shown_price,
 * the all-in price in paise the traveller saw here, so the itinerary can say if it changed.
 */
export const bookLink = (
  itinerary: string,
  bookQuery: Readonly<Record<string, string>>,
  shownPricePaise: number,
): string => withQuery(itinerary, { ...bookQuery, shown_price: String(shownPricePaise) })
