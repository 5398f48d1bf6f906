// `npm run bench`: the one place speed is measured. Figures are ratios against baselines measured in
// the same run (these machines are shared and noisy); results go to bench-results.json and
// docs/performance.md. No timing thresholds live in tests.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { round } from "./stats.ts"
import {
  type ApiEndpointsFigures,
  apiEndpointsSection,
  apiEndpointsSummary,
  benchApiEndpoints,
} from "./suites/api-endpoints.ts"
import { type AutocompleteFigures, benchAutocomplete } from "./suites/autocomplete.ts"
import { type BookingsFigures, benchBookings, bookingsSection } from "./suites/bookings.ts"
import { benchFilters, type FilterFigures } from "./suites/filters.ts"
import { benchJourneys, type JourneysFigures, journeysSection, LIBRARY_TARGET_S } from "./suites/journeys.ts"
import { benchJsBudget, type JsBudgetFigures } from "./suites/js-budget.ts"
import {
  benchLighthouse,
  type LighthouseFigures,
  lighthouseSection,
  lighthouseSummary,
} from "./suites/lighthouse.ts"
import {
  benchRoomPrices,
  ROOM_PRICES_TARGET_P99_MS,
  type RoomPricesFigures,
  roomPricesSection,
} from "./suites/room-prices.ts"
import { benchScale, type ScaleFigures, scaleSection, scaleSummary } from "./suites/scale.ts"
import { benchSearchPricing, CATALOGUE_HOTELS, type SearchPricingFigures } from "./suites/search-pricing.ts"
import { benchSsr, type SsrFigures, ssrSection, ssrSummary } from "./suites/ssr.ts"
import {
  autocompleteSummary,
  bookingsSummary,
  filtersSummary,
  journeysSummary,
  jsBudgetSummary,
  roomPricesSummary,
  searchPricingSummary,
  summaryTable,
} from "./summaries.ts"
import type { SummaryRow } from "./summary.ts"

/** What bench-results.json holds per suite: this run's figures, or the last run's for suites not run. */
interface Figures {
  readonly autocomplete: AutocompleteFigures
  readonly filters: FilterFigures
  readonly searchPricing: SearchPricingFigures
  readonly roomPrices: RoomPricesFigures
  readonly bookings: BookingsFigures
  readonly jsBudget: JsBudgetFigures
  readonly journeys: JourneysFigures
  readonly apiEndpoints: ApiEndpointsFigures
  readonly ssr: SsrFigures
  readonly lighthouse: LighthouseFigures
  readonly scale: ScaleFigures
}
/** The issue's limit on the whole bench's wall time. */
const BENCH_BUDGET_S = 600

const root = join(import.meta.dirname, "..", "..")
/**
 * Seconds per load run. 3: the whole bench took 588–624 s with 5 on one host, and 621 s with 4 on
 * a slower one, against the issue's 600 s budget; runs of 3 s still hold thousands of requests for
 * every p99 but the page renders', whose runs keep 2 s (tests/bench/suites/ssr.ts).
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? "3")
/** `BENCH_ONLY=search-pricing` runs one suite (comma-separated names); the others keep their figures. */
const only = process.env.BENCH_ONLY?.split(",")
const runs = (name: string) => only === undefined || only.includes(name)

const resultsPath = join(root, "bench-results.json")
const previous = (() => {
  try {
    return JSON.parse(readFileSync(resultsPath, "utf8")) as Record<string, unknown>
  } catch {
    return {}
  }
})()
/** Wall seconds of each suite run this time: the issue holds the whole bench to 10 minutes. */
const suiteSeconds: Record<string, number> = {}
const timed = async <A>(name: string, suite: () => A | Promise<A>): Promise<A | undefined> => {
  if (!runs(name)) return undefined
  const start = performance.now()
  const figures = await suite()
  suiteSeconds[name] = round((performance.now() - start) / 1000, 1)
  return figures
}
const benchStart = performance.now()
const jsBudget = await timed("js-budget", () => benchJsBudget())
const filters = await timed("filters", () => benchFilters())
const lighthouse = await timed("lighthouse", () => benchLighthouse())
const autocomplete = await timed("autocomplete", () => benchAutocomplete({ durationS }))
const searchPricing = await timed("search-pricing", () => benchSearchPricing({ durationS }))
const roomPrices = await timed("room-prices", () => benchRoomPrices({ durationS }))
const apiEndpoints = await timed("api-endpoints", () => benchApiEndpoints({ durationS }))
const ssr = await timed("ssr", () => benchSsr({ durationS }))
const bookings = await timed("bookings", () => benchBookings({ durationS }))
const scale = await timed("scale", () => benchScale())
const journeys = await timed("journeys", () => benchJourneys())
const benchSeconds = round((performance.now() - benchStart) / 1000, 1)
const results = {
  ...previous,
  measuredAt: new Date().toISOString(),
  node: process.version,
  ...(autocomplete && { autocomplete }),
  ...(filters && { filters }),
  ...(searchPricing && { searchPricing }),
  ...(roomPrices && { roomPrices }),
  ...(bookings && { bookings }),
  ...(apiEndpoints && { apiEndpoints }),
  ...(ssr && { ssr }),
  ...(lighthouse && { lighthouse }),
  ...(scale && { scale }),
  ...(jsBudget && { jsBudget }),
  ...(journeys && { journeys }),
  suiteSeconds: { ...(previous.suiteSeconds as Record<string, number> | undefined), ...suiteSeconds },
  // Only a run of every suite times the whole bench.
  ...(only === undefined && { benchSeconds }),
} as typeof previous &
  Partial<Figures> & {
    measuredAt: string
    node: string
    suiteSeconds: Record<string, number>
    benchSeconds?: number
  }
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)

const verdict = (ok: boolean) => (ok ? "meets" : "MISSES")
const autocompleteSection = (a: NonNullable<typeof autocomplete>) =>
  [
    "<!-- autocomplete:start -->",
    "## Location autocomplete",
    "",
    `Measured ${results.measuredAt} on Node ${results.node} (\`npm run bench\`, ${durationS} s per load run).`,
    "",
    `- Place index: ${a.places} places; ${a.queries} queries (3, 4, 5 and 7-letter prefixes of every label).`,
    `- Server-side query time: p50 ${a.queryP50Ms} ms, p99 ${a.queryP99Ms} ms, max ${a.queryMaxMs} ms — target p99 ≤ 5 ms: ${verdict(a.queryP99Ms <= 5)}.`,
    "",
    "Median of 3 alternating rounds (product, then baseline) at 50 connections, one pair at 200; the",
    "range is the lowest and highest ratio of the rounds.",
    "",
    "| connections | product req/s | bare node:http req/s | ratio (target ≥ 0.3) | range | product p50 / p99 ms | bare p99 ms | errors |",
    "|---|---|---|---|---|---|---|---|",
    ...a.http.map(
      (h) =>
        `| ${h.connections} | ${h.productRps} | ${h.bareRps} | ${h.ratio} (${verdict(h.ratio >= 0.3)}) | ${h.ratioRange[0]}–${h.ratioRange[1]} | ${h.productP50Ms} / ${h.productP99Ms} | ${h.bareP99Ms} | ${h.errors} |`,
    ),
    "",
    "The product answers these keystrokes through its autocomplete fast lane (ADR 125: Host allowlist,",
    "the contract's query schema, the place index, remembered answers, the router's headers); the",
    "requests cycle 200 prefixes, so after the first pass the answers are remembered ones. The",
    "baseline answers a fixed body of the same size. `FAST_LANES=0` measures the router instead.",
    "<!-- autocomplete:end -->",
  ].join("\n")

const filterSection = (f: NonNullable<typeof filters>) =>
  [
    "<!-- filters:start -->",
    "## Filter toggle and counts",
    "",
    `Measured ${results.measuredAt}. ${f.hotels} hotels; ${f.toggles} toggles along a traveller's click path, each`,
    "followed by the whole filter map (every group's counts). CPU time per toggle (the machine is shared).",
    "",
    `- Product (core/search/filters.ts): median ${f.productMedianMs} ms, p99 ${f.productP99Ms} ms — target median ≤ 2 ms: ${verdict(f.productMedianMs <= 2)}.`,
    `- Naive recount of the same clicks (every group re-filtered from scratch): median ${f.naiveMedianMs} ms.`,
    `- Ratio naive ÷ product, per toggle, median: ${f.speedup}×.`,
    "<!-- filters:end -->",
  ].join("\n")

const searchPricingSection = (s: NonNullable<typeof searchPricing>) => {
  const row = (name: string, r: typeof s.product) =>
    `| ${name} | ${r.rps} | ${r.overall.p50Ms} / ${r.overall.p99Ms} | ${r.search.p50Ms} / ${r.search.p99Ms} | ${r.pricing.p50Ms} / ${r.pricing.p99Ms} | ${r.cpuUsPerRequest} | ${r.searchWireBytes} / ${r.pricingWireBytes} | ${r.errors} |`
  return [
    "<!-- search-pricing:start -->",
    "## Search and search prices",
    "",
    `Measured ${results.measuredAt} on Node ${results.node} (\`npm run bench\`, ${durationS} s per load run),`,
    `load average ${s.loadAverage[0]} before and ${s.loadAverage[1]} after the rounds (2 cores, shared).`,
    "",
    `- Catalogue of ${CATALOGUE_HOTELS} hotels on embedded PGlite (in memory); ${s.city}: ${s.hotels} hotels.`,
    `- A request list alternating the city's search (${s.searchBytes} bytes of JSON, ${s.searchEncodedBytes} as ${s.encoding}) and the`,
    `  pricing of the ${s.hotels} hotels it returned (${s.pricingBytes} bytes, ${s.pricingEncodedBytes} as ${s.encoding}), 2 nights, one room of 2 adults,`,
    `  ${s.connections} connections, sent with \`Accept-Encoding: gzip, br\` as browsers do.`,
    `- Product p99 over both, repeated request (answer cache warm): ${s.product.overall.p99Ms} ms — target ≤ 40 ms: ${verdict(s.product.overall.p99Ms <= 40)}.`,
    `- Product p99 over both when every answer is computed (${s.productUncachedStays} distinct stays): ${s.productUncached.overall.p99Ms} ms.`,
    `- Throughput ratio to bare node:http answering the same compressed bytes: ${s.ratio} (rounds ${s.ratioRange[0]}–${s.ratioRange[1]}).`,
    `- The engine alone: one quote of a 15-night stay of 5 rooms costs ${s.quote15x5Us} µs of CPU.`,
    "",
    "Median of 3 alternating rounds (product, then baseline), then one run of the uncached list. CPU is",
    "the server process's user + system time per request, read from /proc: steadier than latency while",
    "other work shares the machine. Wire bytes are per answer, headers included.",
    "",
    "| server | req/s | p50 / p99 ms | search p50 / p99 ms | pricing p50 / p99 ms | server CPU µs per request | wire bytes search / pricing | errors |",
    "|---|---|---|---|---|---|---|---|",
    row("product, answer cache warm", s.product),
    row("product, every answer computed", s.productUncached),
    row("bare node:http", s.bare),
    "<!-- search-pricing:end -->",
  ].join("\n")
}

const jsBudgetSection = (j: NonNullable<typeof jsBudget>) =>
  [
    "<!-- js-budget:start -->",
    "## JavaScript to render and hydrate",
    "",
    `Measured ${results.measuredAt} from the production build: the entry, the hydration module and the`,
    "page's static imports (what the server lists on the entry's element), each file once, gzip level 9; chunks loaded later with",
    "import() (Effect, the map, the calendar grid, the listing page's search widget) are not counted.",
    "",
    ...[j.listing, j.home, j.hotel].map(
      (p) => `- ${p.page} (${p.path}): ${p.totalGzipKb} kB in ${p.files.length} files.`,
    ),
    `- Listing page budget ${j.budgetKb} kB: ${verdict(j.listingMeetsBudget)}.`,
    `- Hotel page budget ${j.budgetKb} kB: ${verdict(j.hotelMeetsBudget)}.`,
    "<!-- js-budget:end -->",
  ].join("\n")

const docPath = join(root, "docs", "performance.md")
let doc: string
try {
  doc = readFileSync(docPath, "utf8")
} catch {
  doc = "# Performance\n\nFigures written by `npm run bench`; each suite replaces its own section.\n"
}
/** Replaces the suite's marked section, or appends it the first time. */
const withSection = (text: string, name: string, body: string) => {
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`)
  return marked.test(text) ? text.replace(marked, body) : `${text.trimEnd()}\n\n${body}\n`
}
const sections = [
  autocomplete && ["autocomplete", autocompleteSection(autocomplete)],
  filters && ["filters", filterSection(filters)],
  searchPricing && ["search-pricing", searchPricingSection(searchPricing)],
  roomPrices && ["room-prices", roomPricesSection(roomPrices, { ...results, durationS })],
  apiEndpoints && ["api-endpoints", apiEndpointsSection(apiEndpoints, { ...results, durationS })],
  ssr && ["ssr", ssrSection(ssr, { ...results, durationS })],
  lighthouse && ["lighthouse", lighthouseSection(lighthouse, results)],
  scale && ["scale", scaleSection(scale, results)],
  bookings && ["bookings", bookingsSection(bookings, { ...results, durationS })],
  jsBudget && ["js-budget", jsBudgetSection(jsBudget)],
  journeys && ["journeys", journeysSection(journeys, results)],
].filter((entry) => entry !== undefined) as Array<[string, string]>
for (const [name, body] of sections) {
  doc = withSection(doc, name, body)
  console.log(body)
}

const summaryRows: Array<SummaryRow> = [
  ...(results.benchSeconds === undefined
    ? []
    : [
        {
          suite: "bench",
          figure: "the whole bench, wall s",
          value: results.benchSeconds,
          target: { text: `≤ ${BENCH_BUDGET_S} s`, met: results.benchSeconds <= BENCH_BUDGET_S },
        },
      ]),
  ...(results.lighthouse ? lighthouseSummary(results.lighthouse) : []),
  ...(results.jsBudget ? jsBudgetSummary(results.jsBudget) : []),
  ...(results.filters ? filtersSummary(results.filters) : []),
  ...(results.autocomplete ? autocompleteSummary(results.autocomplete) : []),
  ...(results.searchPricing ? searchPricingSummary(results.searchPricing) : []),
  ...(results.roomPrices ? roomPricesSummary(results.roomPrices, ROOM_PRICES_TARGET_P99_MS) : []),
  ...(results.apiEndpoints ? apiEndpointsSummary(results.apiEndpoints) : []),
  ...(results.ssr ? ssrSummary(results.ssr) : []),
  ...(results.scale ? scaleSummary(results.scale) : []),
  ...(results.bookings ? bookingsSummary(results.bookings) : []),
  ...(results.journeys ? journeysSummary(results.journeys, LIBRARY_TARGET_S) : []),
]
const missed = summaryRows.filter((r) => r.target?.met === false).length
const targets = summaryRows.filter((r) => r.target !== undefined).length
const summary = [
  "<!-- summary:start -->",
  "## Every figure",
  "",
  `Written ${results.measuredAt}${only === undefined ? " by a run of every suite" : ` by a run of ${only.join(", ")}`}; a suite not run`,
  "keeps the figures of its last run (its section below gives their date). Each figure's baseline was",
  "measured in the same run as the figure.",
  "",
  ...summaryTable(summaryRows),
  "",
  `Targets: ${targets - missed} of ${targets} met, ${missed} missed.`,
  "",
  `Suite wall seconds (latest run of each): ${Object.entries(results.suiteSeconds)
    .map(([name, seconds]) => `${name} ${seconds}`)
    .join(", ")}.`,
  "<!-- summary:end -->",
].join("\n")
// The table goes above the suites' sections the first time, and stays where it is after.
doc = doc.includes("<!-- summary:start -->")
  ? withSection(doc, "summary", summary)
  : doc.replace(/\n<!-- /, `\n${summary}\n\n<!-- `)
console.log(summary)
writeFileSync(docPath, doc)
