import { readFileSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import { startProcess } from "../processes.ts"
import { percentile, round } from "../stats.ts"

/** A catalogue this size puts 220 hotels in Bengaluru, the "200-hotel city". */
export const CATALOGUE_HOTELS = 4000
const CITY = "bengaluru"
const CONNECTIONS = 50
const ROUNDS = 3
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_S = 100

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
}

export interface SearchPricingFigures {
  readonly city: string
  readonly hotels: number
  readonly searchBytes: number
  readonly pricingBytes: number
  readonly connections: number
  /** 1-minute load average before and after the load rounds. */
  readonly loadAverage: readonly [number, number]
  readonly product: Round
  readonly bare: Round
  readonly ratio: number
  readonly ratioRange: readonly [number, number]
  /** One quote of a 15-night stay of 5 rooms, CPU µs (median of batches). */
  readonly quote15x5Us: number
}

const cpuTicks = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return Number(fields[11]) + Number(fields[12]) // utime, stime
}

const latencies = (values: ReadonlyArray<number>): Latencies => ({
  p50Ms: round(percentile(values, 50), 1),
  p99Ms: round(percentile(values, 99), 1),
})

/**
 * One load run of the alternating request list. Answers are told apart by size (a search answer is
 * several times a pricing answer): autocannon reports latency per answer, not per request path.
 */
const load = async (
  url: string,
  pid: number,
  requests: ReadonlyArray<{ path: string }>,
  bytesCut: number,
  duration: number,
): Promise<Round> => {
  const search: Array<number> = []
  const pricing: Array<number> = []
  const before = cpuTicks(pid)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests,
    setupClient: (client) =>
      client.on("response", (_status, bytes, latencyMs) =>
        (bytes > bytesCut ? search : pricing).push(latencyMs),
      ),
  })
  const cpuS = (cpuTicks(pid) - before) / TICKS_PER_S
  return {
    rps: round(result.requests.average, 0),
    overall: latencies([...search, ...pricing]),
    search: latencies(search),
    pricing: latencies(pricing),
    cpuUsPerRequest: round((cpuS * 1e6) / Math.max(1, result.requests.total), 0),
    errors: result.errors + result.non2xx,
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
  const bodiesFile = join(tmpdir(), `bench-search-pricing-${process.pid}.json`)
  writeFileSync(bodiesFile, JSON.stringify({ "/api/v5/": searchBody, "/api/v6/": pricingBody }))
  const bare = await startProcess(
    "tests/bench/bare-server.ts",
    { BARE_BODIES_FILE: bodiesFile },
    /bare listening on (\S+)/,
  )
  const requests = [{ path: searchPath }, { path: pricingPath }]
  const bytesCut = (Buffer.byteLength(searchBody) + Buffer.byteLength(pricingBody)) / 2
  const loadAverageBefore = loadavg()[0]!
  const rounds: Array<{ ours: Round; base: Round; ratio: number }> = []
  try {
    await load(product.url, product.child.pid!, requests, bytesCut, 2)
    await load(bare.url, bare.child.pid!, requests, bytesCut, 1)
    // This machine is shared and noisy: alternate the two, and keep the median round.
    for (let r = 0; r < ROUNDS; r++) {
      const ours = await load(product.url, product.child.pid!, requests, bytesCut, options.durationS)
      const base = await load(bare.url, bare.child.pid!, requests, bytesCut, options.durationS)
      rounds.push({ ours, base, ratio: ours.rps / Math.max(1, base.rps) })
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
    connections: CONNECTIONS,
    loadAverage: [round(loadAverageBefore, 2), round(loadavg()[0]!, 2)],
    product: middle.ours,
    bare: middle.base,
    ratio: round(middle.ratio, 2),
    ratioRange: [round(rounds[0]!.ratio, 2), round(rounds[ROUNDS - 1]!.ratio, 2)],
    quote15x5Us,
  }
}
