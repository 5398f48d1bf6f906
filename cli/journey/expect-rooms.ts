import type { RoomRatePlan } from "#core/api/hotel-detail.ts"
import { slugify } from "#core/routes/slug.ts"
import { bookHref, roomOptions, selectedPlan } from "#machines/room-selection.machine.ts"
import { matchNavigation } from "./expect-search.ts"
import type { HotelPage, HotelParts } from "./hotel.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectPlan, ExpectRooms, ExpectSelection } from "./schema-hotel.ts"

/** The hotel page's rooms, rate plans and chosen plan, read as hotel-view.tsx renders them, and their matchers. */

const planFigures = (plan: RoomRatePlan) => ({
  code: plan.code,
  name: plan.name,
  tag: plan.tag,
  postTaxPaise: plan.postTaxPrice,
  perNightPaise: plan.perNightPrice,
  strikedPaise: plan.strikedPrice,
  platformFeePaise: plan.platformFee,
  couponDiscountPaise: plan.couponDiscount,
  memberDiscountPaise: plan.memberDiscount,
})
type PlanView = ReturnType<typeof planFigures>

const STATES = ["selected", "soldOut", "noRoomFits", "unpriced"] as const

export const roomsView = (parts: HotelParts) => {
  const s = parts.selection.getSnapshot()
  const prices = s.context.prices
  return {
    state: STATES.find((state) => s.matches(state)) ?? null,
    loading: parts.prices.getSnapshot().hasTag("roomPricesLoading"),
    nights: prices?.nights ?? null,
    paymentMode: prices?.payment_mode ?? null,
    couponCode: prices?.coupon_code ?? null,
    couponMessage: prices?.coupon_success_message ?? null,
    couponError: prices?.coupon_error ?? null,
    memberPrices: prices?.login_coupon_applied ?? false,
    types: roomOptions(s.context).map((o) => ({
      code: o.roomType.type as string,
      name: o.roomType.name,
      available: o.available,
      reason: o.reason,
      roomsLeft: o.price?.rooms_left ?? 0,
      plans: (o.price?.rate_plans ?? []).map(planFigures),
    })),
  }
}
export type RoomsView = ReturnType<typeof roomsView>

const isPlan = (ref: string, p: { code: string; name: string; tag: string }) =>
  [p.code, p.name, p.tag].some((v) => v.toLowerCase() === ref.toLowerCase())
export const findPlan = <P extends { code: string; name: string; tag: string }>(
  plans: ReadonlyArray<P>,
  ref: string,
) => plans.find((p) => isPlan(ref, p))

const isType = (ref: string, t: { code: string; name: string }) =>
  t.name === ref || t.code === ref.toLowerCase()
export const findType = <T extends { code: string; name: string }>(types: ReadonlyArray<T>, ref: string) =>
  types.find((t) => isType(ref, t))

const matchPlan = (at: string, expected: ExpectPlan, plan: PlanView, out: Array<Mismatch>) => {
  for (const key of Object.keys(expected) as Array<keyof ExpectPlan>)
    same(out, `${at}.${key}`, expected[key], plan[key])
}

export const matchRooms = (
  expected: ExpectRooms,
  view: RoomsView,
  searchPerNight: { readonly paise: number | null } | null,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of [
    "state",
    "loading",
    "nights",
    "paymentMode",
    "couponCode",
    "couponMessage",
    "couponError",
    "memberPrices",
  ] as const)
    same(out, key, expected[key], view[key])
  for (const [ref, e] of Object.entries(expected.types ?? {})) {
    const type = findType(view.types, ref)
    if (type === undefined) {
      out.push({
        at: `types.${ref}`,
        expected: e,
        actual: `no such room type; listed: ${view.types.map((t) => t.name).join(", ")}`,
      })
      continue
    }
    same(out, `types.${ref}.available`, e.available, type.available)
    same(out, `types.${ref}.reason`, e.reason, type.reason)
    same(out, `types.${ref}.roomsLeft`, e.roomsLeft, type.roomsLeft)
    if (e.planList !== undefined) {
      const ok =
        e.planList.length === type.plans.length && e.planList.every((r, i) => isPlan(r, type.plans[i]!))
      if (!ok)
        out.push({ at: `types.${ref}.planList`, expected: e.planList, actual: type.plans.map((p) => p.code) })
    }
    for (const [planRef, ep] of Object.entries(e.plans ?? {})) {
      const plan = findPlan(type.plans, planRef)
      if (plan === undefined)
        out.push({
          at: `types.${ref}.plans.${planRef}`,
          expected: ep,
          actual: `not offered; plans: ${type.plans.map((p) => p.code).join(", ") || "none"}`,
        })
      else matchPlan(`types.${ref}.plans.${planRef}`, ep, plan, out)
    }
  }
  if (expected.searchPriceMatches === true && searchPerNight !== null) {
    same(out, "searchPriceMatches", searchPerNight.paise, cheapestPerNight(view))
  }
  return out
}

/**
 * ADR 065 (amended 2026-11-23): the search price is the smallest stay total over every available
 * room type and rate plan, shown per night; ties do not change the figure.
 */
export const cheapestPerNight = (view: RoomsView): number | null => {
  let best: PlanView | null = null
  for (const type of view.types) {
    if (!type.available) continue
    for (const plan of type.plans) if (best === null || plan.postTaxPaise < best.postTaxPaise) best = plan
  }
  return best?.perNightPaise ?? null
}

export const selectionView = (page: HotelPage, parts: HotelParts) => {
  const s = parts.selection.getSnapshot()
  const chosen = selectedPlan(s.context)
  const city = page.details.getSnapshot().context.details?.address.city ?? ""
  const type =
    chosen === null ? undefined : s.context.roomTypes.find((t) => t.id === chosen.price.room_type_id)
  return {
    roomType: type === undefined ? null : { code: type.type as string, name: type.name },
    ratePlan:
      chosen === null ? null : { code: chosen.plan.code, name: chosen.plan.name, tag: chosen.plan.tag },
    bookable: s.hasTag("bookable"),
    totalPaise: chosen?.plan.postTaxPrice ?? null,
    perNightPaise: chosen?.plan.perNightPrice ?? null,
    // hotel-view.tsx: Book's city is the hotel's city slug.
    book: bookHref(s.context, slugify(city)),
  }
}
export type SelectionView = ReturnType<typeof selectionView>

export const matchSelection = (expected: ExpectSelection, view: SelectionView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const refers = (
    ref: string | null | undefined,
    actual: { code: string; name: string; tag?: string } | null,
  ) =>
    ref === undefined ||
    (ref === null
      ? actual === null
      : actual !== null && ("tag" in actual ? isPlan(ref, actual as PlanView) : isType(ref, actual)))
  if (!refers(expected.roomType, view.roomType))
    out.push({ at: "roomType", expected: expected.roomType, actual: view.roomType?.name ?? null })
  if (!refers(expected.ratePlan, view.ratePlan))
    out.push({ at: "ratePlan", expected: expected.ratePlan, actual: view.ratePlan?.code ?? null })
  same(out, "bookable", expected.bookable, view.bookable)
  same(out, "totalPaise", expected.totalPaise, view.totalPaise)
  same(out, "perNightPaise", expected.perNightPaise, view.perNightPaise)
  if (expected.book !== undefined)
    out.push(...matchNavigation(expected.book, view.book).map((m) => ({ ...m, at: `book.${m.at}` })))
  return out
}
