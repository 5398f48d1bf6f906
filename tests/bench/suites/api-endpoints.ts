import { writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { catalogueSnapshot } from "../catalogue-snapshot.ts"
import { type Compared, compare, loadRound, type Requests, type Round, wireBody } from "../load-round.ts"
import { startProcess, stopped } from "../processes.ts"
import { round } from "../stats.ts"
import type { SummaryRow } from "../summary.ts"

/** The server's default catalogue size. */
const CATALOGUE_HOTELS = 1000
const LEAD_DAYS = 14
const NIGHTS = 2
const ROOMCONFIG = "2-0"
/** The connection counts; its targets are read at the first. */
const CONNECTIONS = [50, 200] as const
/** Alternating rounds at 50 connections, one pair at 200 (the suite keeps to ~90 s). */
const ROUNDS = 3
/** Open carts the by-bid runs reprice in turn. */
const OPEN_CARTS = 100
/**
 * The stays the run where every answer is computed asks for, none twice: 3,000 check-ins × 1 to 5
 * nights × four parties. The suite fails rather than report a run that sent more (a repeated stay
 * would come from the answer cache).
 */
const STAY_CHECKINS = 3000
const STAY_NIGHTS = 5
const STAY_PARTIES = ["2-0", "1-0", "3-0", "2-1"] as const
const DISTINCT_STAYS = STAY_CHECKINS * STAY_NIGHTS * STAY_PARTIES.length
/** The p99 targets at 50 connections on PGlite, ms. */
const TARGET_P99_MS = { roomPrices: 15, other: 50 } as const

interface EndpointFigures {
  readonly name: string
  readonly path: string
  readonly bytes: number
  readonly wireBytes: number
  readonly encoding: string
  readonly targetP99Ms: number
  readonly runs: ReadonlyArray<Compared>
  /** Room prices only: one run at 50 connections where no stay repeats, so every answer is computed. */
  readonly computed?: Round
}

export interface ApiEndpointsFigures {
  readonly catalogueHotels: number
  readonly hotel: { readonly id: string; readonly path: string; readonly roomType: string }
  readonly stay: string
  readonly cores: number
  readonly runSeconds: number
  /** 1-minute load average before and after the rounds. */
  readonly loadAverage: readonly [number, number]
  /** Carts the new-cart runs started: one row written per request. */
  readonly cartsCreated: number
  /** Requests of the computed room-prices run, over DISTINCT_STAYS stays. */
  readonly roomPricesAsked: number
  readonly endpoints: ReadonlyArray<EndpointFigures>
}

const dataOf = async <A>(url: string): Promise<A> => {
  const response = await fetch(url)
  if (response.status !== 200) throw new Error(`api-endpoints bench: ${url} answered ${response.status}`)
  return ((await response.json()) as { data: A }).data
}

/**
 * The hotel page's calls and the cart, for the first hotel of the Bengaluru listing: hotel details
 * and room prices as the page asks them, the itinerary as the Book link starts a cart (every
 * request writes a new cart row) and as the checkout page reprices an open cart by its bid (a read,
 * nothing written). Each against bare node:http answering the same bytes.
 */
export const benchApiEndpoints = async (options: { durationS: number }): Promise<ApiEndpointsFigures> => {
  const runSeconds = Math.max(1, round(options.durationS * 0.4, 1))
  const checkin = addDays(dayInIndia(Date.now()), LEAD_DAYS)
  const stay = `checkin=${checkin}&checkout=${addDays(checkin, NIGHTS)}`
  const product = await startProcess(
    "tests/bench/product-server.ts",
    await catalogueSnapshot(CATALOGUE_HOTELS),
    /product listening on (\S+)/,
  )
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined
  try {
    const search = await dataOf<{ result: Array<{ id: string }> }>(
      `${product.url}/api/v5/search/?city=bengaluru&${stay}&roomconfig=${ROOMCONFIG}`,
    )
    const id = search.result[0]!.id
    const detailsPath = `/api/v5/hotels/${id}/details/?${stay}&utm_source=direct`
    const roomPricesPath = `/api/v5/pricing/hotels/${id}/room-prices/?${stay}&roomconfig=${ROOMCONFIG}`
    const details = await dataOf<{ path: string }>(`${product.url}${detailsPath}`)
    const prices = await dataOf<{
      room_type_ids: Array<string>
      total_price: Record<string, { room_type: string; available: boolean }>
    }>(`${product.url}${roomPricesPath}`)
    const roomType = prices.room_type_ids
      .map((t) => prices.total_price[t]!)
      .find((t) => t.available)!.room_type
    // The hotel page's Book link, as the checkout page passes it on.
    const newCartPath = `/api/v8/checkout/itinerary/?hotel_id=${id}&${stay}&roomconfig=${ROOMCONFIG}&roomtype=${roomType}&rateplan=rp`
    const bids = []
    for (let i = 0; i < OPEN_CARTS; i++)
      bids.push((await dataOf<{ bid: string }>(`${product.url}${newCartPath}`)).bid)
    if (new Set(bids).size !== OPEN_CARTS) throw new Error("api-endpoints bench: the itinerary reused a cart")
    // Every new-cart request writes one cart: the open carts above, the two samples of the answer
    // below, and each request of the runs (warm-ups included), counted as sent.
    let cartsCreated = OPEN_CARTS + 2
    const counted = <R extends { path: string }>(request: R): R => {
      cartsCreated++
      return request
    }
    // autocannon walks one list per connection, so the stay comes from a counter all connections share.
    let asked = 0
    const freshStay = <R extends { path: string }>(request: R): R => {
      const n = asked++ % DISTINCT_STAYS
      const day = addDays(checkin, 1 + (n % STAY_CHECKINS))
      const nights = 1 + (Math.floor(n / STAY_CHECKINS) % STAY_NIGHTS)
      const party = STAY_PARTIES[Math.floor(n / (STAY_CHECKINS * STAY_NIGHTS))]
      const query = `checkin=${day}&checkout=${addDays(day, nights)}&roomconfig=${party}`
      return { ...request, path: `/api/v5/pricing/hotels/${id}/room-prices/?${query}` }
    }
    const cases: Array<{ name: string; requests: Requests; target: number; computed?: Requests }> = [
      { name: "hotel details", requests: [{ path: detailsPath }], target: TARGET_P99_MS.other },
      {
        name: "room prices",
        requests: [{ path: roomPricesPath }],
        target: TARGET_P99_MS.roomPrices,
        computed: [{ path: roomPricesPath, setupRequest: freshStay }],
      },
      {
        name: "itinerary, new cart",
        requests: [{ path: newCartPath, setupRequest: counted }],
        target: TARGET_P99_MS.other,
      },
      {
        name: "itinerary, open cart by bid",
        requests: bids.map((bid) => ({ path: `/api/v8/checkout/itinerary/?bid=${bid}&apply_wallet=true` })),
        target: TARGET_P99_MS.other,
      },
    ]
    const bodies: Record<string, string> = {}
    const sampled = []
    for (const c of cases) {
      const path = c.requests[0]!.path
      const wire = await wireBody(product.url, path)
      const body = await (await fetch(`${product.url}${path}`)).text()
      bodies[path.split("?", 1)[0]!] = body
      sampled.push({ ...c, path, body, wire })
    }
    const bodiesFile = join(tmpdir(), `bench-api-endpoints-${process.pid}.json`)
    writeFileSync(bodiesFile, JSON.stringify(bodies))
    bare = await startProcess(
      "tests/bench/bare-server.ts",
      { BARE_BODIES_FILE: bodiesFile },
      /bare listening on (\S+)/,
    )
    const loadAverageBefore = loadavg()[0]!
    const endpoints: Array<EndpointFigures> = []
    for (const c of sampled) {
      const runs = []
      for (const [i, connections] of CONNECTIONS.entries()) {
        const bareRequests = c.requests.map(({ path }) => ({ path }))
        const run = await compare(
          product,
          bare,
          { product: c.requests, bare: bareRequests },
          {
            connections,
            duration: runSeconds,
            rounds: i === 0 ? ROUNDS : 1,
            warmUp: i === 0,
          },
        )
        runs.push(run)
      }
      // Warmed as the other rows are, on stays of its own: the measured run's are still new.
      if (c.computed !== undefined) await loadRound(product, c.computed, CONNECTIONS[0], 1)
      const computed =
        c.computed === undefined
          ? undefined
          : await loadRound(product, c.computed, CONNECTIONS[0], runSeconds)
      if (asked > DISTINCT_STAYS) {
        throw new Error(
          `api-endpoints bench: the computed room-prices run sent ${asked} requests over ${DISTINCT_STAYS} stays; some answers came from the cache`,
        )
      }
      endpoints.push({
        name: c.name,
        path: c.path,
        bytes: Buffer.byteLength(c.body),
        wireBytes: c.wire.body.length,
        encoding: c.wire.encoding,
        targetP99Ms: c.target,
        runs,
        ...(computed === undefined ? {} : { computed }),
      })
    }
    return {
      catalogueHotels: CATALOGUE_HOTELS,
      hotel: { id, path: details.path, roomType },
      stay: `${checkin} to ${addDays(checkin, NIGHTS)}, roomconfig ${ROOMCONFIG}`,
      cores: cpus().length,
      runSeconds,
      loadAverage: [round(loadAverageBefore, 2), round(loadavg()[0]!, 2)],
      cartsCreated,
      roomPricesAsked: asked,
      endpoints,
    }
  } finally {
    await Promise.all([stopped(product), ...(bare === undefined ? [] : [stopped(bare)])])
  }
}

const verdict = (e: EndpointFigures) => (e.runs[0]!.product.p99Ms <= e.targetP99Ms ? "meets" : "MISSES")

/** The suite's section of docs/performance.md. */
export const apiEndpointsSection = (
  f: ApiEndpointsFigures,
  run: { readonly measuredAt: string; readonly node: string; readonly durationS: number },
) =>
  [
    "<!-- api-endpoints:start -->",
    "## Hotel details, room prices and the itinerary",
    "",
    `Measured ${run.measuredAt} on Node ${run.node} (\`npm run bench\`, ${f.runSeconds} s per load run),`,
    `load average ${f.loadAverage[0]} before and ${f.loadAverage[1]} after the rounds (${f.cores} cores, shared).`,
    "",
    `- Catalogue of ${f.catalogueHotels} hotels on embedded PGlite (in memory). Hotel ${f.hotel.id} (\`${f.hotel.path}\`, the`,
    `  Bengaluru listing's first), stay ${f.stay}, room type ${f.hotel.roomType}; requests sent with`,
    "  `Accept-Encoding: gzip, br` as browsers do.",
    "- Itinerary, new cart: the hotel page's Book link (hotel, stay, room type, plan); each request",
    `  prices and inserts a new cart row (${f.cartsCreated} carts written in this run), as every traveller's first`,
    `  itinerary call does. Open cart by bid: the checkout page repricing one of ${OPEN_CARTS} open carts by its`,
    "  bid; a read, nothing written. Warm: the server answered the same requests before the measured",
    "  rounds. Hotel details and room prices are kept in the answer cache (ADR 076), so repeated they",
    "  are cache hits; the itinerary is not (a cart is the traveller's own). The row \"room prices, every",
    `  answer computed" sends ${f.roomPricesAsked} requests over ${DISTINCT_STAYS} stays.`,
    ...f.endpoints.map(
      (e) =>
        `- ${e.name}: \`${e.path}\`, ${e.bytes} bytes, ${e.wireBytes} as ${e.encoding}; target p99 ≤ ${e.targetP99Ms} ms at ${CONNECTIONS[0]} connections: ${verdict(e)} (${e.runs[0]!.product.p99Ms} ms).`,
    ),
    "",
    `Median of ${ROUNDS} alternating rounds (product, then baseline) at ${CONNECTIONS[0]} connections, one pair at ${CONNECTIONS[1]}.`,
    "Latency is the client's (it includes queueing behind the other connections); the ratio is product",
    "req/s ÷ bare req/s (range over the rounds); CPU is the server process's user + system time per",
    "request, read from /proc.",
    "",
    "| endpoint | connections | product req/s | bare req/s | ratio | product p50 / p99 ms | bare p50 / p99 ms | server CPU µs per request, product / bare | errors |",
    "|---|---|---|---|---|---|---|---|---|",
    ...f.endpoints.flatMap((e) => [
      ...e.runs.map(
        (r) =>
          `| ${e.name} | ${r.connections} | ${r.product.rps} | ${r.bare.rps} | ${r.ratio} (${r.ratioRange[0]}–${r.ratioRange[1]}) | ${r.product.p50Ms} / ${r.product.p99Ms} | ${r.bare.p50Ms} / ${r.bare.p99Ms} | ${r.product.cpuUsPerRequest} / ${r.bare.cpuUsPerRequest} | ${r.product.errors} |`,
      ),
      ...(e.computed === undefined
        ? []
        : [
            `| ${e.name}, every answer computed | ${CONNECTIONS[0]} | ${e.computed.rps} | ${e.runs[0]!.bare.rps} | ${round(e.computed.rps / Math.max(1, e.runs[0]!.bare.rps), 3)} | ${e.computed.p50Ms} / ${e.computed.p99Ms} | | ${e.computed.cpuUsPerRequest} / ${e.runs[0]!.bare.cpuUsPerRequest} | ${e.computed.errors} |`,
          ]),
    ]),
    "<!-- api-endpoints:end -->",
  ].join("\n")

const computedSummary = (e: EndpointFigures): Array<SummaryRow> =>
  e.computed === undefined
    ? []
    : [
        {
          suite: "api-endpoints",
          figure: `${e.name}, every answer computed, p99 at ${CONNECTIONS[0]} connections, ms`,
          value: e.computed.p99Ms,
          target: { text: `≤ ${e.targetP99Ms} ms`, met: e.computed.p99Ms <= e.targetP99Ms },
        },
        {
          suite: "api-endpoints",
          figure: `${e.name}, every answer computed, server CPU per request, µs`,
          value: e.computed.cpuUsPerRequest,
        },
      ]

export const apiEndpointsSummary = (f: ApiEndpointsFigures): Array<SummaryRow> =>
  f.endpoints.flatMap((e) => [
    ...computedSummary(e),
    ...e.runs.flatMap(
      (r): Array<SummaryRow> => [
        {
          suite: "api-endpoints",
          figure: `${e.name}, p99 at ${r.connections} connections, ms`,
          value: r.product.p99Ms,
          baseline: { name: "bare node:http", value: r.bare.p99Ms },
          ...(r.connections === CONNECTIONS[0]
            ? { target: { text: `≤ ${e.targetP99Ms} ms`, met: r.product.p99Ms <= e.targetP99Ms } }
            : {}),
        },
        {
          suite: "api-endpoints",
          figure: `${e.name}, req/s at ${r.connections} connections`,
          value: r.product.rps,
          baseline: { name: "bare node:http", value: r.bare.rps },
          ratio: r.ratio,
        },
        {
          suite: "api-endpoints",
          figure: `${e.name}, server CPU per request at ${r.connections} connections, µs`,
          value: r.product.cpuUsPerRequest,
          baseline: { name: "bare node:http", value: r.bare.cpuUsPerRequest },
        },
      ],
    ),
  ])
