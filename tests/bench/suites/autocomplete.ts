import autocannon from "autocannon"
import { buildPlaceIndex, suggest } from "#core/search/autocomplete.ts"
import { DEFAULT_HOTEL_COUNT, loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { catalogueSnapshot } from "../catalogue-snapshot.ts"
import { startProcess } from "../processes.ts"
import { percentile, round } from "../stats.ts"

export interface AutocompleteFigures {
  readonly places: number
  readonly queries: number
  readonly queryP50Ms: number
  readonly queryP99Ms: number
  readonly queryMaxMs: number
  readonly http: ReadonlyArray<{
    readonly connections: number
    readonly productRps: number
    readonly bareRps: number
    readonly ratio: number
    /** Lowest and highest ratio over the rounds. */
    readonly ratioRange: readonly [number, number]
    readonly productP50Ms: number
    readonly productP99Ms: number
    readonly bareP99Ms: number
    readonly errors: number
  }>
}

/**
 * Alternating load rounds per connection count, the median round reported: three at 50, one pair at
 * 200 after them (the servers are warm by then), as the endpoint suite does, to keep the bench
 * within its ten minutes.
 */
const ROUNDS = { 50: 3, 200: 1 } as const

const prefixesOf = (label: string) => [3, 4, 5, 7].map((n) => label.slice(0, n).toLowerCase())

/** Every query a traveller could type while picking any catalogue place: its label's prefixes. */
const queriesFor = (labels: ReadonlyArray<string>) =>
  labels.flatMap(prefixesOf).filter((q) => q.trim().length > 2)

const queryTimes = (index: ReturnType<typeof buildPlaceIndex>, queries: ReadonlyArray<string>) => {
  for (const q of queries.slice(0, 2000)) suggest(index, q, 10) // warm the JIT before measuring
  return queries.map((q) => {
    const started = performance.now()
    suggest(index, q, 10)
    return performance.now() - started
  })
}

export const benchAutocomplete = async (options: { durationS: number }): Promise<AutocompleteFigures> => {
  const catalogue = loadCatalogue()
  const index = buildPlaceIndex(catalogue)
  const labels = [
    ...catalogue.cities.map((c) => c.name),
    ...catalogue.localities.map((l) => l.name),
    ...catalogue.landmarks.map((l) => l.name),
    ...catalogue.hotels.map((h) => h.name),
  ]
  const queries = queriesFor(labels)
  const times = queryTimes(index, queries)

  const sample = queries.filter((_, i) => i % 7 === 0).slice(0, 200)
  const requests = sample.map((q) => ({
    path: `/api/v1/search/autocomplete/?search_string=${encodeURIComponent(q)}`,
  }))
  const product = await startProcess(
    "tests/bench/product-server.ts",
    await catalogueSnapshot(DEFAULT_HOTEL_COUNT),
    /product listening on (\S+)/,
  )
  // The baseline answers a body of the median size the product sends for these queries.
  const bodies = await Promise.all(requests.map(async (r) => (await fetch(`${product.url}${r.path}`)).text()))
  const medianBody = [...bodies].sort((x, y) => x.length - y.length)[Math.floor(bodies.length / 2)]!
  const bare = await startProcess(
    "tests/bench/bare-server.ts",
    { BARE_BODY: medianBody },
    /bare listening on (\S+)/,
  )
  const load = (url: string, connections: number, duration: number) =>
    // The same request list for the baseline (it ignores paths), so the load generator, which
    // shares the two cores, does the same work for both.
    autocannon({ url, connections, duration, requests })
  const http = []
  try {
    for (const connections of [50, 200] as const) {
      const count = ROUNDS[connections]
      if (connections === 50) {
        await load(product.url, connections, 1)
        await load(bare.url, connections, 1)
      }
      // This machine is shared and noisy: alternate the two, and keep the median round.
      const rounds = []
      for (let round = 0; round < count; round++) {
        const ours = await load(product.url, connections, options.durationS)
        const base = await load(bare.url, connections, options.durationS)
        rounds.push({ ours, base, ratio: ours.requests.average / base.requests.average })
      }
      rounds.sort((x, y) => x.ratio - y.ratio)
      const { ours, base, ratio } = rounds[Math.floor(count / 2)]!
      http.push({
        connections,
        productRps: round(ours.requests.average, 0),
        bareRps: round(base.requests.average, 0),
        ratio: round(ratio, 2),
        ratioRange: [round(rounds[0]!.ratio, 2), round(rounds[count - 1]!.ratio, 2)] as const,
        productP50Ms: ours.latency.p50,
        productP99Ms: ours.latency.p99,
        bareP99Ms: base.latency.p99,
        errors: rounds.reduce((sum, r) => sum + r.ours.errors + r.ours.non2xx, 0),
      })
    }
  } finally {
    product.stop()
    bare.stop()
  }
  return {
    places: labels.length,
    queries: times.length,
    queryP50Ms: round(percentile(times, 50), 4),
    queryP99Ms: round(percentile(times, 99), 4),
    queryMaxMs: round(Math.max(...times), 4),
    http,
  }
}
