// The bookings bench's three measurements against one running server: uncontended bookings under
// load, a race for the last rooms of one hotel-night, and the statements each checkout step sends.
import { cpus } from "node:os"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import {
  type Answer,
  type Booked,
  book,
  type Cart,
  type Client,
  cartOf,
  codeOf,
  confirmBooking,
  httpClient,
  itineraryPath,
  payInGateway,
  payNow,
  pool,
  type Stay,
  startCart,
} from "./booking-client.ts"
import { cpuSplit } from "./cpu-accounts.ts"
import type { WireLog } from "./postgres-tools.ts"
import { percentile, round } from "./stats.ts"

const WARM_UP = 64

const spread = (values: ReadonlyArray<number>) => ({
  p50Ms: round(percentile(values, 50), 1),
  p99Ms: round(percentile(values, 99), 1),
})

const tally = (codes: ReadonlyArray<string>): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1
  return counts
}

/** What the runs book: stay `i` is its own hotel, room type and nights. */
export interface Plan {
  readonly stayOf: (i: number) => Stay
  readonly clients: number
}

const cartsFor = async (client: Client, plan: Plan, from: number, count: number, refused: Array<string>) => {
  const carts: Array<Cart> = []
  const stays = Array.from({ length: count }, (_, i) => plan.stayOf(from + i))
  await pool(stays, plan.clients, async (stay) => {
    const cart = await startCart(client, stay)
    if ("refused" in cart) refused.push(cart.refused)
    else carts.push(cart)
  })
  return carts
}

/**
 * Uncontended bookings by `plan.clients` travellers for `durationS`, on carts started beforehand
 * (enough for 1.5 times the warm-up's rate). Latency of a booking is pay now plus confirmbooking.
 */
export const loadRun = async (client: Client, pid: number, plan: Plan, durationS: number) => {
  const refused: Array<string> = []
  const warmUp = await cartsFor(client, plan, 0, WARM_UP, refused)
  const warmStarted = performance.now()
  await pool(warmUp, plan.clients, async (cart, i) => void (await book(client, cart, i)))
  const warmRate = warmUp.length / ((performance.now() - warmStarted) / 1000)
  const wanted = Math.ceil(warmRate * durationS * 1.5) + plan.clients
  const carts = await cartsFor(client, plan, WARM_UP, wanted, refused)
  const done: Array<Booked> = []
  const failed: Array<string> = []
  const spent = cpuSplit(pid)
  const started = performance.now()
  const stopAt = started + durationS * 1000
  await pool(
    carts,
    plan.clients,
    async (cart, i) => {
      const outcome = await book(client, cart, WARM_UP + i)
      if ("failed" in outcome) failed.push(outcome.failed)
      else done.push(outcome)
    },
    stopAt,
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = spent()
  const perBooking = (seconds: number) => round((seconds * 1e6) / Math.max(1, done.length), 0)
  return {
    bookingsPerS: round(done.length / seconds, 1),
    bookings: done.length,
    seconds: round(seconds, 2),
    /** Carts started for the run and not used: 0 means the run ended for want of carts, not time. */
    cartsUnused: carts.length - done.length - failed.length,
    failures: tally(failed),
    cartsRefused: tally(refused),
    booking: spread(done.map((b) => b.payNowMs + b.confirmMs)),
    payNow: spread(done.map((b) => b.payNowMs)),
    gateway: spread(done.map((b) => b.payMs)),
    confirm: spread(done.map((b) => b.confirmMs)),
    cpuUsPerBooking: perBooking(cpu.serverS),
    /** Each booking's share of the machine's busy time, and of PostgreSQL's and the client's part of it. */
    machineUsPerBooking: perBooking(cpu.machineS),
    postgresUsPerBooking: perBooking(cpu.postgresS),
    otherUsPerBooking: perBooking(cpu.otherS),
    /** Share of the machine's cores kept busy during the run. */
    busyShare: round(cpu.machineS / (seconds * cpus().length), 2),
  }
}

export const RACE = { buyers: 100, roomsLeft: 5, priceRetries: 20 }

/**
 * RACE.buyers travellers at once for the last RACE.roomsLeft rooms of one hotel-night, each on a
 * cart started beforehand. One told of a new price (rates climb as the night fills) reads the
 * itinerary again and pays that, as the checkout page lets them.
 */
export const raceRun = async (url: string, hotel: Hotel, checkin: string) => {
  const client = httpClient(url, RACE.buyers)
  try {
    const roomType = hotel.roomTypes[0]!.code
    const checkout = addDays(checkin, 1)
    const night = { hotel_id: hotel.id, room_type: roomType, from: checkin, to: checkout }
    const set = await client.put("/api/test/inventory", { ...night, available: RACE.roomsLeft })
    if (set.status !== 200) throw new Error(`bookings bench: inventory not set: ${JSON.stringify(set.json)}`)
    const stay = { hotelId: hotel.id, roomType, checkin, checkout, roomconfig: "1-0" }
    const carts = await Promise.all(Array.from({ length: RACE.buyers }, () => startCart(client, stay)))
    let priceRetries = 0
    const started = performance.now()
    const buy = async (first: Cart, traveller: number): Promise<string> => {
      let cart = first
      for (let attempt = 0; ; attempt++) {
        const placed = await payNow(client, cart, traveller)
        if (placed.status === 200) {
          const paid = await payInGateway(client, placed)
          if (paid.status !== 200) return `gateway ${codeOf(paid)}`
          const confirmed = await confirmBooking(client, placed, paid)
          return confirmed.status === 200 ? "booked" : `confirmbooking ${codeOf(confirmed)}`
        }
        if (codeOf(placed) !== "price_changed" || attempt === RACE.priceRetries) return codeOf(placed)
        priceRetries++
        const again = await client.get(`/api/v8/checkout/itinerary/?bid=${cart.bid}`)
        if (again.status !== 200) return codeOf(again)
        cart = cartOf(again)
      }
    }
    const answeredMs: Array<number> = []
    const outcomes = await Promise.all(
      carts.map(async (cart, i) => {
        const outcome = "refused" in cart ? `itinerary ${cart.refused}` : await buy(cart, 900_000 + i)
        answeredMs.push(performance.now() - started)
        return outcome
      }),
    )
    const wallMs = performance.now() - started
    const after = await client.get(`/api/test/inventory?${new URLSearchParams(night)}`)
    const nights = (after.json as { data: Array<{ booked: number; capacity: number }> }).data
    const { booked = 0, sold_out: soldOut = 0, ...other } = tally(outcomes)
    return {
      buyers: RACE.buyers,
      roomsLeft: RACE.roomsLeft,
      booked,
      soldOut,
      other,
      priceRetries,
      wallMs: round(wallMs, 0),
      answered: spread(answeredMs),
      fullAfter: nights.length > 0 && nights.every((n) => n.booked === n.capacity),
    }
  } finally {
    client.close()
  }
}

const STEPS = ["itinerary", "payNow", "gateway", "confirm"] as const
type Step = (typeof STEPS)[number]

/**
 * Statements and round trips per checkout step, read off PostgreSQL's wire while one traveller
 * books `count` stays one call at a time. The median per step is kept (a background pass of the
 * server may land in a window), with the statements of the last booking.
 */
export const wireRun = async (url: string, log: WireLog, plan: Plan, from: number, count: number) => {
  const client = httpClient(url, 1)
  const seen = Object.fromEntries(STEPS.map((s) => [s, [] as Array<ReadonlyArray<string>>]))
  const trips = Object.fromEntries(STEPS.map((s) => [s, [] as Array<number>]))
  const step = async (name: Step, call: () => Promise<Answer>) => {
    log.statements.length = 0
    log.roundTrips = 0
    const answer = await call()
    seen[name]!.push([...log.statements])
    trips[name]!.push(log.roundTrips)
    if (answer.status !== 200) throw new Error(`bookings bench: ${name} ${codeOf(answer)}`)
    return answer
  }
  try {
    for (let i = 0; i < count; i++) {
      const cart = cartOf(await step("itinerary", () => client.get(itineraryPath(plan.stayOf(from + i)))))
      const placed = await step("payNow", () => payNow(client, cart, 800_000 + i))
      const paid = await step("gateway", () => payInGateway(client, placed))
      await step("confirm", () => confirmBooking(client, placed, paid))
    }
  } finally {
    client.close()
  }
  const figures = (name: Step) => ({
    statements: percentile(
      seen[name]!.map((s) => s.length),
      50,
    ),
    roundTrips: percentile(trips[name]!, 50),
    last: seen[name]!.at(-1)!.map((s) => s.slice(0, 160)),
  })
  return {
    itinerary: figures("itinerary"),
    payNow: figures("payNow"),
    gateway: figures("gateway"),
    confirm: figures("confirm"),
  }
}
