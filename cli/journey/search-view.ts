import type { MessageKey } from "#core/i18n/translate.ts"
import type { FilterGroupKey } from "#core/search/filters.ts"
import { priceBucketLabel, priceBuckets } from "#core/search/price-buckets.ts"
import { RATING_THRESHOLDS, ratingLabel } from "#core/search/rating-filter.ts"
import { visibleMonths } from "#machines/date-range-picker.machine.ts"
import { visibleHotels } from "#machines/search-results.machine.ts"
import type { FilterView, PricingView, ResultsView, WidgetView } from "./expect-search.ts"
import type { ResultsPage } from "./results.ts"
import { enIN } from "./search.ts"
import { rawRequest, reasonOf } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * What the search widget and the results page show, read from their machines the way the web
 * renders them (ADR 069): the widget's tooltip, panels and room-limit notice; each card's hotel
 * and per-night price; each filter value with its visible name and count.
 */

export const widgetView = (ctx: StepContext, phone: string): WidgetView => {
  const { widget, picker, rooms } = ctx.search
  const w = widget.getSnapshot()
  const r = ctx.search.roomsView(phone)
  const open = rooms.getSnapshot().hasTag("open")
  const { range, problem } = w.context
  return {
    tooltip: w.hasTag("tooltip") && problem !== null ? enIN(problem) : null,
    pickerOpen: picker.getSnapshot().hasTag("open"),
    months: picker.getSnapshot().hasTag("open") ? visibleMonths(picker.getSnapshot()) : null,
    calendarRange: picker.getSnapshot().context.range,
    roomsOpen: open,
    dates: range.start !== null && range.end !== null ? { checkin: range.start, checkout: range.end } : null,
    occupancy: r.trigger.value,
    rooms: open ? rooms.getSnapshot().context.draft : rooms.getSnapshot().context.rooms,
    canAddRoom: open && !r.addRoom.disabled,
    roomLimitNotice: r.notice === null ? null : `${r.notice.before} ${r.notice.phone} ${r.notice.after}`,
    locationDisabled: w.hasTag("locationDisabled"),
    busy: w.hasTag("busy"),
  }
}

/** A filter value's visible name, as the web's filter panel shows it (web/features/results/filter-labels.ts). */
const labelOf = (page: ResultsPage, group: FilterGroupKey, value: string, rooms: number): string => {
  switch (group) {
    case "bedType":
      return enIN(`filter.bed.${value}` as Extract<MessageKey, "filter.bed.single">)
    case "policies":
      return enIN(`filter.policy.${value}` as Extract<MessageKey, "filter.bed.single">)
    case "ratings": {
      const threshold = RATING_THRESHOLDS.find((r) => String(r) === value)
      return threshold === undefined ? value : ratingLabel(threshold, enIN)
    }
    case "pricePerNight": {
      const bucket = priceBuckets(rooms).find((b) => b.value === value)
      return bucket === undefined ? value : priceBucketLabel(bucket, enIN)
    }
    default:
      return page.labels[group]?.[value] ?? value
  }
}

export const filterView = (page: ResultsPage): FilterView => {
  const { filterMap, rooms } = page.actor.getSnapshot().context
  const range = filterMap.customRange
  return {
    groups: filterMap.groups.map((g) => ({
      key: g.key,
      selected: g.selected,
      values: g.values.map((v) => ({
        value: v.value,
        label: labelOf(page, g.key, v.value, rooms),
        count: v.count,
      })),
    })),
    customRange:
      range === undefined
        ? null
        : { start: range.start, end: range.end, min: range.minPerNightValue, max: range.maxPerNightValue },
  }
}

export const resultsView = (page: ResultsPage): ResultsView => {
  const { context } = page.actor.getSnapshot()
  return {
    url: page.url,
    found: page.found,
    coordinates: page.coordinates,
    cards: visibleHotels(context).map((hotel) => {
      const price = context.searchPrices[hotel.id]
      return {
        id: hotel.id,
        name: hotel.name,
        perNightPaise: price?.perNightPaise ?? null,
        plan:
          price === undefined
            ? null
            : { roomType: price.roomType, ratePlan: price.ratePlanCode, refundable: price.refundable },
        hotel,
      }
    }),
  }
}

/**
 * The pricing API asked again, raw, for the hotels listed: what `pricesMatchApi` compares with.
 * A member is asked as a member (the results page sends their token), so member prices compare
 * with member prices.
 */
export const pricingOf = async (
  ctx: StepContext,
  page: ResultsPage,
  ids: ReadonlyArray<string>,
): Promise<PricingView | { readonly error: string }> => {
  if (ids.length === 0) return { prices: [], unavailable: [] }
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: "/api/v6/pricing/hotels/",
    query: { hotel_id: ids.join(","), ...page.stay, roomconfig: page.roomconfig, channel: page.channel },
    bearer: ctx.session.account.token() ?? undefined,
  })
  if (answer.status !== 200) return { error: `the pricing API answered ${reasonOf(answer)}` }
  const data = (
    answer.body as {
      data: { prices: PricingView["prices"]; hotelsWithUnavailablePrices: Array<{ hotel_id: string }> }
    }
  ).data
  return { prices: data.prices, unavailable: data.hotelsWithUnavailablePrices.map((u) => u.hotel_id) }
}
