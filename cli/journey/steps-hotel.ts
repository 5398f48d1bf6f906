import { Effect, Result } from "effect"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { callApi } from "#core/services/api-client.ts"
import { sessionView } from "./auth-view.ts"
import { hotelView, matchHotel, matchNotify, notifyView } from "./expect-hotel.ts"
import { findPlan, findType, matchRooms, matchSelection, roomsView, selectionView } from "./expect-rooms.ts"
import { type FaqPage, faqView, matchFaq, openFaq, questionIndex, sectionIndex } from "./faq.ts"
import { type HotelPage, openHotel, reprice, withStay } from "./hotel.ts"
import { addressOf, dayOf } from "./hotel-address.ts"
import { overNetwork } from "./network.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { HotelStep } from "./schema.ts"
import type { HotelOpen } from "./schema-hotel.ts"
import { rawRequest, reasonOf } from "./session.ts"
import type { StepContext } from "./steps.ts"
import { NO_PAGE, partsOf } from "./steps-hotel-parts.ts"
import { runHotelSectionStep } from "./steps-hotel-sections.ts"

/** The hotel page the journey has open, kept across its steps (run.ts makes one per journey). */
export interface HotelHolder {
  page: HotelPage | null
  /** The FAQ page, once a journey opens it. */
  faq?: FaqPage
}

const open = async (ctx: StepContext, arg: HotelOpen): Promise<Outcome> => {
  const address = addressOf(ctx, arg)
  if ("error" in address) return failed(address.error)
  ctx.hotel.page?.stop()
  const page = await openHotel(ctx.session, ctx.channel, address)
  ctx.hotel.page = page
  ctx.auth.open(page.url)
  return passed
}

/** hotel-page.tsx HotelFailed: Try again, and once the details answer the page loads whole again. */
const retry = async (ctx: StepContext): Promise<Outcome> => {
  const page = ctx.hotel.page
  if (page === null) return NO_PAGE
  const { errorStatus } = page.details.getSnapshot().context
  // An unknown hotel is Not Found: that page offers no retry.
  if (errorStatus === 404 || !page.details.getSnapshot().can({ type: "details.retry" }))
    return failed(
      `the page offers no Try again (its details ${errorStatus === 404 ? "say Not Found" : "loaded"})`,
    )
  page.details.send({ type: "details.retry" })
  await ctx.session.settle()
  return page.details.getSnapshot().matches("loaded") ? open(ctx, page.url) : passed
}

const NO_FAQ = failed("the FAQ page is not open: put a faq.open before this step")

/** Presses a FAQ section heading or question, as the page's buttons; one it does not show fails. */
const pressFaq = (ctx: StepContext, what: "section" | "question", ref: string | number): Outcome => {
  const faq = ctx.hotel.faq
  if (faq === undefined) return NO_FAQ
  const index = what === "section" ? sectionIndex(faq, ref) : questionIndex(faq, ref)
  const event =
    what === "section"
      ? ({ type: "faq.toggleSection", index } as const)
      : ({ type: "faq.selectQuestion", index } as const)
  if (!faq.actor.getSnapshot().can(event)) {
    const view = faqView(faq)
    const shown = what === "section" ? view.sections : view.questions
    return failed(`the FAQ shows no ${what} ${JSON.stringify(ref)}; it shows ${shown.join(" | ") || "none"}`)
  }
  faq.actor.send(event)
  return passed
}

const selectRoom = async (ctx: StepContext, ref: string): Promise<Outcome> => {
  const got = partsOf(ctx)
  if ("status" in got) return got
  const view = roomsView(got.parts)
  const type = findType(view.types, ref)
  if (type === undefined)
    return failed(`the page lists no room '${ref}'; it lists ${view.types.map((t) => t.name).join(", ")}`)
  if (!type.available) return failed(`${type.name} cannot be chosen: ${type.reason ?? "no price"}`)
  got.parts.selection.send({ type: "room.select", roomTypeId: `${got.page.hotelId}|${type.code}` })
  return passed
}

const selectPlan = (ctx: StepContext, ref: string): Outcome => {
  const got = partsOf(ctx)
  if ("status" in got) return got
  const chosen = selectionView(got.page, got.parts)
  if (chosen.roomType === null) return failed("no room type is chosen: its plans are not shown")
  const type = findType(roomsView(got.parts).types, chosen.roomType.code)!
  const plan = findPlan(type.plans, ref)
  const event = { type: "ratePlan.select", code: plan?.code ?? ref } as const
  if (plan === undefined || !got.parts.selection.getSnapshot().can(event))
    return failed(
      `${type.name} offers no plan '${ref}'; it offers ${type.plans.map((p) => `${p.code} (${p.tag})`).join(", ")}`,
    )
  got.parts.selection.send(event)
  return passed
}

const notify = async (ctx: StepContext, typed: string | undefined): Promise<Outcome> => {
  const got = partsOf(ctx)
  if ("status" in got) return got
  const { page, parts } = got
  if (!parts.selection.getSnapshot().matches("soldOut"))
    return failed(
      `notify me is offered only when the stay is sold out (the rooms show: ${roomsView(parts).state})`,
    )
  // hotel-sections.tsx NotifyMe: the address typed, else the signed-in member's.
  const email = (typed ?? sessionView(ctx.auth).user?.email ?? "").trim()
  const { context } = parts.selection.getSnapshot()
  const payload = {
    hotel_id: page.hotelId,
    checkin_date: context.prices?.checkin ?? page.stay.checkin,
    checkout_date: context.prices?.checkout ?? page.stay.checkout,
    room_config: serialiseRoomConfig(context.rooms),
    email,
  }
  const finished = ctx.session.begin("notifyAvailability")
  const answer = await ctx.session.runtime
    .runPromise(
      Effect.result(
        overNetwork(
          ctx.session,
          callApi((api) => api.availabilityNotices.notifyAvailability({ payload })),
        ),
      ),
    )
    .finally(finished)
  if (Result.isSuccess(answer))
    page.notice = { status: answer.success.status, message: answer.success.message }
  else {
    const { status, message } = answer.failure
    // NotifyMe shows the server's words for a refusal, its own for a failure.
    page.notice = {
      status: null,
      message: status > 0 && status < 500 ? message : "We couldn’t save your request. Please try again.",
    }
  }
  return passed
}

/** The search price of the page's hotel for its stay, raw, with the page's token (member prices). */
const searchPerNight = async (
  ctx: StepContext,
  page: HotelPage,
): Promise<{ readonly paise: number | null } | { readonly error: string }> => {
  const token = ctx.session.account.token()
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: "/api/v6/pricing/hotels/",
    query: {
      hotel_id: page.hotelId,
      ...page.stay,
      roomconfig: serialiseRoomConfig(page.rooms),
      channel: page.channel,
    },
    bearer: token ?? undefined,
  })
  if (answer.status !== 200) return { error: `the pricing API answered ${reasonOf(answer)}` }
  const prices = (answer.body as { data: { prices: Array<{ hotel_id: string; perNightPrice: number }> } })
    .data.prices
  return { paise: prices.find((p) => p.hotel_id === page.hotelId)?.perNightPrice ?? null }
}

export const runHotelStep = async (step: HotelStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "hotel.open":
      return open(ctx, step.arg)
    case "hotel.retry":
      return retry(ctx)
    case "faq.open": {
      const faq = await openFaq(ctx.session)
      if ("error" in faq) return failed(faq.error)
      ctx.hotel.faq?.actor.stop()
      ctx.hotel.faq = faq
      ctx.auth.open("/faq/")
      return passed
    }
    case "faq.section":
      return pressFaq(ctx, "section", step.arg)
    case "faq.question":
      return pressFaq(ctx, "question", step.arg)
    case "expect.faq": {
      const faq = ctx.hotel.faq
      if (faq === undefined) return NO_FAQ
      const view = faqView(faq)
      return verdict(matchFaq(step.arg, view), step.arg, view)
    }
    case "room.select":
      return selectRoom(ctx, step.arg)
    case "rateplan.select":
      return selectPlan(ctx, step.arg)
    case "hotel.stay": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const { page } = got
      page.stay = {
        checkin: step.arg.checkin === undefined ? page.stay.checkin : dayOf(ctx, step.arg.checkin),
        checkout: step.arg.checkout === undefined ? page.stay.checkout : dayOf(ctx, step.arg.checkout),
      }
      if (step.arg.roomconfig !== undefined) page.rooms = parseRoomConfig(step.arg.roomconfig)
      // hotel-view.tsx: the URL takes the new stay in place (no new page load).
      page.url = withStay(page.url, page.stay, page.rooms)
      ctx.auth.open(page.url)
      await reprice(ctx.session, page)
      return passed
    }
    case "hotel.coupon": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      got.page.coupon = step.arg === null || step.arg.trim() === "" ? null : step.arg.trim()
      await reprice(ctx.session, got.page)
      return passed
    }
    case "notify.submit":
      return notify(ctx, step.arg.email)
    case "expect.hotel": {
      const page = ctx.hotel.page
      if (page === null) return NO_PAGE
      const view = hotelView(page)
      return verdict(matchHotel(step.arg, view), step.arg, view)
    }
    case "expect.rooms": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const search = step.arg.searchPriceMatches === true ? await searchPerNight(ctx, got.page) : null
      if (search !== null && "error" in search) return failed(search.error)
      const view = roomsView(got.parts)
      return verdict(matchRooms(step.arg, view, search), step.arg, view)
    }
    case "expect.selection": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const view = selectionView(got.page, got.parts)
      return verdict(matchSelection(step.arg, view), step.arg, view)
    }
    case "expect.notify": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const view = notifyView(got.page, got.parts)
      return verdict(matchNotify(step.arg, view), step.arg, view)
    }
    case "reviews.open":
    case "reviews.close":
    case "reviews.next":
    case "reviews.prev":
    case "reviews.more":
    case "questions.next":
    case "questions.prev":
    case "question.type":
    case "question.author":
    case "question.submit":
    case "question.reset":
    case "expect.reviews":
    case "expect.questions":
      return runHotelSectionStep(step, ctx)
  }
}
