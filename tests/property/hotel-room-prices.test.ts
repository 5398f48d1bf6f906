import { fc, test } from "@fast-check/vitest"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect } from "vitest"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "#server/catalogue/store.ts"
import { configFromEnv } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { Migrations } from "#server/db/migrations.ts"
import { RoomPricing } from "#server/hotel/room-prices.ts"
import { Inventory } from "#server/inventory/repo.ts"
import { SearchPricing } from "#server/pricing/search-prices.ts"
import { ServerSettings } from "#server/settings.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const today = dayInIndia(NOW)

// Both services on one embedded database seeded with a small fixture catalogue: the pre-booked
// nights of the fixtures, plus the rooms each run sells, give sold-out and partly sold stays.
const runtime = ManagedRuntime.make(
  Layer.mergeAll(
    SearchPricing.layer,
    RoomPricing.layer,
    // A run sells rooms through Inventory, so both services see the same changes.
  ).pipe(
    Layer.provideMerge(Layer.mergeAll(HotelCatalogue.layer, Inventory.layer)),
    Layer.provideMerge(Migrations.layerSeeded),
    Layer.provideMerge(layerDatabase({ kind: "memory" })),
    Layer.provideMerge(AppClock.layerControlled(NOW)),
    Layer.provideMerge(Layer.succeed(ServerSettings, { ...configFromEnv({}), catalogueHotels: 120 })),
  ),
)
let hotels: ReadonlyArray<Hotel> = []
beforeAll(async () => {
  hotels = await runtime.runPromise(HotelCatalogue.use((c) => Effect.succeed(c.view.hotels)))
}, 120_000)
afterAll(() => runtime.dispose())

/**
 * spec-search §9's limits: 1-5 rooms of 1-5 adults and 0-5 kids, 1-15 nights. Most parties at
 * the top of the range fit no room type (the largest, mahogany, takes 4 adults, 2 kids, 5 guests),
 * so rooms the catalogue's types take are drawn more often, to reach the price comparison.
 */
const room = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ adults: fc.integer({ min: 1, max: 3 }), kids: fc.integer({ min: 0, max: 2 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) }),
  },
)
const stayArb = fc
  .record({ offset: fc.integer({ min: 0, max: 45 }), nights: fc.integer({ min: 1, max: 15 }) })
  .map(({ offset, nights }) => ({
    checkin: addDays(today, offset),
    checkout: addDays(today, offset + nights),
  }))
/** Sometimes sell one room type down to a few rooms over the stay before pricing. */
const sale = fc.option(fc.record({ type: fc.nat(4), left: fc.integer({ min: 0, max: 2 }) }), {
  nil: undefined,
})
/**
 * Sometimes override one room type's rate over the stay, so a type other than the first or the
 * cheapest in the catalogue can win; `like` copies another type's base rate, to provoke ties.
 */
const override = fc.option(
  fc.record({
    type: fc.nat(4),
    rate: fc.oneof(fc.integer({ min: 50_000, max: 1_500_000 }), fc.record({ like: fc.nat(4) })),
  }),
  { nil: undefined },
)

describe("search prices agree with room prices", () => {
  test.prop(
    [
      fc.nat(10_000),
      stayArb,
      fc.array(room, { minLength: 1, maxLength: 5 }),
      fc.constantFrom("website" as const, "gdc" as const),
      fc.boolean(),
      sale,
      override,
    ],
    { numRuns: 150 },
  )(
    "a hotel's search price is its cheapest available room type and rate plan in room prices, to the paisa (ADR 065)",
    async (pick, stay, rooms, channel, member, sold, overridden) => {
      const hotel = hotels[pick % hotels.length]!
      const typeAt = (n: number) => hotel.roomTypes[n % hotel.roomTypes.length]!
      const [search, byRoomType] = await runtime.runPromise(
        Effect.gen(function* () {
          if (sold !== undefined) {
            const type = typeAt(sold.type)
            yield* Effect.orDie(
              Inventory.use((i) =>
                // A type may have fewer rooms than `left`: then it sells none.
                i.setAvailable(
                  hotel.id,
                  type.code,
                  stay.checkin,
                  stay.checkout,
                  Math.min(sold.left, type.roomCount),
                ),
              ),
            )
          }
          if (overridden !== undefined) {
            const { rate } = overridden
            const paise = typeof rate === "number" ? rate : typeAt(rate.like).baseRatePaise
            yield* Effect.orDie(
              Inventory.use((i) =>
                i.setRate(hotel.id, typeAt(overridden.type).code, stay.checkin, stay.checkout, paise),
              ),
            )
          }
          const request = { stay, rooms, channel, member }
          const searched = yield* SearchPricing.use((s) => s.prices({ ...request, hotelIds: [hotel.id] }))
          const priced = yield* RoomPricing.use((r) => r.prices({ ...request, hotel }))
          return [searched[0]!, priced] as const
        }),
      )
      // Every (available room type, rate plan) pair room prices offers, in the order the tie rule
      // reads them: refundable plan first (ratePlansFor's order), then the catalogue's priority.
      const offers = byRoomType
        .flatMap((t, typeIndex) =>
          t.available
            ? t.quotes.map((quote, planIndex) => ({
                code: t.roomType.code,
                roomsLeft: t.roomsLeft,
                quote,
                order: planIndex * 10 + typeIndex,
              }))
            : [],
        )
        .sort((a, b) => a.order - b.order)
      // Search unavailable ⇔ no room type is available in room prices, with the same reason.
      expect(search.available).toBe(offers.length > 0)
      if (!search.available) {
        const reasons = new Set(byRoomType.map((t) => (t.available ? "available" : t.reason)))
        expect(search.reason === "no_room_fits").toBe(reasons.size === 1 && reasons.has("no_room_fits"))
        return
      }
      // The criterion: the search price's stay total (all rooms and nights, GST and platform fee
      // included) is the smallest postTaxPrice over every available room type × rate plan, to the
      // paisa, and the room type and plan it names are one of the pairs at that minimum.
      const cheapest = Math.min(...offers.map((o) => o.quote.postTaxPrice))
      expect(search.quote.postTaxPrice).toBe(cheapest)
      const atMinimum = offers.filter((o) => o.quote.postTaxPrice === cheapest)
      expect(atMinimum.map((o) => `${o.code}/${o.quote.ratePlan.code}`)).toContain(
        `${search.roomType}/${search.quote.ratePlan.code}`,
      )
      // Ties: the refundable plan first, then the priority order, so the first pair at the minimum.
      const first = atMinimum[0]!
      expect([search.roomType, search.quote.ratePlan.code]).toEqual([first.code, first.quote.ratePlan.code])
      expect(search.roomsLeft).toBe(first.roomsLeft)
      expect(search.quote).toEqual(first.quote)
    },
  )
})
