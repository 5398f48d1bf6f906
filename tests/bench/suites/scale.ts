// How the results page's two calls grow with the catalogue (issue: 1,000, 10,000 and 100,000 hotels).
// The server answers them for 1,000 and 10,000 hotels; 100,000 takes minutes of seeding on in-memory
// PGlite, so at every size the same server code also runs in this process over the generated
// catalogue, with the database's part (inventory, ratings) answered from memory.
import { readFileSync } from "node:fs"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { Effect, Layer } from "effect"
import { MAX_PRICED_HOTELS } from "#core/api/limits.ts"
import { type Catalogue, decodeCatalogue } from "#core/catalogue/schema.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"
import { DEFAULT_SEED, generateCatalogue } from "#fixtures/generate/catalogue.ts"
import { type CatalogueView, HotelCatalogue, type HotelRating } from "#server/catalogue/store.ts"
import { DataChanges } from "#server/db/data-changes.ts"
import { Inventory } from "#server/inventory/repo.ts"
import { SearchPricing } from "#server/pricing/search-prices.ts"
import { searchHotels } from "#server/search/results.ts"
import { cpuSeconds, startProcess } from "../processes.ts"
import { median, round } from "../stats.ts"
import type { SummaryRow } from "../summary.ts"

const SIZES = [1000, 10_000, 100_000] as const
/** Seeding this many on in-memory PGlite took 259 s (136 s of CPU, 3.4 GB) on 2026-11-24: opt in. */
const SERVER_MAX_HOTELS = process.env.SCALE_SERVER_100K === "1" ? 100_000 : 10_000
const CITY = "bengaluru"
/** Distinct stays per load: every answer computed, none asked twice. */
const STAYS = 120
const WARM_PAGES = 150
const ROOMS = "2-0"

interface InProcess {
  /** CPU µs per computed answer (median of batches): GET /api/v5/search/ and the pricing of its hotels. */
  readonly searchUs: number
  readonly pricingUs: number
  /** The search answer's JSON bytes, before compression. */
  readonly searchBytes: number
}

interface Served {
  /** Wall and CPU seconds from spawn to listening: generate, check, migrate, seed, load. */
  readonly startupS: number
  readonly startupCpuS: number
  readonly rssMb: number
  /** Server CPU µs per page (the search call, or all its pricing calls), from /proc: computed, then warm. */
  readonly searchMissUs: number
  readonly pricingMissUs: number
  readonly warmUs: number
}

export interface ScaleSize {
  readonly catalogueHotels: number
  readonly cityHotels: number
  /** The city with the fewest hotels, searched in-process: a catalogue-wide cost shows up there. */
  readonly smallCity: { readonly slug: string; readonly hotels: number; readonly searchUs: number }
  /**
   * A landmark of the city, searched in-process: a circle of 10 km, which reads the grid cells it
   * covers rather than every hotel.
   */
  readonly landmark: { readonly slug: string; readonly hotels: number; readonly searchUs: number }
  readonly cities: number
  /** CPU ms to generate and check the catalogue in-process (the server does the same at start-up). */
  readonly generateMs: number
  readonly inProcess: InProcess
  readonly served?: Served
}

export interface ScaleFigures {
  readonly city: string
  readonly stays: number
  readonly sizes: ReadonlyArray<ScaleSize>
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

const cpuMs = (run: () => void): number => {
  const started = process.cpuUsage()
  run()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

/**
 * A full collection now, so that a measurement is not charged for the garbage of what ran before it
 * (generating 100,000 hotels leaves about a gigabyte).
 */
const collect = () => {
  setFlagsFromString("--expose-gc")
  ;(runInNewContext("gc") as () => void)()
}

/** Median CPU µs per call over batches after a warm-up batch; `i` lets each call ask a new stay. */
const perCallUs = (call: (i: number) => void, calls: number): number => {
  collect()
  let i = 0
  const batches: Array<number> = []
  for (let b = 0; b < 6; b++) {
    const ms = cpuMs(() => {
      for (let n = 0; n < calls; n++) call(i++)
    })
    if (b > 0) batches.push((ms * 1000) / calls)
  }
  return round(median(batches), 0)
}

/** The results page prices its hotels in calls of at most MAX_PRICED_HOTELS (web/features/results). */
const pricingChunks = (ids: ReadonlyArray<string>): Array<ReadonlyArray<string>> =>
  Array.from({ length: Math.ceil(ids.length / MAX_PRICED_HOTELS) }, (_, i) =>
    ids.slice(i * MAX_PRICED_HOTELS, (i + 1) * MAX_PRICED_HOTELS),
  )

const stayFrom = (first: string, i: number) => {
  const checkin = addDays(first, i)
  return { checkin, checkout: addDays(checkin, 2) }
}

/** What the server keeps in memory: the catalogue view (not its people) and every hotel's rating. */
interface Held {
  readonly view: CatalogueView
  readonly ratings: ReadonlyMap<string, HotelRating>
}

const held = (catalogue: Catalogue): Held => {
  const sums = new Map<string, { sum: number; count: number }>()
  for (const r of catalogue.reviews) {
    const s = sums.get(r.hotelId) ?? { sum: 0, count: 0 }
    sums.set(r.hotelId, { sum: s.sum + r.rating, count: s.count + 1 })
  }
  const { users: _users, pastStays: _stays, reviews: _reviews, ...view } = catalogue
  return {
    view,
    ratings: new Map([...sums].map(([id, s]) => [id, { average: s.sum / s.count, count: s.count }])),
  }
}

/** The server's search and pricing code over the catalogue, with the database's reads from memory. */
const inProcessRunner = ({ view, ratings }: Held) => {
  const byId = new Map(view.hotels.map((h) => [h.id, h]))
  const catalogueLayer = Layer.succeed(HotelCatalogue, {
    view,
    hotel: (id: string) => byId.get(id),
    ratings: () => Effect.succeed(ratings),
  })
  // Nothing booked and no rate overrides: the inventory statement is the database's part.
  const inventoryLayer = Layer.succeed(Inventory, {
    stays: () => Effect.succeed({ rooms: new Map(), ratesPaise: new Map() }),
  } as unknown as Inventory["Service"])
  // Never subscribed to change notifications, so the stays cache keeps nothing: every call prices
  // from the inventory it reads, as the served misses do on their first stay.
  const unsubscribed = Layer.succeed(DataChanges, DataChanges.of({ subscribe: () => Effect.never }))
  const layer = Layer.mergeAll(
    SearchPricing.layer.pipe(Layer.provide(Layer.mergeAll(catalogueLayer, inventoryLayer, unsubscribed))),
    catalogueLayer,
    AppClock.layerSystem,
  )
  const services = Effect.runSync(Layer.build(layer).pipe(Effect.scoped))
  const run = <A, E>(effect: Effect.Effect<A, E, SearchPricing | HotelCatalogue | AppClock>) =>
    Effect.runSync(Effect.provide(effect, services))
  const search = (city: string, stay: { checkin: string; checkout: string }) =>
    run(searchHotels({ city, ...stay }))
  const near = (landmark: string, stay: { checkin: string; checkout: string }) =>
    run(searchHotels({ landmark, ...stay }))
  const pricing = (hotelIds: ReadonlyArray<string>, stay: { checkin: string; checkout: string }) =>
    run(
      Effect.gen(function* () {
        const prices = yield* SearchPricing
        return yield* prices.prices({
          hotelIds,
          stay,
          rooms: parseRoomConfig(ROOMS),
          channel: "website",
          member: false,
        })
      }),
    )
  return { search, near, pricing }
}

const cityIds = (catalogue: CatalogueView, slug: string) => {
  const city = catalogue.cities.find((c) => c.slug === slug)!
  return catalogue.hotels.filter((h) => h.cityId === city.id).map((h) => h.id)
}

const measureInProcess = (kept: Held, first: string) => {
  const catalogue = kept.view
  const runner = inProcessRunner(kept)
  const counts = new Map<number, number>()
  for (const h of catalogue.hotels) counts.set(h.cityId, (counts.get(h.cityId) ?? 0) + 1)
  const smallest = catalogue.cities.reduce((a, b) =>
    (counts.get(b.id) ?? 0) < (counts.get(a.id) ?? 0) ? b : a,
  )
  // First, before the large city's answers leave garbage for the collector to charge to it.
  const smallUs = perCallUs((i) => runner.search(smallest.slug, stayFrom(first, i % STAYS)), 200)
  const city = catalogue.cities.find((c) => c.slug === CITY)!
  const landmark = catalogue.landmarks.find((l) => l.cityId === city.id && l.localityId !== null)!
  const nearHotels = (
    JSON.parse(runner.near(landmark.slug, stayFrom(first, 0))) as { data: { result: Array<unknown> } }
  ).data.result.length
  const nearUs = perCallUs(
    (i) => runner.near(landmark.slug, stayFrom(first, i % STAYS)),
    Math.max(3, Math.round(20_000 / Math.max(1, nearHotels))),
  )
  const ids = cityIds(catalogue, CITY)
  // Fewer calls per batch for larger cities keeps each size to a few seconds.
  const calls = Math.max(3, Math.round(20_000 / ids.length))
  const searchBytes = Buffer.byteLength(runner.search(CITY, stayFrom(first, 0)))
  const searchUs = perCallUs((i) => runner.search(CITY, stayFrom(first, i % STAYS)), calls)
  const pages = pricingChunks(ids)
  const pricingUs = perCallUs((i) => {
    for (const chunk of pages) runner.pricing(chunk, stayFrom(first, i % STAYS))
  }, calls)
  return {
    inProcess: { searchUs, pricingUs, searchBytes },
    cityHotels: ids.length,
    smallCity: { slug: smallest.slug, hotels: counts.get(smallest.id) ?? 0, searchUs: smallUs },
    landmark: { slug: landmark.slug, hotels: nearHotels, searchUs: nearUs },
  }
}

/** Server CPU µs per group of requests (one page's calls), sent one after another. */
const serverCpuUsPerPage = async (pid: number, pages: ReadonlyArray<ReadonlyArray<string>>, base: string) => {
  const before = cpuSeconds(pid)
  for (const path of pages.flat()) {
    const res = await fetch(`${base}${path}`)
    if (!res.ok) throw new Error(`${path.slice(0, 80)}…: ${res.status} ${(await res.text()).slice(0, 200)}`)
    await res.arrayBuffer()
  }
  return round(((cpuSeconds(pid) - before) / pages.length) * 1e6, 0)
}

const measureServed = async (hotels: number, first: string): Promise<Served> => {
  const started = performance.now()
  const product = await startProcess(
    "tests/bench/product-server.ts",
    { CATALOGUE_HOTELS: String(hotels) },
    /product listening on (\S+)/,
  )
  const pid = product.child.pid!
  const startupS = round((performance.now() - started) / 1000, 1)
  const startupCpuS = round(cpuSeconds(pid), 1)
  try {
    const query = (i: number) => {
      const stay = stayFrom(first, i)
      return `checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=${ROOMS}`
    }
    const searchPath = (i: number) => [`/api/v5/search/?city=${CITY}&${query(i)}`]
    const body = (await (await fetch(`${product.url}${searchPath(0)[0]}`)).json()) as {
      data: { result: Array<{ id: string }> }
    }
    const chunks = pricingChunks(body.data.result.map((h) => h.id))
    const pricingPaths = (i: number) =>
      chunks.map((ids) => `/api/v6/pricing/hotels/?hotel_id=${ids.join(",")}&${query(i)}`)
    const fresh = Array.from({ length: STAYS }, (_, i) => i + 1)
    // A first pass on later stays warms the JIT; the measured passes ask stays none asked before.
    const later = fresh.slice(0, 20).map((i) => i + STAYS)
    await serverCpuUsPerPage(
      pid,
      later.map((i) => [...searchPath(i), ...pricingPaths(i)]),
      product.url,
    )
    const searchMissUs = await serverCpuUsPerPage(pid, fresh.map(searchPath), product.url)
    const pricingMissUs = await serverCpuUsPerPage(pid, fresh.map(pricingPaths), product.url)
    const page = [...searchPath(0), ...pricingPaths(0)]
    const warmUs = await serverCpuUsPerPage(
      pid,
      Array.from({ length: WARM_PAGES }, () => page),
      product.url,
    )
    return { startupS, startupCpuS, rssMb: rssMb(pid), searchMissUs, pricingMissUs, warmUs }
  } finally {
    product.stop()
  }
}

export const benchScale = async (): Promise<ScaleFigures> => {
  const today = dayInIndia(Date.now())
  const first = addDays(today, 14)
  const sizes: Array<ScaleSize> = []
  for (const hotels of SIZES) {
    let kept: Held | undefined
    // The server's own start-up path: generate on today's date, then check against the schema.
    const generateMs = round(
      cpuMs(() => {
        kept = held(
          decodeCatalogue(generateCatalogue({ seed: DEFAULT_SEED, baseDate: today, hotelCount: hotels })),
        )
      }),
      0,
    )
    const measured = measureInProcess(kept!, first)
    const cities = new Set(kept!.view.hotels.map((h) => h.cityId)).size
    kept = undefined
    const served = hotels <= SERVER_MAX_HOTELS ? await measureServed(hotels, first) : undefined
    sizes.push({ catalogueHotels: hotels, cities, generateMs, ...measured, ...(served && { served }) })
  }
  return { city: CITY, stays: STAYS, sizes }
}

const perHotel = (us: number, hotels: number) => round(us / hotels, 1)

export const scaleSection = (
  f: ScaleFigures,
  run: { readonly measuredAt: string; readonly node: string },
) => {
  const base = f.sizes[0]!
  const rows = f.sizes.map((s) => {
    const p = s.inProcess
    const served = s.served
    const growth = (us: number, b: number, by: number) => round(us / b / by, 2)
    return `| ${s.catalogueHotels} | ${s.cityHotels} | ${round(p.searchBytes / 1e6, 1)} | ${p.searchUs} (${perHotel(p.searchUs, s.cityHotels)}) | ${p.pricingUs} (${perHotel(p.pricingUs, s.cityHotels)}) | ${growth(p.searchUs + p.pricingUs, base.inProcess.searchUs + base.inProcess.pricingUs, s.cityHotels / base.cityHotels)} | ${s.smallCity.slug}, ${s.smallCity.hotels}: ${s.smallCity.searchUs} | ${s.landmark.slug}, ${s.landmark.hotels}: ${s.landmark.searchUs} | ${
      served === undefined
        ? "not served | | "
        : `${served.searchMissUs} / ${served.pricingMissUs} (${perHotel(served.searchMissUs + served.pricingMissUs, s.cityHotels)}) | ${served.warmUs} | ${served.startupS} s, ${served.startupCpuS} s CPU, ${served.rssMb} MB`
    } | ${s.generateMs} |`
  })
  return [
    "<!-- scale:start -->",
    "## Scale: the same search at 1,000, 10,000 and 100,000 hotels",
    "",
    `Measured ${run.measuredAt} on Node ${run.node}. The results page's two calls for ${f.city}: its search`,
    `and the search prices of every hotel it returned, 2 nights, roomconfig ${ROOMS}. The generator spreads`,
    `hotels over all ${base.cities} cities by tier and localities, so a city's hotels grow with the catalogue.`,
    "",
    "- In-process: the server's own `searchHotels` and `SearchPricing.prices` over the generated",
    "  catalogue, every answer computed (no answer cache), with ratings and inventory from memory (nothing",
    "  booked): what the server's code costs, without the database. CPU µs per call, median of 5 batches.",
    `- Served: the product server on in-memory PGlite, one connection, ${f.stays} distinct stays per call`,
    `  (every answer computed; the inventory read once per block of 32 nights and kept, ADR 113), then`,
    `  ${WARM_PAGES} repeated pages (answer cache warm). Server CPU per page from /proc. Start-up is spawn`,
    "  to listening: generate, check, migrate, seed, load.",
    "- Growth column: (search + pricing) CPU ÷ the 1,000-hotel size's, ÷ the growth of the city's hotels;",
    "  1 is linear in the city's hotels, above 1 worse.",
    "",
    "| catalogue hotels | city hotels | search answer MB | in-process search µs (per city hotel) | in-process pricing µs (per city hotel) | growth vs city hotels | smallest city, hotels: search µs | 10 km of a landmark, hotels: search µs | served miss search / pricing µs (per city hotel) | served warm µs per page | start-up | generate + check ms CPU |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    ...(f.sizes.every((s) => s.served !== undefined)
      ? []
      : [
          "Not served: seeding 100,000 hotels (rooms, nights, reviews) on in-memory PGlite took 259 s of wall",
          "time (136 s CPU, 3.4 GB resident) on this machine, beyond the bench's budget; `SCALE_SERVER_100K=1`",
          "serves it too.",
        ]),
    `The page prices a city in calls of at most ${MAX_PRICED_HOTELS} hotels (web/features/results), and so does`,
    "this suite. The smallest city shows any cost that grows with the whole catalogue rather than the city;",
    "so does the landmark's circle, whose search reads the hotels of the grid cells it covers (ADR 119).",
    "<!-- scale:end -->",
  ].join("\n")
}

export const scaleSummary = (f: ScaleFigures): Array<SummaryRow> => {
  const first = f.sizes[0]!
  const last = f.sizes.at(-1)!
  const cost = (s: ScaleSize) => s.inProcess.searchUs + s.inProcess.pricingUs
  return [
    ...f.sizes.map(
      (s): SummaryRow => ({
        suite: "scale",
        figure: `search + pricing CPU per ${f.city} hotel at ${s.catalogueHotels} hotels, µs`,
        value: perHotel(cost(s), s.cityHotels),
      }),
    ),
    {
      suite: "scale",
      figure: `cost growth ÷ city-hotel growth, ${first.catalogueHotels} to ${last.catalogueHotels} hotels`,
      value: round(cost(last) / cost(first) / (last.cityHotels / first.cityHotels), 2),
      target: {
        text: "≤ 1.5 (linear in the city's hotels)",
        met: cost(last) / cost(first) / (last.cityHotels / first.cityHotels) <= 1.5,
      },
    },
  ]
}
