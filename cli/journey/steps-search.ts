import { businessDay } from "#core/dates/business-day.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { isDayDisabled, visibleMonths } from "#machines/date-range-picker.machine.ts"
import type { RoomsGuestsEvent } from "#machines/rooms-guests.types.ts"
import { matchFilters, matchNavigation, matchResults, matchWidget } from "./expect-search.ts"
import { setNetwork } from "./network.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import { openResults, type ResultsPage, setInventory } from "./results.ts"
import type { SearchStep } from "./schema.ts"
import { filterView, pricingOf, resultsView, widgetView } from "./search-view.ts"
import type { StepContext } from "./steps.ts"

const RELATIVE = /^\+(\d+)d$/
/** A journey's day: YYYY-MM-DD as written, +Nd counted from the business day now. */
const dayOf = (ctx: StepContext, day: string): string => {
  const m = RELATIVE.exec(day)
  return m === null ? day : addDays(businessDay(ctx.session.nowMs), Number(m[1]))
}

const settled = async (ctx: StepContext): Promise<Outcome> => {
  await ctx.session.settle()
  // Where the widget sent the traveller is the page the journey is on now.
  const to = ctx.search.navigation
  if (to !== null && to !== ctx.auth.route()) ctx.auth.open(to)
  return passed
}

const clickDay = (ctx: StepContext, day: string): Outcome => {
  const { picker } = ctx.search
  if (!picker.getSnapshot().hasTag("open")) return failed(`the calendar is closed: no day to click`)
  for (let pages = 0; pages < 24; pages++) {
    const [first, second] = visibleMonths(picker.getSnapshot())
    const month = day.slice(0, 7)
    if (month === first || month === second) break
    picker.send({ type: month < first ? "month.previous" : "month.next" })
  }
  const snapshot = picker.getSnapshot()
  if (!visibleMonths(snapshot).includes(day.slice(0, 7))) return failed(`the calendar cannot show ${day}`)
  if (isDayDisabled(snapshot, day) || !snapshot.can({ type: "day.select", day }))
    return failed(`the calendar shows ${day} disabled (today is ${snapshot.context.today})`)
  picker.send({ type: "day.select", day })
  return passed
}

const pickDates = async (
  ctx: StepContext,
  arg: { readonly checkin: string; readonly checkout?: string | undefined },
): Promise<Outcome> => {
  const { picker } = ctx.search
  if (!picker.getSnapshot().hasTag("open")) picker.send({ type: "picker.open" })
  const first = clickDay(ctx, dayOf(ctx, arg.checkin))
  if (first.status === "failed" || arg.checkout === undefined)
    return first.status === "failed" ? first : settled(ctx)
  const second = clickDay(ctx, dayOf(ctx, arg.checkout))
  return second.status === "failed" ? second : settled(ctx)
}

const openRooms = (ctx: StepContext) => {
  const { rooms } = ctx.search
  if (!rooms.getSnapshot().hasTag("open")) rooms.send({ type: "popover.open" })
}

/** Clicks a popover button; a disabled one fails the step, naming it. */
const clickRooms = (ctx: StepContext, event: RoomsGuestsEvent, what: string): Outcome => {
  const { rooms } = ctx.search
  if (!rooms.getSnapshot().can(event)) {
    const n = rooms.getSnapshot().context.draft.length
    return failed(`${what} is disabled (the popover has ${n} room${n === 1 ? "" : "s"})`)
  }
  rooms.send(event)
  return passed
}

const stepTo = (ctx: StepContext, field: "adults" | "kids", room: number, count: number): Outcome => {
  openRooms(ctx)
  const draft = ctx.search.rooms.getSnapshot().context.draft
  if (draft[room - 1] === undefined)
    return failed(`there is no room ${room}: the popover has ${draft.length}`)
  for (let guard = 0; guard < 10; guard++) {
    const value = ctx.search.rooms.getSnapshot().context.draft[room - 1]![field]
    if (value === count) return passed
    const by = value < count ? "increment" : "decrement"
    const outcome = clickRooms(
      ctx,
      { type: `${field}.${by}`, room: room - 1 },
      `Room ${room}'s ${field} ${by}`,
    )
    if (outcome.status === "failed") return outcome
  }
  return failed(`room ${room}'s ${field} never reached ${count}`)
}

const expectWidget = async (ctx: StepContext, arg: Parameters<typeof matchWidget>[0]): Promise<Outcome> => {
  const needsPhone = arg.roomLimitNotice !== undefined && arg.roomLimitNotice !== null
  const phone = needsPhone ? await ctx.search.supportPhone() : ""
  if (typeof phone !== "string") return failed(phone.error)
  const view = widgetView(ctx, phone)
  return verdict(matchWidget(arg, view), arg, view)
}

const NO_RESULTS = failed("no results page is open: put a results.open before this step")

const toResults = async (
  ctx: StepContext,
  event: Parameters<ResultsPage["actor"]["send"]>[0],
  refusal: string,
) => {
  const page = ctx.search.results
  if (page === null) return NO_RESULTS
  if (!page.actor.getSnapshot().can(event)) return failed(refusal)
  page.actor.send(event)
  await ctx.session.settle()
  return passed
}

export const runSearchStep = async (step: SearchStep, ctx: StepContext): Promise<Outcome> => {
  const { search } = ctx
  switch (step.kind) {
    case "dates.open":
      if (!search.picker.getSnapshot().hasTag("open")) search.picker.send({ type: "picker.open" })
      return passed
    case "dates.pick":
      return pickDates(ctx, step.arg)
    case "dates.close":
      if (!search.picker.getSnapshot().hasTag("open")) return failed("the calendar is not open")
      search.picker.send({ type: "picker.close" })
      return passed
    case "dates.month": {
      const event = { type: step.arg === "next" ? "month.next" : "month.previous" } as const
      if (!search.picker.getSnapshot().can(event))
        return failed(
          search.picker.getSnapshot().hasTag("open")
            ? "the calendar shows today's month: there is no previous month to show"
            : "the calendar is not open",
        )
      search.picker.send(event)
      return passed
    }
    case "rooms.open":
      openRooms(ctx)
      return passed
    case "rooms.add":
      openRooms(ctx)
      return clickRooms(ctx, { type: "room.add" }, "Add Room")
    case "rooms.remove":
      openRooms(ctx)
      return clickRooms(ctx, { type: "room.remove", index: step.arg - 1 }, `Remove room ${step.arg}`)
    case "rooms.adults":
      return stepTo(ctx, "adults", step.arg.room, step.arg.count)
    case "rooms.kids":
      return stepTo(ctx, "kids", step.arg.room, step.arg.count)
    case "rooms.apply":
    case "rooms.cancel":
      if (!search.rooms.getSnapshot().hasTag("open")) return failed("the Rooms & Guests popover is not open")
      search.rooms.send({ type: step.kind === "rooms.apply" ? "popover.apply" : "popover.cancel" })
      return settled(ctx)
    case "search.submit": {
      if (!search.widget.getSnapshot().can({ type: "search.submit" }))
        return failed("the search button does not take a click now (a search is under way)")
      search.widget.send({ type: "search.submit" })
      return settled(ctx)
    }
    case "search.dismiss": {
      const w = search.widget.getSnapshot()
      const event = w.hasTag("tooltip") ? "tooltip.dismiss" : "modal.dismiss"
      if (!w.can({ type: event })) return failed("there is no tooltip or location-disabled modal to close")
      search.widget.send({ type: event })
      return passed
    }
    case "geolocation":
      search.geolocation = step.arg
      return passed
    case "network":
      setNetwork(ctx.session, step.arg)
      return passed
    case "inventory.set":
      return setInventory(ctx.session, {
        ...step.arg,
        from: dayOf(ctx, step.arg.from),
        to: dayOf(ctx, step.arg.to),
      })
    case "results.open": {
      const page = await openResults(ctx.session, ctx.channel, step.arg)
      if ("error" in page) return failed(page.error)
      search.results?.actor.stop()
      search.results = page
      ctx.auth.open(page.url)
      return passed
    }
    case "filter.toggle": {
      const page = search.results
      if (page === null) return NO_RESULTS
      const group = filterView(page).groups.find((g) => g.key === step.arg.group)!
      const value = group.values.find((v) => v.value === step.arg.value || v.label === step.arg.value)
      if (value === undefined)
        return failed(
          `${step.arg.group} lists no '${step.arg.value}' (it lists: ${group.values.map((v) => v.label).join(", ")})`,
        )
      return toResults(
        ctx,
        { type: "filter.toggle", group: group.key, value: value.value },
        "the filter refused the value",
      )
    }
    case "filter.price":
      return toResults(ctx, { type: "filter.setPrice", ...step.arg }, "the price range needs start ≤ end")
    case "filter.clear":
      return toResults(ctx, { type: "filter.clearAll" }, "Clear all is not offered")
    case "sort":
      return toResults(
        ctx,
        {
          type: "sort.set",
          by: step.arg.by,
          ...(step.arg.order === undefined ? {} : { order: step.arg.order }),
        },
        `cannot sort by ${step.arg.by} here (distance needs the search's coordinates)`,
      )
    case "map.bounds":
      return toResults(
        ctx,
        step.arg === null ? { type: "map.setBounds" } : { type: "map.setBounds", bounds: step.arg },
        "",
      )
    case "expect.widget":
      return expectWidget(ctx, step.arg)
    case "expect.navigation":
      return verdict(matchNavigation(step.arg, search.navigation), step.arg, search.navigation)
    case "expect.results": {
      const page = search.results
      if (page === null) return NO_RESULTS
      const view = resultsView(page)
      const wantsPricing =
        step.arg.pricesMatchApi !== undefined ||
        step.arg.paymentMode !== undefined ||
        step.arg.platformFeePaise !== undefined
      const pricing = wantsPricing
        ? await pricingOf(
            ctx,
            page,
            view.cards.map((c) => c.id),
          )
        : null
      if (pricing !== null && "error" in pricing) return failed(pricing.error)
      const shown = {
        url: view.url,
        found: view.found,
        hotels: view.cards.map((c) => `${c.name} (${c.id}): ${c.perNightPaise}`),
      }
      return verdict(matchResults(step.arg, view, pricing), step.arg, shown)
    }
    case "expect.filters": {
      const page = search.results
      if (page === null) return NO_RESULTS
      const view = filterView(page)
      return verdict(matchFilters(step.arg, view), step.arg, view)
    }
  }
}
