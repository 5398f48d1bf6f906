// The closing table's rows for the suites whose figures predate it; newer suites export their own
// `…Summary`. Each reads the figures as bench-results.json keeps them, so a run of one suite still
// prints every suite's last figures.

import { round } from "./stats.ts"
import type { AutocompleteFigures } from "./suites/autocomplete.ts"
import type { BookingsFigures, OnPostgres } from "./suites/bookings.ts"
import type { FilterFigures } from "./suites/filters.ts"
import type { JourneysFigures } from "./suites/journeys.ts"
import type { JsBudgetFigures } from "./suites/js-budget.ts"
import type { RoomPricesFigures } from "./suites/room-prices.ts"
import type { SearchPricingFigures } from "./suites/search-pricing.ts"
import type { SummaryRow } from "./summary.ts"

const ratioOf = (value: number, baseline: number) => round(value / Math.max(baseline, Number.EPSILON), 3)

export const autocompleteSummary = (a: AutocompleteFigures): Array<SummaryRow> => [
  {
    suite: "autocomplete",
    figure: "query p99 over the place index, server-side, ms",
    value: a.queryP99Ms,
    target: { text: "≤ 5 ms", met: a.queryP99Ms <= 5 },
  },
  ...a.http.flatMap(
    (h): Array<SummaryRow> => [
      {
        suite: "autocomplete",
        figure: `req/s at ${h.connections} connections`,
        value: h.productRps,
        baseline: { name: "bare node:http", value: h.bareRps },
        ratio: h.ratio,
        target: { text: "ratio ≥ 0.3", met: h.ratio >= 0.3 },
      },
      {
        suite: "autocomplete",
        figure: `p99 at ${h.connections} connections (client), ms`,
        value: h.productP99Ms,
        baseline: { name: "bare node:http", value: h.bareP99Ms },
        ratio: ratioOf(h.productP99Ms, h.bareP99Ms),
      },
    ],
  ),
]

export const filtersSummary = (f: FilterFigures): Array<SummaryRow> => [
  {
    suite: "filters",
    figure: `filter toggle + counts, median at ${f.hotels} hotels, ms`,
    value: f.productMedianMs,
    baseline: { name: "naive recount", value: f.naiveMedianMs },
    ratio: ratioOf(f.productMedianMs, f.naiveMedianMs),
    target: { text: "≤ 2 ms", met: f.productMedianMs <= 2 },
  },
]

export const searchPricingSummary = (s: SearchPricingFigures): Array<SummaryRow> => [
  {
    suite: "search-pricing",
    figure: `search + prices p99 at ${s.connections} connections, ${s.hotels}-hotel city, answer cache warm, ms`,
    value: s.product.overall.p99Ms,
    baseline: { name: "bare node:http", value: s.bare.overall.p99Ms },
    ratio: ratioOf(s.product.overall.p99Ms, s.bare.overall.p99Ms),
    target: { text: "≤ 40 ms", met: s.product.overall.p99Ms <= 40 },
  },
  {
    suite: "search-pricing",
    figure: `search + prices req/s at ${s.connections} connections, answer cache warm`,
    value: s.product.rps,
    baseline: { name: "bare node:http", value: s.bare.rps },
    ratio: s.ratio,
    target: { text: "ratio ≥ 0.25", met: s.ratio >= 0.25 },
  },
  {
    suite: "search-pricing",
    figure: `search + prices p99 at ${s.connections} connections, every answer computed, ms`,
    value: s.productUncached.overall.p99Ms,
    baseline: { name: "bare node:http", value: s.bare.overall.p99Ms },
    ratio: ratioOf(s.productUncached.overall.p99Ms, s.bare.overall.p99Ms),
  },
  {
    suite: "search-pricing",
    figure: "pricing a 15-night stay of 5 rooms, µs of CPU",
    value: s.quote15x5Us,
  },
]

export const roomPricesSummary = (r: RoomPricesFigures, targetP99Ms: number): Array<SummaryRow> => [
  {
    suite: "room-prices",
    figure: `room prices p99, server-side, one connection, every answer computed, ${r.checkin}…${r.checkout} × 5 rooms, ms`,
    value: r.serverSide.p99Ms,
    target: { text: `≤ ${targetP99Ms} ms`, met: r.serverSide.p99Ms <= targetP99Ms },
  },
  {
    suite: "room-prices",
    figure: `room prices req/s at ${r.connections} connections, answer cache warm`,
    value: r.product.rps,
    baseline: { name: "bare node:http", value: r.bare.rps },
    ratio: r.ratio,
  },
  {
    suite: "room-prices",
    figure: `room prices p99 at ${r.connections} connections (client), answer cache warm, ms`,
    value: r.product.p99Ms,
    baseline: { name: "bare node:http", value: r.bare.p99Ms },
    ratio: ratioOf(r.product.p99Ms, r.bare.p99Ms),
    target: { text: `≤ ${targetP99Ms} ms`, met: r.product.p99Ms <= targetP99Ms },
  },
  ...(r.productComputed === undefined
    ? []
    : [
        {
          suite: "room-prices",
          figure: `room prices p99 at ${r.connections} connections (client), every answer computed, ms`,
          value: r.productComputed.p99Ms,
          baseline: { name: "bare node:http", value: r.bare.p99Ms },
          ratio: ratioOf(r.productComputed.p99Ms, r.bare.p99Ms),
        },
      ]),
]

export const bookingsSummary = (b: BookingsFigures): Array<SummaryRow> => {
  const pgbench = "pgbenchTps" in b.postgres ? b.postgres.pgbenchTps : undefined
  const row = (database: string, d: BookingsFigures["pglite"]): SummaryRow => ({
    suite: "bookings",
    figure: `bookings/s on ${database}, ${b.clients} travellers`,
    value: d.load.bookingsPerS,
    ...(pgbench !== undefined && { baseline: { name: "pgbench TPC-B-like tps", value: pgbench } }),
    ...(d.ratioToPgbench !== undefined && { ratio: d.ratioToPgbench }),
    ...(database === "PostgreSQL" &&
      d.ratioToPgbench !== undefined && { target: { text: "ratio ≥ 0.3", met: d.ratioToPgbench >= 0.3 } }),
  })
  // What a booking costs the whole machine against a pgbench transaction: its inverse is the
  // highest ratio to pgbench's tps the cores allow at that cost, whatever the load.
  const cost = (p: OnPostgres): SummaryRow => ({
    suite: "bookings",
    figure: "machine CPU per booking on PostgreSQL (server, database, client), µs",
    value: p.load.machineUsPerBooking,
    baseline: { name: "per pgbench transaction", value: p.pgbenchCpu.machineUs },
    ratio: ratioOf(p.load.machineUsPerBooking, p.pgbenchCpu.machineUs),
  })
  return [
    row("PGlite", b.pglite),
    ...("load" in b.postgres ? [row("PostgreSQL", b.postgres), cost(b.postgres)] : []),
  ]
}

export const jsBudgetSummary = (j: JsBudgetFigures): Array<SummaryRow> =>
  [j.listing, j.home, j.hotel].map((p) => ({
    suite: "js-budget",
    figure: `${p.page} page, JS before hydration, kB gzipped`,
    value: p.totalGzipKb,
    ...(p.page !== "home" && { target: { text: `≤ ${j.budgetKb} kB`, met: p.totalGzipKb <= j.budgetKb } }),
  }))

export const journeysSummary = (f: JourneysFigures, targetS: number): Array<SummaryRow> => [
  {
    suite: "journeys",
    figure: `journey library, ${f.shared.workers} workers, s`,
    value: f.shared.seconds,
    baseline: { name: "1 worker", value: f.one.seconds },
    ratio: ratioOf(f.shared.seconds, f.one.seconds),
    target: { text: `≤ ${targetS} s`, met: f.shared.seconds <= targetS },
  },
]

const cell = (value: number | undefined) => (value === undefined ? "–" : String(value))

/** The closing table, as Markdown: one row per figure. */
export const summaryTable = (rows: ReadonlyArray<SummaryRow>): Array<string> => [
  "| suite | figure | value | baseline | baseline value | ratio | target | verdict |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.suite} | ${r.figure} | ${r.value} | ${r.baseline?.name ?? "–"} | ${cell(r.baseline?.value)} | ${cell(r.ratio)} | ${r.target?.text ?? "–"} | ${r.target === undefined ? "–" : r.target.met ? "met" : "MISSED"} |`,
  ),
]
