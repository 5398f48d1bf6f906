import { writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { catalogueSnapshot } from "../catalogue-snapshot.ts"
import { type Compared, compare, loadRound, type Round, wireBody } from "../load-round.ts"
import { startProcess, stopped } from "../processes.ts"
import { round } from "../stats.ts"
import type { SummaryRow } from "../summary.ts"

/** The server's default catalogue: 50 hotels in Bengaluru, all on the listing page. */
const CATALOGUE_HOTELS = 1000
const LISTING = "/hotels-in-bengaluru/"
const LEAD_DAYS = 14
const NIGHTS = 2
const ROOMCONFIG = "2-0"
/**
 * A render costs tens of milliseconds of one core. One connection: the render's own latency, no
 * queue. Ten already keep the server busy. At 50 the latency is only Little's law (50 ÷ some 20
 * pages a second ≈ 2.5 s, every render interleaved with the others), and a run of a few seconds
 * completes next to nothing (tried: 0 to 18 pages a second).
 */
const CONNECTIONS = [1, 10] as const
/** Alternating rounds at the busy connection count; one pair at the other (the suite keeps to ~90 s). */
const ROUNDS = 3
/** Distinct stays for the miss runs: more than they send, so no page's data is asked for twice. */
const DISTINCT_STAYS = 1000

interface PageFigures {
  readonly name: string
  readonly path: string
  /** HTML bytes, and as sent to `Accept-Encoding: gzip, br`. */
  readonly bytes: number
  readonly wireBytes: number
  readonly encoding: string
  readonly cacheControl: string
  /** Same URL repeated, against bare node:http answering the same bytes. */
  readonly hit: ReadonlyArray<Compared>
  /** Every request a new stay: the page's API answers are all computed. */
  readonly miss: ReadonlyArray<Round & { readonly connections: number }>
}

export interface SsrFigures {
  readonly catalogueHotels: number
  readonly stay: string
  readonly cores: number
  readonly runSeconds: number
  /** 1-minute load average before and after the rounds. */
  readonly loadAverage: readonly [number, number]
  readonly missRequests: number
  readonly pages: ReadonlyArray<PageFigures>
}

/**
 * Server rendering of the Bengaluru listing and of its first hotel's page. The server keeps no
 * rendered HTML: it renders every request and marks the page `Cache-Control: public` for a shared
 * cache in front of it (none ships). Inside a render, the search and search-price answers come
 * from the answer cache (ADR 076). So "hit" repeats one URL (those answers cached, the render and
 * the page's other calls done anew) and "miss" gives each request a stay never asked before (every
 * answer computed too). A hit at a shared cache costs what the bare node:http baseline costs: it
 * answers the same compressed bytes.
 */
export const benchSsr = async (options: { durationS: number }): Promise<SsrFigures> => {
  // A page costs about 15 ms of server CPU: 2 s runs hold 100-150 renders at one connection.
  const runSeconds = Math.max(2, options.durationS / 2)
  const checkin = addDays(dayInIndia(Date.now()), LEAD_DAYS)
  const stayQuery = (day: string) =>
    `checkin=${day}&checkout=${addDays(day, NIGHTS)}&roomconfig=${ROOMCONFIG}`
  const product = await startProcess(
    "tests/bench/product-server.ts",
    await catalogueSnapshot(CATALOGUE_HOTELS),
    /product listening on (\S+)/,
  )
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined
  try {
    const search = (await (
      await fetch(`${product.url}/api/v5/search/?city=bengaluru&${stayQuery(checkin)}`)
    ).json()) as { data: { result: Array<{ id: string }> } }
    const firstId = search.data.result[0]!.id
    const details = (await (await fetch(`${product.url}/api/v5/hotels/${firstId}/details/`)).json()) as {
      data: { path: string }
    }
    // The hotel page's path first: the baseline answers the first prefix a path starts with.
    const pages = [
      { name: "hotel page", pathname: details.data.path },
      { name: "listing page", pathname: LISTING },
    ]
    const bodies: Record<string, string> = {}
    const seen = []
    for (const page of pages) {
      const path = `${page.pathname}?${stayQuery(checkin)}`
      const response = await fetch(`${product.url}${path}`)
      const html = await response.text()
      if (response.status !== 200) throw new Error(`ssr bench: ${path} answered ${response.status}`)
      bodies[page.pathname] = html
      const wire = await wireBody(product.url, path)
      seen.push({ ...page, path, html, wire, cacheControl: response.headers.get("cache-control") ?? "" })
    }
    const bodiesFile = join(tmpdir(), `bench-ssr-${process.pid}.json`)
    writeFileSync(bodiesFile, JSON.stringify(bodies))
    bare = await startProcess(
      "tests/bench/bare-server.ts",
      { BARE_BODIES_FILE: bodiesFile },
      /bare listening on (\S+)/,
    )
    // autocannon walks one list per connection, so the stay comes from a counter all connections share.
    let missRequests = 0
    const loadAverageBefore = loadavg()[0]!
    const results: Array<PageFigures> = []
    for (const page of seen) {
      const requests = [{ path: page.path }]
      const fresh = [
        {
          path: page.path,
          setupRequest: <R extends { path: string }>(request: R): R => ({
            ...request,
            path: `${page.pathname}?${stayQuery(addDays(checkin, 1 + (missRequests++ % DISTINCT_STAYS)))}`,
          }),
        },
      ]
      const hit = []
      const miss = []
      for (const [i, connections] of CONNECTIONS.entries()) {
        const rounds = i === CONNECTIONS.length - 1 ? ROUNDS : 1
        hit.push(
          await compare(
            product,
            bare,
            { product: requests, bare: requests },
            {
              connections,
              duration: runSeconds,
              rounds,
              warmUp: i === 0,
            },
          ),
        )
        miss.push({ connections, ...(await loadRound(product, fresh, connections, runSeconds)) })
      }
      results.push({
        name: page.name,
        path: page.path,
        bytes: Buffer.byteLength(page.html),
        wireBytes: page.wire.body.length,
        encoding: page.wire.encoding,
        cacheControl: page.cacheControl,
        hit,
        miss,
      })
    }
    return {
      catalogueHotels: CATALOGUE_HOTELS,
      stay: `${checkin} to ${addDays(checkin, NIGHTS)}, roomconfig ${ROOMCONFIG}`,
      cores: cpus().length,
      runSeconds,
      loadAverage: [round(loadAverageBefore, 2), round(loadavg()[0]!, 2)],
      missRequests,
      pages: results,
    }
  } finally {
    await Promise.all([stopped(product), ...(bare === undefined ? [] : [stopped(bare)])])
  }
}

const row = (what: string, connections: number, r: Round, ratio: string) =>
  `| ${connections} | ${what} | ${r.rps} | ${r.p50Ms} / ${r.p99Ms} | ${r.cpuUsPerRequest} | ${ratio} | ${r.errors} |`

/** The suite's section of docs/performance.md. */
export const ssrSection = (
  f: SsrFigures,
  run: { readonly measuredAt: string; readonly node: string; readonly durationS: number },
) =>
  [
    "<!-- ssr:start -->",
    "## Server rendering",
    "",
    `Measured ${run.measuredAt} on Node ${run.node} (\`npm run bench\`, ${f.runSeconds} s per load run),`,
    `load average ${f.loadAverage[0]} before and ${f.loadAverage[1]} after the rounds (${f.cores} cores, shared).`,
    "",
    `- Catalogue of ${f.catalogueHotels} hotels on embedded PGlite (in memory); stay ${f.stay}; requests sent with`,
    "  `Accept-Encoding: gzip, br` as browsers do.",
    "- The server keeps no rendered HTML: it renders every request and marks cacheable pages",
    "  `Cache-Control: public` for a shared cache in front of it. **Hit**: one URL repeated, so the",
    "  search and search-price answers the render asks for in process come from the answer cache",
    "  (ADR 076); the render and the page's other calls run every time. **Miss**: every request a",
    `  stay never asked before (${f.missRequests} requests over ${DISTINCT_STAYS} stays, check-ins 1 day onwards after the`,
    "  hit's, so later ones meet fewer pre-booked nights), so every answer is computed too.",
    "  A hit at a shared cache would cost what the bare node:http row costs: it answers the same bytes.",
    ...f.pages.map(
      (p) =>
        `- ${p.name} \`${p.path}\`: ${p.bytes} bytes of HTML, ${p.wireBytes} as ${p.encoding}; \`${p.cacheControl}\`.`,
    ),
    "",
    `Hit and bare: median of ${ROUNDS} alternating rounds at ${CONNECTIONS[1]} connections, one pair at ${CONNECTIONS[0]}; miss: one`,
    "run each. The ratio is product req/s ÷ bare req/s (range over the rounds). CPU is the server process's",
    "user + system time per request, read from /proc.",
    ...f.pages.flatMap((p) => [
      "",
      `${p.name}:`,
      "",
      "| connections | server | req/s | p50 / p99 ms | server CPU µs per request | ratio to bare | errors |",
      "|---|---|---|---|---|---|---|",
      ...p.hit.flatMap((h, i) => [
        row("product, hit", h.connections, h.product, `${h.ratio} (${h.ratioRange[0]}–${h.ratioRange[1]})`),
        row(
          "product, miss",
          h.connections,
          p.miss[i]!,
          String(round(p.miss[i]!.rps / Math.max(1, h.bare.rps), 3)),
        ),
        row("bare node:http", h.connections, h.bare, "1"),
      ]),
    ]),
    "<!-- ssr:end -->",
  ].join("\n")

export const ssrSummary = (f: SsrFigures): Array<SummaryRow> =>
  f.pages.flatMap((p) =>
    p.hit.flatMap((h, i) => [
      {
        suite: "ssr",
        figure: `${p.name}, hit, req/s at ${h.connections} connections`,
        value: h.product.rps,
        baseline: { name: "bare node:http", value: h.bare.rps },
        ratio: h.ratio,
      },
      {
        suite: "ssr",
        figure: `${p.name}, hit, p99 at ${h.connections} connections, ms`,
        value: h.product.p99Ms,
        baseline: { name: "bare node:http", value: h.bare.p99Ms },
      },
      {
        suite: "ssr",
        figure: `${p.name}, miss, req/s at ${h.connections} connections`,
        value: p.miss[i]!.rps,
        baseline: { name: "bare node:http", value: h.bare.rps },
        ratio: round(p.miss[i]!.rps / Math.max(1, h.bare.rps), 3),
      },
      {
        suite: "ssr",
        figure: `${p.name}, miss, p99 at ${h.connections} connections, ms`,
        value: p.miss[i]!.p99Ms,
      },
      {
        suite: "ssr",
        figure: `${p.name}, hit, server CPU per request at ${h.connections} connections, µs`,
        value: h.product.cpuUsPerRequest,
        baseline: { name: "bare node:http", value: h.bare.cpuUsPerRequest },
      },
      {
        suite: "ssr",
        figure: `${p.name}, miss, server CPU per request at ${h.connections} connections, µs`,
        value: p.miss[i]!.cpuUsPerRequest,
      },
    ]),
  )
