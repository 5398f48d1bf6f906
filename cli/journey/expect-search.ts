import type { FilterGroupKey } from "#core/search/filters.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { sortKey } from "#core/search/sort.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectFilters, ExpectNavigation, ExpectResults, ExpectWidget } from "./schema-search.ts"

/** The search widget as a traveller sees it (cli/journey/steps-search.ts builds it). */
export interface WidgetView {
  readonly tooltip: string | null
  readonly pickerOpen: boolean
  readonly months: readonly [string, string] | null
  readonly calendarRange: { readonly start: string | null; readonly end: string | null }
  readonly roomsOpen: boolean
  readonly dates: { readonly checkin: string; readonly checkout: string } | null
  readonly occupancy: string
  readonly rooms: ReadonlyArray<{ readonly adults: number; readonly kids: number }>
  readonly canAddRoom: boolean
  readonly roomLimitNotice: string | null
  readonly locationDisabled: boolean
  readonly busy: boolean
}

/** A hotel card: its name, id and the per-night price it shows (paise, all rooms), or null. */
export interface CardView {
  readonly id: string
  readonly name: string
  readonly perNightPaise: number | null
  /**
   * The room type and rate plan of that price, which the card's link carries to the hotel page
   * (web/features/results/stay-links.ts), and whether the card says 'Non-refundable'; null unpriced.
   */
  readonly plan: { readonly roomType: string; readonly ratePlan: string; readonly refundable: boolean } | null
  readonly hotel: ResultHotel
}

export interface ResultsView {
  readonly url: string
  readonly found: boolean
  readonly cards: ReadonlyArray<CardView>
  readonly coordinates: { readonly lat: number; readonly lng: number } | null
}

/** The pricing API's own answer for the listed hotels, asked again for `pricesMatchApi`. */
export interface PricingView {
  readonly prices: ReadonlyArray<{
    readonly hotel_id: string
    readonly perNightPrice: number
    readonly cheapest_room: { readonly room_type: string }
    readonly rate_plan: { readonly code: string; readonly type: string }
    readonly payment_mode: string
    readonly platform_fee: number
  }>
  readonly unavailable: ReadonlyArray<string>
}

export interface FilterView {
  readonly groups: ReadonlyArray<{
    readonly key: FilterGroupKey
    readonly selected: ReadonlyArray<string>
    readonly values: ReadonlyArray<{ readonly value: string; readonly label: string; readonly count: number }>
  }>
  readonly customRange: { start: number; end: number; min: number; max: number } | null
}

export const matchWidget = (expected: ExpectWidget, view: WidgetView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of Object.keys(expected) as Array<keyof ExpectWidget>)
    same(out, key, expected[key], view[key])
  return out
}

export const matchNavigation = (expected: ExpectNavigation, to: string | null): Array<Mismatch> => {
  if (expected === null) return to === null ? [] : [{ at: "navigation", expected: null, actual: to }]
  if (to === null) return [{ at: "navigation", expected, actual: "the widget sent the traveller nowhere" }]
  const out: Array<Mismatch> = []
  const url = new URL(to, "http://site")
  same(out, "to", expected.to, to)
  same(out, "path", expected.path, url.pathname)
  for (const [key, value] of Object.entries(expected.query ?? {})) {
    same(out, `query.${key}`, value, url.searchParams.get(key))
  }
  return out
}

const refersTo = (ref: string, card: CardView) => ref === card.name || ref === card.id
const names = (cards: ReadonlyArray<CardView>) => cards.map((c) => c.name)

/** Why the list is not in `order`, or undefined: priced before unpriced, then by the key. */
const orderProblem = (
  cards: ReadonlyArray<CardView>,
  order: NonNullable<ExpectResults["order"]>,
  coordinates: ResultsView["coordinates"],
): string | undefined => {
  const sort = {
    by: order.by,
    order: order.order === "ascending" ? "ASC" : "DESC",
    ...(coordinates === null ? {} : { coordinates }),
  } as const
  const firstUnpriced = cards.findIndex((c) => c.perNightPaise === null)
  if (firstUnpriced >= 0 && cards.slice(firstUnpriced).some((c) => c.perNightPaise !== null))
    return "a hotel without a price comes before one with a price"
  const keys = cards.filter((c) => c.perNightPaise !== null).map((c) => sortKey(c.hotel, sort))
  for (let i = 1; i < keys.length; i++) {
    const [a, b] = [keys[i - 1], keys[i]]
    if (a === undefined && b !== undefined) return `a hotel without a ${order.by} comes before one with it`
    if (a === undefined || b === undefined) continue
    if (sort.order === "ASC" ? a > b : a < b)
      return `${cards[i - 1]!.name} (${a}) comes before ${cards[i]!.name} (${b})`
  }
  return undefined
}

export const matchResults = (
  expected: ExpectResults,
  view: ResultsView,
  pricing: PricingView | null,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const { cards } = view
  same(out, "found", expected.found, view.found)
  same(out, "count", expected.count, cards.length)
  same(out, "coordinates", expected.coordinates, view.coordinates)
  if (expected.first !== undefined) {
    const ok = expected.first.every((ref, i) => cards[i] !== undefined && refersTo(ref, cards[i]!))
    if (!ok)
      out.push({
        at: "first",
        expected: expected.first,
        actual: names(cards.slice(0, expected.first.length)),
      })
  }
  if (expected.hotels !== undefined) {
    const ok =
      expected.hotels.length === cards.length && expected.hotels.every((ref, i) => refersTo(ref, cards[i]!))
    if (!ok) out.push({ at: "hotels", expected: expected.hotels, actual: names(cards) })
  }
  const missing = (expected.contains ?? []).filter((ref) => !cards.some((c) => refersTo(ref, c)))
  if (missing.length > 0) out.push({ at: "contains", expected: missing, actual: names(cards) })
  const present = (expected.excludes ?? []).filter((ref) => cards.some((c) => refersTo(ref, c)))
  if (present.length > 0)
    out.push({ at: "excludes", expected: `none of ${present.join(", ")}`, actual: names(cards) })
  if (expected.unpriced !== undefined) {
    const unpriced = cards.filter((c) => c.perNightPaise === null)
    const ok =
      expected.unpriced.length === unpriced.length &&
      expected.unpriced.every((ref) => unpriced.some((c) => refersTo(ref, c)))
    if (!ok) out.push({ at: "unpriced", expected: expected.unpriced, actual: names(unpriced) })
  }
  if (expected.order !== undefined) {
    const problem = orderProblem(cards, expected.order, view.coordinates)
    if (problem !== undefined) out.push({ at: "order", expected: expected.order, actual: problem })
  }
  if (pricing !== null) matchPricing(expected, cards, pricing, out)
  return out
}

const matchPricing = (
  expected: ExpectResults,
  cards: ReadonlyArray<CardView>,
  pricing: PricingView,
  out: Array<Mismatch>,
) => {
  if (expected.pricesMatchApi === true) {
    for (const card of cards) {
      const api = pricing.prices.find((p) => p.hotel_id === card.id)
      const apiPaise = api?.perNightPrice ?? null
      if (apiPaise !== card.perNightPaise || (api === undefined && !pricing.unavailable.includes(card.id)))
        out.push({ at: `perNightPrice[${card.name}]`, expected: apiPaise, actual: card.perNightPaise })
      // The plan the card names and links to is the one the API priced.
      const apiPlan =
        api === undefined
          ? null
          : {
              roomType: api.cheapest_room.room_type,
              ratePlan: api.rate_plan.code,
              refundable: api.rate_plan.type === "refundable",
            }
      if (JSON.stringify(apiPlan) !== JSON.stringify(card.plan))
        out.push({ at: `plan[${card.name}]`, expected: apiPlan, actual: card.plan })
    }
  }
  const modes = [...new Set(pricing.prices.map((p) => p.payment_mode))]
  if (expected.paymentMode !== undefined && (modes.length !== 1 || modes[0] !== expected.paymentMode))
    out.push({ at: "paymentMode", expected: expected.paymentMode, actual: modes })
  const fees = [...new Set(pricing.prices.map((p) => p.platform_fee))]
  if (expected.platformFeePaise !== undefined && (fees.length !== 1 || fees[0] !== expected.platformFeePaise))
    out.push({ at: "platformFeePaise", expected: expected.platformFeePaise, actual: fees })
}

/** A value as the journey names it: its wire value or its visible name. */
const findValue = (group: FilterView["groups"][number], ref: string) =>
  group.values.find((v) => v.value === ref) ?? group.values.find((v) => v.label === ref)

export const matchFilters = (expected: ExpectFilters, view: FilterView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const [key, counts] of Object.entries(expected.counts ?? {})) {
    const group = view.groups.find((g) => g.key === key)!
    for (const [ref, count] of Object.entries(counts)) {
      const value = findValue(group, ref)
      if (value === undefined)
        out.push({
          at: `counts.${key}.${ref}`,
          expected: count,
          actual: `no such value; listed: ${group.values.map((v) => v.label).join(", ")}`,
        })
      else same(out, `counts.${key}.${ref}`, count, value.count)
    }
  }
  for (const [key, refs] of Object.entries(expected.selected ?? {})) {
    const group = view.groups.find((g) => g.key === key)!
    const wanted = refs.map((ref) => findValue(group, ref)?.value ?? ref).sort()
    same(out, `selected.${key}`, wanted, [...group.selected].sort())
  }
  if (expected.customRange !== undefined) {
    const e = expected.customRange
    const a = view.customRange
    if (e === null) same(out, "customRange", null, a)
    else
      for (const k of Object.keys(e) as Array<keyof typeof e>)
        same(out, `customRange.${k}`, e[k], a?.[k] ?? null)
  }
  return out
}
