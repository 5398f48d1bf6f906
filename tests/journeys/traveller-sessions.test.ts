import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { checkoutView } from "#cli/journey/expect-checkout.ts"
import { selectionView } from "#cli/journey/expect-rooms.ts"
import { parseJourney } from "#cli/journey/load.ts"
import { type JourneySession, openJourneySession } from "#cli/journey/run.ts"
import type { Step } from "#cli/journey/schema.ts"
import { partsOf } from "#cli/journey/steps-hotel-parts.ts"
import { openTarget, type Target } from "#cli/journey/target.ts"

/**
 * Property-based journeys (docs/journeys.md 'Property-based journeys'): fast-check draws a
 * traveller's session as a sequence of journey steps (search and filter, open the hotel, book
 * as a guest or a member, cancel by the e-mailed link, sign in and out) and runs it against the
 * real server through the journey runner, checking after every command what must always hold:
 * no room is sold twice, the price shown is the price charged, the money is conserved and a
 * cancelled booking frees its room. A failure shrinks to the shortest session that shows it,
 * printed as journey steps to replay.
 */

const RUNS = Number(process.env.PROPERTY_JOURNEY_RUNS ?? 25)
const NOW = "2026-12-01T10:00:00+05:30"
const HOTEL = "1042"
const ROOM = "Deluxe Room"
const ROOMS_ON_SALE = 2
const MEMBER = { email: "akash.kapoor.18@example.com", password: "Stayfinder@2026" }

/** A step as a journey file writes it, checked by the journey schema like any file's. */
const step = (raw: string | Record<string, unknown>): Step => {
  const parsed = parseJourney(JSON.stringify({ name: "step", now: NOW, steps: [raw] }), "property")
  const decoded = parsed.journey?.steps[0]
  if (decoded === undefined)
    throw new Error(`bad step ${JSON.stringify(raw)}: ${parsed.problems[0]?.message}`)
  return decoded
}

interface Booking {
  readonly email: string | null
  readonly paidPaise: number
  cancelled: boolean
}

/** What the traveller's session should look like: the rooms left follow from the bookings. */
interface Model {
  readonly stay: { readonly checkin: string; readonly checkout: string }
  readonly bookings: Array<Booking>
  signedIn: boolean
  guests: number
}

const roomsLeft = (m: Model) => ROOMS_ON_SALE - m.bookings.filter((b) => !b.cancelled).length

interface Real {
  readonly visitor: JourneySession
  /** Every step run so far, to print a failing session as a journey. */
  readonly trail: Array<string>
}

const run = async (real: Real, raw: string | Record<string, unknown>) => {
  real.trail.push(`  - ${JSON.stringify(raw)}`)
  const outcome = await real.visitor.run(step(raw))
  if (outcome.status === "failed") {
    const differences = (outcome.mismatches ?? []).map(
      (d) => `  ${d.at}: expected ${JSON.stringify(d.expected)}, actual ${JSON.stringify(d.actual)}`,
    )
    throw new Error(
      [outcome.error ?? "expectation not met", ...differences, "session so far:", ...real.trail].join("\n"),
    )
  }
}

const hotelOpen = (m: Model) => ({ "hotel.open": { hotel: HOTEL, ...m.stay, roomconfig: "1-0" } })

const lastBody = (real: Real) => real.visitor.ctx.session.lastResponse?.body as { data?: unknown } | undefined

/** Searches the hotel's city, narrows to its brand and checks the hotel page agrees with the card. */
class SearchAndFilter implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(m: Model, real: Real) {
    await run(real, {
      "results.open": `/hotels-in-bengaluru/?checkin=${m.stay.checkin}&checkout=${m.stay.checkout}&roomconfig=1-0`,
    })
    await run(real, { "filter.toggle": { group: "brand", value: "Itsy Hotels" } })
    await run(real, { "expect.results": { contains: [HOTEL], pricesMatchApi: true } })
    await run(real, hotelOpen(m))
    await run(real, { "expect.rooms": { searchPriceMatches: true } })
  }
  toString = () => "search and filter"
}

/** Opens the hotel: its room type shows exactly the rooms no booking holds. */
class LookAtRooms implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(m: Model, real: Real) {
    await run(real, hotelOpen(m))
    const left = roomsLeft(m)
    await run(real, {
      "expect.rooms": {
        types: {
          [ROOM]: left > 0 ? { available: true, roomsLeft: left } : { available: false, reason: "sold_out" },
        },
      },
    })
  }
  toString = () => "look at the rooms"
}

/** Books the last rooms' room type and pays now; the confirmation charges what the hotel page showed. */
class Book implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => roomsLeft(m) > 0
  async run(m: Model, real: Real) {
    await run(real, hotelOpen(m))
    await run(real, { "room.select": ROOM })
    await run(real, { "rateplan.select": "rp" })
    const shown = await this.shownTotal(real)
    await run(real, { "checkout.open": "book" })
    m.guests += m.signedIn ? 0 : 1
    const email = m.signedIn ? null : `traveller.${m.stay.checkin}.${m.guests}@property.example.com`
    if (email !== null) await run(real, { "checkout.guest": { email } })
    await run(real, { "checkout.ratePlan": "rp" })
    // A member's details are prefilled.
    await run(real, {
      "checkout.details": email === null ? {} : { name: "Asha Rao", phoneNumber: "9123456789" },
    })
    await run(real, { "expect.checkout": { totalPaise: shown, priceChange: null } })
    // A member's points pay part of the stay: the gateway is asked for the rest, no more, no less.
    const page = real.visitor.ctx.checkout.page
    if (page === null) throw new Error("the itinerary is not open")
    const asked = checkoutView(page)
    expect((asked.amountToPayPaise ?? 0) + (asked.pointsPaise ?? 0)).toBe(shown)
    await run(real, { "checkout.payNow": { outcome: "success", method: "upi" } })
    await run(real, { "time.advance": "5s" })
    // The stay is settled in full, at the price shown: the payment and the points together.
    await run(real, {
      "expect.confirmation": {
        status: "confirmed",
        paymentMode: "pay_now",
        totalPaise: shown,
        paidPaise: shown,
        balancePaise: 0,
        pointsPaise: asked.pointsPaise ?? 0,
      },
    })
    const paid = shown - (asked.pointsPaise ?? 0)
    m.bookings.push({ email, paidPaise: paid, cancelled: false })
  }
  private async shownTotal(real: Real): Promise<number> {
    const trail = real.trail.length
    await run(real, { "expect.selection": { roomType: ROOM, ratePlan: "rp" } })
    real.trail.length = trail
    const got = partsOf(real.visitor.ctx)
    if ("status" in got) throw new Error("the hotel page is not open")
    const total = selectionView(got.page, got.parts).totalPaise
    if (total === null) throw new Error("the hotel page shows no total for the chosen plan")
    return total
  }
  toString = () => "book and pay now"
}

/** Cancels a guest's booking by its e-mailed link: refund plus charge is what was paid; the room is free. */
class Cancel implements fc.AsyncCommand<Model, Real> {
  readonly pick: number
  constructor(pick: number) {
    this.pick = pick
  }
  private target = (m: Readonly<Model>) => {
    const open = m.bookings.filter((b) => b.email !== null && !b.cancelled)
    return open.length === 0 ? undefined : open[this.pick % open.length]
  }
  check = (m: Readonly<Model>) => this.target(m) !== undefined
  async run(m: Model, real: Real) {
    const booking = this.target(m)
    if (booking?.email == null) throw new Error("no guest booking to cancel")
    await run(real, { "cancellation.openLink": { to: booking.email } })
    const charges = (lastBody(real)?.data as { cancellationCharges?: { charge: number; refund: number } })
      ?.cancellationCharges
    // The default policy is free until a day before check-in, weeks away.
    expect(charges).toEqual(expect.objectContaining({ charge: 0, refund: booking.paidPaise }))
    await run(real, { "cancellation.cancel": { reason: "Change of plans" } })
    expect((lastBody(real)?.data as { status?: string })?.status).toBe("cancelled")
    booking.cancelled = true
  }
  toString = () => `cancel guest booking ${this.pick}`
}

class SignIn implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => !m.signedIn
  async run(m: Model, real: Real) {
    await run(real, { "route.open": "/login/" })
    await run(real, { "form.fill": MEMBER })
    await run(real, "form.submit")
    await run(real, { "expect.session": { signedIn: true } })
    m.signedIn = true
  }
  toString = () => "sign in"
}

class SignOut implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.signedIn
  async run(m: Model, real: Real) {
    await run(real, "session.signOut")
    await run(real, { "expect.session": { signedIn: false } })
    m.signedIn = false
  }
  toString = () => "sign out"
}

const commands = [
  fc.constant(new SearchAndFilter()),
  fc.constant(new LookAtRooms()),
  fc.constant(new Book()),
  fc.constant(new Book()),
  fc.nat(3).map((pick) => new Cancel(pick)),
  fc.constant(new SignIn()),
  fc.constant(new SignOut()),
]

let target: Target
beforeAll(async () => {
  target = await openTarget({ initialNow: Date.parse(NOW) })
}, 60_000)
afterAll(() => target?.close())

/** Each session books its own nights, so sessions never see each other's rooms. */
let sessions = 0
const nextStay = () => {
  const first = Date.parse("2027-02-01T00:00:00Z") + 3 * 86_400_000 * sessions++
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { checkin: day(first), checkout: day(first + 2 * 86_400_000) }
}

describe("property-based journeys: a traveller's session", () => {
  it("never sells a room twice, charges the price shown, conserves money and frees cancelled rooms", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (cmds) => {
        const stay = nextStay()
        const visitor = await openJourneySession(target, {
          channel: "website",
          nowMs: Date.parse(NOW),
          abUserId: "00000000-0000-4000-8000-000000000001",
        })
        if (typeof visitor === "string") throw new Error(visitor)
        const real: Real = { visitor, trail: [] }
        try {
          await run(real, {
            "inventory.set": {
              hotel: HOTEL,
              from: stay.checkin,
              to: stay.checkout,
              available: ROOMS_ON_SALE,
            },
          })
          const model: Model = { stay, bookings: [], signedIn: false, guests: 0 }
          await fc.asyncModelRun(() => ({ model, real }), cmds)
          // However the session went, the hotel shows exactly the rooms its bookings leave.
          await new LookAtRooms().run(model, real)
        } finally {
          await visitor.close()
        }
      }),
      { numRuns: RUNS },
    )
  }, 600_000)
})
