import { Effect } from "effect"
import { expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call, dataOf, ok } from "./lib/http.ts"
import { notified, onListeningProcesses, type Process } from "./lib/listening-processes.ts"
import { TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const hotel = loadCatalogue({ baseDate }).hotels.find(
  (h) => h.preOccupancy.length === 0 && h.roomTypes.some((r) => r.maxOccupancy.adults >= 2),
)!
const roomType = hotel.roomTypes.find((r) => r.maxOccupancy.adults >= 2)!
const newCartPath = `/api/v8/checkout/itinerary/?${new URLSearchParams({
  hotel_id: hotel.id,
  checkin: addDays(baseDate, 20),
  checkout: addDays(baseDate, 22),
  roomconfig: "2-0",
  roomtype: roomType.code,
})}`

interface Itinerary {
  readonly bid: string
  readonly price: { readonly rate_plans: ReadonlyArray<{ readonly code: string }> }
  readonly selected_rate_plan: { readonly code: string }
}

const startCart = async (p: Process) => dataOf<Itinerary>(ok(await call(p.url, newCartPath))).bid
const open = (p: Process, bid: string) => call(p.url, `/api/v8/checkout/itinerary/?bid=${bid}`)
const planOf = async (p: Process, bid: string) =>
  dataOf<Itinerary>(ok(await open(p, bid))).selected_rate_plan.code
/** A plan of the cart other than the one it holds. */
const otherPlan = async (p: Process, bid: string) => {
  const itinerary = dataOf<Itinerary>(ok(await open(p, bid)))
  return itinerary.price.rate_plans.find((plan) => plan.code !== itinerary.selected_rate_plan.code)!.code
}
const sql = <A>(p: Process, statement: (s: Process["sql"]) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(Effect.orDie(statement(p.sql)))

onListeningProcesses("cart rows", (first, second) => {
  // New carts that arrive together are written together (ADR 117).
  it("writes every one of many carts started at once, each openable by its own bid", async () => {
    const bids = await Promise.all(Array.from({ length: 40 }, () => startCart(first())))
    expect(new Set(bids).size).toBe(40)
    const opened = await Promise.all(bids.map((bid) => open(second(), bid)))
    expect(opened.map((answer) => answer.status)).toEqual(bids.map(() => 200))
    const rows = await sql(
      second(),
      (s) => s<{ count: number }>`SELECT count(*)::int AS count FROM carts WHERE bid IN ${s.in(bids)}`,
    )
    expect(rows[0]!.count).toBe(40)
  })

  // The itinerary keeps the cart rows it reads while the process hears the carts' change
  // notifications (ADR 116): a cart changed elsewhere must open as changed, here or in another process.
  it("opens a cart changed by another process as changed", async () => {
    const bid = await startCart(first())
    const plan = await otherPlan(first(), bid)
    await notified(first(), () =>
      sql(second(), (s) => s`UPDATE carts SET rate_plan = ${plan} WHERE bid = ${bid}`),
    )
    expect(await planOf(first(), bid)).toBe(plan)
  })

  it("answers 404 for a cart deleted or truncated by another process", async () => {
    const deleted = await startCart(first())
    const truncated = await startCart(first())
    ok(await open(first(), deleted))
    ok(await open(first(), truncated))
    await notified(first(), () => sql(second(), (s) => s`DELETE FROM carts WHERE bid = ${deleted}`))
    expect((await open(first(), deleted)).status).toBe(404)
    ok(await open(first(), truncated))
    await notified(first(), () => sql(second(), (s) => s`TRUNCATE carts`))
    expect((await open(first(), truncated)).status).toBe(404)
  })

  it("serves an open cart from memory: a change nobody is notified of goes unseen until one is", async () => {
    const bid = await startCart(first())
    const held = await planOf(first(), bid)
    const plan = await otherPlan(first(), bid)
    // Without the trigger the row changes silently: what the next open shows is the kept row.
    await sql(second(), (s) =>
      s.withTransaction(
        Effect.all([
          s`ALTER TABLE carts DISABLE TRIGGER carts_change`,
          s`UPDATE carts SET rate_plan = ${plan} WHERE bid = ${bid}`,
          s`ALTER TABLE carts ENABLE TRIGGER carts_change`,
        ]),
      ),
    )
    expect(await planOf(first(), bid)).toBe(held)
    // The next change of that cart is notified, and the open reads the row as it is.
    await notified(first(), () =>
      sql(second(), (s) => s`UPDATE carts SET apply_wallet = true WHERE bid = ${bid}`),
    )
    expect(await planOf(first(), bid)).toBe(plan)
  })
})
