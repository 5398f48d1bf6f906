import { Schema } from "effect"
import {
  RecentSearch as CookieEntry,
  RECENT_SEARCHES_COOKIE,
  serializeRecentSearches,
} from "#core/search/recent-searches.ts"
import type { LocationInputEvent } from "#machines/location-input.types.ts"
import type { AuthDriver } from "./auth.ts"
import { matchCalls, matchLocation, matchResponse } from "./expect.ts"
import { withOrderId } from "./expect-checkout.ts"
import type { LocationDriver } from "./location.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import {
  type Channel,
  type CookieSet,
  durationMs,
  isAuthStep,
  isBookingsStep,
  isCheckoutStep,
  isFeedbackStep,
  isHotelStep,
  isInterruptStep,
  isPartPayStep,
  isProfileStep,
  isSearchStep,
  isSocialStep,
  isWebCheckInStep,
  type RecentSearch,
  type Step,
} from "./schema.ts"
import type { SearchDriver } from "./search.ts"
import { rawRequest, reasonOf, type Session, testClock } from "./session.ts"
import { bearerFor, runAuthStep } from "./steps-auth.ts"
import { runBookingsStep } from "./steps-bookings.ts"
import { type CheckoutHolder, runCheckoutStep } from "./steps-checkout.ts"
import { runFeedbackStep } from "./steps-feedback.ts"
import { type HotelHolder, runHotelStep } from "./steps-hotel.ts"
import { runInterruptStep } from "./steps-interrupt.ts"
import { runPartPayStep } from "./steps-part-pay.ts"
import { runProfileStep } from "./steps-profile.ts"
import { runSearchStep } from "./steps-search.ts"
import { runSocialStep } from "./steps-social.ts"
import { runWebCheckInStep } from "./steps-web-check-in.ts"

export interface StepContext {
  readonly session: Session
  readonly location: LocationDriver
  readonly auth: AuthDriver
  readonly search: SearchDriver
  /** The hotel page the journey has open (docs/journeys.md 'The hotel page'). */
  readonly hotel: HotelHolder
  /** The itinerary page the journey has open (docs/journeys.md 'Checkout'). */
  readonly checkout: CheckoutHolder
  /** The journey's channel: the results page asks for its prices (spec-search §1). */
  readonly channel: Channel
}

/** Sends one event to the location machine and waits until its lookups have answered. */
const drive = async (ctx: StepContext, event: LocationInputEvent): Promise<Outcome> => {
  if (!ctx.location.send(event)) {
    const v = ctx.location.view()
    return failed(
      `the location input does not take '${event.type}' now (tags: ${v.tags.join(", ") || "none"})`,
    )
  }
  await ctx.session.settle()
  return passed
}

const select = (
  ctx: StepContext,
  by: string | { readonly label?: string; readonly index?: number },
  type: "option.select" | "option.highlight" = "option.select",
): Promise<Outcome> => {
  const labels = ctx.location.view().options.map((o) => o.label)
  const label = typeof by === "string" ? by : by.label
  const index = label !== undefined ? labels.indexOf(label) : typeof by === "string" ? -1 : (by.index ?? -1)
  if (index < 0 || index >= labels.length) {
    const wanted = label === undefined ? `option ${index}` : `'${label}'`
    const shown = labels.length === 0 ? "nothing" : labels.map((l) => `'${l}'`).join(", ")
    return Promise.resolve(failed(`no ${wanted} to choose; the list shows ${shown}`))
  }
  return drive(ctx, { type, index })
}

/** A calendar day in Asia/Kolkata, `days` after the instant. */
const istDay = (epochMs: number, days: number): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(epochMs + days * 86_400_000))

/** A journey's short recent search, completed into the entry the website stores in its cookie. */
const cookieEntry = (r: RecentSearch, nowMs: number): unknown => {
  const type = r.type ?? "city"
  return {
    label: r.label,
    type,
    place_id: r.placeId ?? "",
    source: "recent",
    area: {
      landmark: r.landmark ?? "",
      locality: r.locality ?? "",
      city: r.city ?? (type === "city" ? r.label : ""),
      state: r.state ?? "",
      hotel: "",
      country: "India",
    },
    hotel_id: null,
    coordinates: null,
    is_recent_search: true,
    range: r.range ?? { start: istDay(nowMs, 1), end: istDay(nowMs, 2) },
    rooms: r.rooms ?? [{ adults: 1, kids: 0 }],
    saved_at: r.searchedAt === undefined ? nowMs : Date.parse(r.searchedAt),
  }
}

const decodeEntries = Schema.decodeUnknownResult(Schema.Array(CookieEntry))

const setCookie = (ctx: StepContext, c: CookieSet): Outcome => {
  if (c.value !== undefined) {
    ctx.session.jar.set(c.name, c.value)
    return passed
  }
  const entries = (c.recentSearches ?? []).map((r) => cookieEntry(r, ctx.session.nowMs))
  // The server silently drops entries it cannot read; a journey author deserves to hear why.
  const decoded = decodeEntries(entries)
  if (decoded._tag === "Failure") return failed(`not a valid recent search: ${decoded.failure.message}`)
  ctx.session.jar.set(RECENT_SEARCHES_COOKIE, serializeRecentSearches(decoded.success))
  return passed
}

const advanceTime = async (ctx: StepContext, ms: number, waitForLookups: boolean): Promise<Outcome> => {
  // The server first, so lookups the machine's timers start see the new time.
  const answer = await testClock.advance(ctx.session, ms)
  if (answer.status !== 200) return failed(`the target refused to advance its clock (${reasonOf(answer)})`)
  ctx.session.nowMs += ms
  // One clock for every machine: the debounce, the placeholder and the OTP resend cooldown alike.
  ctx.session.clock.increment(ms)
  if (waitForLookups) await ctx.session.settle()
  ctx.auth.update()
  return passed
}

/** Runs one step. Expected failures come back as data; only a bug in the runner throws. */
export const runStep = async (step: Step, ctx: StepContext): Promise<Outcome> => {
  if (isAuthStep(step)) return runAuthStep(step, ctx)
  if (isSearchStep(step)) return runSearchStep(step, ctx)
  if (isHotelStep(step)) return runHotelStep(step, ctx)
  if (isCheckoutStep(step)) return runCheckoutStep(step, ctx)
  if (isSocialStep(step)) return runSocialStep(step, ctx)
  if (isBookingsStep(step)) return runBookingsStep(step, ctx)
  if (isInterruptStep(step)) return runInterruptStep(step, ctx)
  if (isWebCheckInStep(step)) return runWebCheckInStep(step, ctx)
  if (isPartPayStep(step)) return runPartPayStep(step, ctx)
  if (isFeedbackStep(step)) return runFeedbackStep(step, ctx)
  if (isProfileStep(step)) return runProfileStep(step, ctx)
  switch (step.kind) {
    case "location.focus":
      return drive(ctx, { type: "input.focus" })
    case "location.blur":
      return drive(ctx, { type: "input.blur" })
    case "location.type":
      return drive(ctx, { type: "input.change", value: step.arg })
    case "location.clear":
      return drive(ctx, { type: "input.change", value: "" })
    case "location.highlight":
      return drive(ctx, { type: step.arg === "down" ? "list.next" : "list.prev" })
    case "location.confirm":
      return drive(ctx, { type: "list.confirm" })
    case "location.dismiss":
      return drive(ctx, { type: "list.dismiss" })
    case "location.locate":
      return drive(ctx, { type: "nearby.locate", latitude: step.arg.latitude, longitude: step.arg.longitude })
    case "location.select":
      return select(ctx, step.arg)
    case "location.hover":
      return select(ctx, step.arg, "option.highlight")
    case "time.advance":
      return typeof step.arg === "object"
        ? advanceTime(ctx, durationMs(step.arg.by), step.arg.waitForLookups ?? true)
        : advanceTime(ctx, durationMs(step.arg), true)
    case "lookups.wait":
      await ctx.session.settle()
      return passed
    case "cookie.set":
      return setCookie(ctx, step.arg)
    case "api.get": {
      const query = Object.fromEntries(Object.entries(step.arg.query ?? {}).map(([k, v]) => [k, String(v)]))
      const bearer = bearerFor(ctx, step.arg.token)
      if (typeof bearer === "object") return bearer
      ctx.session.lastResponse = await rawRequest(ctx.session, {
        method: "GET",
        // Order ids are random: `{orderId}` is the order the pay buttons placed last.
        path: withOrderId(step.arg.path, ctx.checkout.page?.orderId ?? null),
        query,
        bearer,
      })
      return passed
    }
    case "expect.location": {
      const view = ctx.location.view()
      return verdict(matchLocation(step.arg, view), step.arg, view)
    }
    case "expect.response": {
      const response = ctx.session.lastResponse
      if (response === undefined)
        return failed("no response to check: put an api.get, api.post or profile.load before expect.response")
      // `{orderId}` stands for the order the pay buttons placed last, as in the checkout expectations.
      const expected = withOrderId(step.arg, ctx.checkout.page?.orderId ?? null)
      return verdict(matchResponse(expected, response), expected, response)
    }
    case "expect.calls":
      return verdict(matchCalls(step.arg, ctx.session.calls), step.arg, { ...ctx.session.calls })
  }
}
