import { writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import { ACCEPT_ENCODING, wireBody } from "../load-round.ts"
import { cpuSeconds, startProcess } from "../processes.ts"
import { percentile, round } from "../stats.ts"

/** A catalogue this size puts 220 hotels in Bengaluru, the "200-hotel city". */
export const CATALOGUE_HOTELS = 4000
const CITY = "bengaluru"
const CONNECTIONS = 50
const ROUNDS = 3
/** What browsers send; the product and the baseline both answer br to it. */
/**
 * Distinct stays for the run where every answer is computed: more requests than that run sends, so
 * no answer is asked for twice. The suite fails rather than report a run that sent more.
 */
const DISTINCT_STAYS = 3000

interface Latencies {
  readonly p50Ms: number
  readonly p99Ms: number
}

interface Round {
  readonly rps: number
  readonly overall: Latencies
  readonly search: Latencies
  readonly pricing: Latencies
  /** Server CPU (user + system) per request, from /proc: steadier than latency on a shared machine. */
  readonly cpuUsPerRequest: number
  readonly errors: number
  /** Mean bytes per answer on the wire (headers and body, as autocannon counts them). */
  readonly searchWireBytes: number
  readonly pricingWireBytes: number
}

export interface SearchPricingFigures {
  readonly city: string
  readonly hotels: number
  /** JSON bytes of each answer before compression. */
  readonly searchBytes: number
  readonly pricingBytes: number
  /** Body bytes as sent to `Accept-Encoding: gzip, br`, and the coding used. */
  readonly searchEncodedBytes: number
  readonly pricingEncodedBytes: number
  readonly encoding: string
  readonly connections: number
  /** 1-minute load average before and after the load rounds. */
  readonly loadAverage: readonly [number, number]
  /** The same search and pricing repeated: after the first, every answer comes from the answer cache. */
  readonly product: Round
  /** The same load over DISTINCT_STAYS stays: every answer is computed (the cache's worst case). */
  readonly productUncached: Round
  readonly productUncachedStays: number
  readonly bare: Round
  readonly ratio: number
  readonly ratioRange: readonly [number, number]
  /** One quote of a 15-night stay of 5 rooms, CPU µs (median of batches). */
  readonly quote15x5Us: number
}

const latencies = (values: ReadonlyArray<number>): Latencies => ({
  p50Ms: round(percentile(values, 50), 1),
  p99Ms: round(percentile(values, 99), 1),
})

const mean = (values: ReadonlyArray<number>) =>
  values.length === 0 ? 0 : round(values.reduce((a, b) => a + b, 0) / values.length, 0)

/**
 * One load run of the alternating request list, sent with `Accept-Encoding: gzip, br` as browsers
 * do. Answers are told apart by size (a search answer is several times a pricing answer):
 * autocannon reports latency per answer, not per request path.
 */
const load = async (
  url: string,
  pid: number,
  requests: ReadonlyArray<{ path: string; setupRequest?: <R extends { path: string }>(request: R) => R }>,
  bytesCut: number,
  duration: number,
): Promise<Round> => {
  const search: Array<number> = []
  const pricing: Array<number> = []
  const searchBytes: Array<number> = []
  const pricingBytes: Array<number> = []
  const before = cpuSeconds(pid)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    setupClient: (client) =>
      client.on("response", (_status, bytes, latencyMs) => {
        const isSearch = bytes > bytesCut
        ;(isSearch ? search : pricing).push(latencyMs)
        ;(isSearch ? searchBytes : pricingBytes).push(bytes)
      }),
  })
  const cpuS = cpuSeconds(pid) - before
  return {
    rps: round(result.requests.average, 0),
    overall: latencies([...search, ...pricing]),
    search: latencies(search),
    pricing: latencies(pricing),
    cpuUsPerRequest: round((cpuS * 1e6) / Math.max(1, result.requests.total), 0),
    errors: result.errors + result.non2xx,
    searchWireBytes: mean(searchBytes),
    pricingWireBytes: mean(pricingBytes),
  }
}

/** The engine alone on the largest stay a search can ask: 15 nights, 5 rooms of 3 adults. */
const quoteMicro = (): number => {
  const checkin = "2026-12-01"
  const input = {
    hotel: { id: "1", brandCode: "tryst" as const },
    roomType: { code: "mahogany" as const, baseRatePaise: 699_900 },
    ratePlan: ratePlansFor("Premium")[0]!,
    stay: { checkin, checkout: addDays(checkin, 15) },
    occupancy: Array.from({ length: 5 }, () => ({ adults: 3, kids: 1 })),
    channel: "website" as const,
    member: true,
    nights: Array.from({ length: 15 }, (_, i) => ({
      date: addDays(checkin, i),
      roomsAvailable: 10 - (i % 10),
      roomCount: 10,
    })),
  }
  const batch = 500
  const perQuote: Array<number> = []
  for (let b = 0; b < 12; b++) {
    const started = process.cpuUsage()
    for (let i = 0; i < batch; i++) quote(input)
    const used = process.cpuUsage(started)
    if (b >= 2) perQuote.push((used.user + used.system) / batch) // the first batches warm the JIT
  }
  return round(percentile(perQuote, 50), 1)
}

/**
 * The target: a city's search and the pricing of the hotels it returned, alternating at 50
 * connections on the embedded database, against bare node:http answering bodies of the same sizes.
 */
export const benchSearchPricing = async (options: { durationS: number }): Promise<SearchPricingFigures> => {
  const quote15x5Us = quoteMicro()
  const checkin = addDays(dayInIndia(Date.now()), 14)
  const stay = `checkin=${checkin}&checkout=${addDays(checkin, 2)}&roomconfig=2-0`
  const product = await startProcess(
    "tests/bench/product-server.ts",
    { CATALOGUE_HOTELS: String(CATALOGUE_HOTELS) },
    /product listening on (\S+)/,
  )
  const searchPath = `/api/v5/search/?city=${CITY}&${stay}`
  const searchBody = await (await fetch(`${product.url}${searchPath}`)).text()
  const ids = (JSON.parse(searchBody) as { data: { result: Array<{ id: string }> } }).data.result.map(
    (h) => h.id,
  )
  const pricingPath = `/api/v6/pricing/hotels/?hotel_id=${ids.join(",")}&${stay}`
  const pricingBody = await (await fetch(`${product.url}${pricingPath}`)).text()
  const searchWire = await wireBody(product.url, searchPath)
  const pricingWire = await wireBody(product.url, pricingPath)
  const bodiesFile = join(tmpdir(), `bench-search-pricing-${process.pid}.json`)
  writeFileSync(bodiesFile, JSON.stringify({ "/api/v5/": searchBody, "/api/v6/": pricingBody }))
  const bare = await startProcess(
    "tests/bench/bare-server.ts",
    { BARE_BODIES_FILE: bodiesFile },
    /bare listening on (\S+)/,
  )
  const requests = [{ path: searchPath }, { path: pricingPath }]
  // Every request its own stay (the same party and length, later check-ins): the same work per
  // answer as the cached list's first requests, but no answer is ever asked for twice. autocannon
  // walks one list per connection, so the stay comes from a counter shared by all connections.
  let sent = 0
  const freshStay = () => {
    const day = addDays(checkin, 1 + (sent++ % DISTINCT_STAYS))
    return `checkin=${day}&checkout=${addDays(day, 2)}&roomconfig=2-0`
  }
  const uncachedRequests = [
    {
      path: searchPath,
      setupRequest: <R extends { path: string }>(request: R): R => ({
        ...request,
        path: `/api/v5/search/?city=${CITY}&${freshStay()}`,
      }),
    },
    {
      path: pricingPath,
      setupRequest: <R extends { path: string }>(request: R): R => ({
        ...request,
        path: `/api/v6/pricing/hotels/?hotel_id=${ids.join(",")}&${freshStay()}`,
      }),
    },
  ]
  const bytesCut = (searchWire.body.length + pricingWire.body.length) / 2
  const loadAverageBefore = loadavg()[0]!
  const rounds: Array<{ ours: Round; base: Round; ratio: number }> = []
  let uncached: Round
  try {
    await load(product.url, product.child.pid!, requests, bytesCut, 2)
    await load(bare.url, bare.child.pid!, requests, bytesCut, 1)
    // This machine is shared and noisy: alternate the two, and keep the median round.
    for (let r = 0; r < ROUNDS; r++) {
      const ours = await load(product.url, product.child.pid!, requests, bytesCut, options.durationS)
      const base = await load(bare.url, bare.child.pid!, requests, bytesCut, options.durationS)
      rounds.push({ ours, base, ratio: ours.rps / Math.max(1, base.rps) })
    }
    uncached = await load(product.url, product.child.pid!, uncachedRequests, bytesCut, options.durationS)
    if (sent > DISTINCT_STAYS) {
      throw new Error(
        `search-pricing bench: the computed run sent ${sent} requests over ${DISTINCT_STAYS} stays; some answers came from the cache`,
      )
    }
  } finally {
    product.stop()
    bare.stop()
  }
  rounds.sort((x, y) => x.ratio - y.ratio)
  const middle = rounds[Math.floor(ROUNDS / 2)]!
  return {
    city: CITY,
    hotels: ids.length,
    searchBytes: Buffer.byteLength(searchBody),
    pricingBytes: Buffer.byteLength(pricingBody),
    searchEncodedBytes: searchWire.body.length,
    pricingEncodedBytes: pricingWire.body.length,
    encoding: searchWire.encoding,
    connections: CONNECTIONS,
    loadAverage: [round(loadAverageBefore, 2), round(loadavg()[0]!, 2)],
    product: middle.ours,
    productUncached: uncached,
    productUncachedStays: DISTINCT_STAYS,
    bare: middle.base,
    ratio: round(middle.ratio, 2),
    ratioRange: [round(rounds[0]!.ratio, 2), round(rounds[ROUNDS - 1]!.ratio, 2)],
    quote15x5Us,
  }
}
