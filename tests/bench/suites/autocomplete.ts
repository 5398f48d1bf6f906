import autocannon from "autocannon"
import { buildPlaceIndex, suggest } from "#core/search/autocomplete.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
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
    readonly productP50Ms: number
    readonly productP99Ms: number
    readonly bareP99Ms: number
    readonly errors: number
  }>
}

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
  const product = await startProcess("tests/bench/product-server.ts", {}, /product listening on (\S+)/)
  const typicalBody = await (await fetch(`${product.url}${requests[0]!.path}`)).text()
  const bare = await startProcess(
    "tests/bench/bare-server.ts",
    { BARE_BODY: typicalBody },
    /bare listening on (\S+)/,
  )
  const http = []
  try {
    for (const connections of [50, 200]) {
      await autocannon({ url: product.url, connections, duration: 1, requests }) // warm-up
      const ours = await autocannon({ url: product.url, connections, duration: options.durationS, requests })
      await autocannon({ url: bare.url, connections, duration: 1 })
      const base = await autocannon({ url: bare.url, connections, duration: options.durationS })
      http.push({
        connections,
        productRps: round(ours.requests.average, 0),
        bareRps: round(base.requests.average, 0),
        ratio: round(ours.requests.average / base.requests.average, 2),
        productP50Ms: ours.latency.p50,
        productP99Ms: ours.latency.p99,
        bareP99Ms: base.latency.p99,
        errors: ours.errors + ours.non2xx,
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
