import { cpus, loadavg } from "node:os"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { httpClient } from "../booking-client.ts"
import { loadRun, type Plan, RACE, raceRun, wireRun } from "../booking-runs.ts"
import * as pg from "../postgres-tools.ts"
import { startProcess, stopped } from "../processes.ts"
import { round } from "../stats.ts"

/** The server's default catalogue size, passed explicitly so the stays below are its hotels. */
const CATALOGUE_HOTELS = 1000
/** Travellers booking at once, and pgbench's clients in the same run. */
const CLIENTS = 16
const NIGHTS = 2
const ROOMCONFIG = "2-0"
/** Stays start this far ahead, past the fixtures' pre-booked nights; the race's night is further out. */
const LEAD_DAYS = 45
const RACE_LEAD_DAYS = 120
/** Sequential bookings whose statements are read off PostgreSQL's wire, and their first stay. */
const WIRE_BOOKINGS = 20
const WIRE_FROM = 50_000
const DATABASE = "bench_bookings"
const PGBENCH_DATABASE = "bench_pgbench"

const plan = (): Plan & { raceHotel: Hotel; raceNight: string } => {
  const today = dayInIndia(Date.now())
  const hotels = loadCatalogue({ baseDate: today, hotelCount: CATALOGUE_HOTELS }).hotels
  return {
    clients: CLIENTS,
    // Hotel by hotel, then the next nights of every hotel: no two bookings share a room-night.
    stayOf: (i) => {
      const hotel = hotels[i % hotels.length]!
      const roomType = hotel.roomTypes.find((t) => t.maxOccupancy.adults >= 2) ?? hotel.roomTypes[0]!
      const checkin = addDays(today, LEAD_DAYS + NIGHTS * Math.floor(i / hotels.length))
      const checkout = addDays(checkin, NIGHTS)
      return { hotelId: hotel.id, roomType: roomType.code, checkin, checkout, roomconfig: ROOMCONFIG }
    },
    raceHotel: hotels.find((h) => h.roomTypes[0]!.roomCount > RACE.roomsLeft)!,
    raceNight: addDays(today, RACE_LEAD_DAYS),
  }
}

const serve = (env: Record<string, string>) =>
  startProcess(
    "tests/bench/product-server.ts",
    {
      CATALOGUE_HOTELS: String(CATALOGUE_HOTELS),
      // /api/test/inventory sets the race's last rooms; the clock stays the real one (no TEST_NOW).
      TEST_CONTROL: "1",
      // The sandbox's webhooks go to a closed port, not to whatever listens on the default 3000.
      PUBLIC_ORIGIN: "http://127.0.0.1:9",
      ...env,
    },
    /product listening on (\S+)/,
  )

const measure = async (env: Record<string, string>, p: ReturnType<typeof plan>, durationS: number) => {
  const server = await serve(env)
  const client = httpClient(server.url, CLIENTS)
  try {
    const load = await loadRun(client, server.child.pid!, p, durationS)
    return { load, race: await raceRun(server.url, p.raceHotel, p.raceNight) }
  } finally {
    client.close()
    await stopped(server)
  }
}

const onPostgres = async (p: ReturnType<typeof plan>, durationS: number) => {
  await pg.freshDatabase(DATABASE)
  try {
    const url = pg.databaseUrl(DATABASE)
    // Migrated and seeded first, so pgbench and the bookings run back to back.
    await stopped(await serve({ DATABASE_URL: url }))
    const baseline = await pg.pgbench(PGBENCH_DATABASE, CLIENTS, durationS)
    const perTransaction = (seconds: number) => round((seconds * 1e6) / Math.max(1, baseline.transactions), 0)
    const pgbenchTps = round(baseline.tps, 0)
    const pgbenchCpu = {
      machineUs: perTransaction(baseline.cpu.machineS),
      postgresUs: perTransaction(baseline.cpu.postgresS),
      otherUs: perTransaction(baseline.cpu.otherS),
      /** Share of the machine's cores kept busy while pgbench ran. */
      busyShare: round(baseline.cpu.machineS / (durationS * cpus().length), 2),
    }
    const measured = await measure({ DATABASE_URL: url }, p, durationS)
    const wire = await pg.wireCounter(url)
    try {
      const counting = await serve({ DATABASE_URL: wire.url })
      try {
        return {
          pgbenchTps,
          pgbenchCpu,
          ...measured,
          wire: await wireRun(counting.url, wire.log, p, WIRE_FROM, WIRE_BOOKINGS),
        }
      } finally {
        await stopped(counting)
      }
    } finally {
      await wire.close()
    }
  } finally {
    await pg.dropDatabase(DATABASE)
  }
}

/**
 * The figures: booking transactions per second on PGlite and on PostgreSQL, each as a ratio
 * to pgbench's TPC-B-like tps on the same PostgreSQL in the same run; and the race for the last rooms.
 */
export const benchBookings = async (options: { durationS: number }) => {
  const p = plan()
  const before = loadavg()[0]!
  const pglite = await measure({}, p, options.durationS)
  const missing = await pg.postgresMissing()
  const postgres = missing === undefined ? await onPostgres(p, options.durationS) : { skipped: missing }
  const ratio = (bookingsPerS: number) =>
    "pgbenchTps" in postgres ? round(bookingsPerS / postgres.pgbenchTps, 3) : undefined
  return {
    clients: CLIENTS,
    catalogueHotels: CATALOGUE_HOTELS,
    nights: NIGHTS,
    roomconfig: ROOMCONFIG,
    cores: cpus().length,
    loadAverage: [round(before, 2), round(loadavg()[0]!, 2)] as const,
    pglite: { ...pglite, ratioToPgbench: ratio(pglite.load.bookingsPerS) },
    postgres:
      "skipped" in postgres ? postgres : { ...postgres, ratioToPgbench: ratio(postgres.load.bookingsPerS) },
  }
}

export type BookingsFigures = Awaited<ReturnType<typeof benchBookings>>

const codes = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([code, n]) => `${code} ${n}`)
    .join(", ") || "none"

/** The PostgreSQL half of the figures when it ran. */
export type OnPostgres = Extract<BookingsFigures["postgres"], { readonly pgbenchCpu: unknown }>

/**
 * What one booking and one pgbench transaction cost the whole machine, by process, and the rate
 * the machine's cores would allow at that cost if nothing else ran: the ceiling of the ratio.
 */
const costTable = (f: BookingsFigures, pgOk: OnPostgres) => {
  const ceiling = (machineUs: number) => Math.round((f.cores * 1e6) / Math.max(1, machineUs))
  const row = (
    work: string,
    rate: number,
    busy: number,
    cost: { server?: number; postgres?: number; other: number; machine: number },
  ) =>
    `| ${work} | ${rate} | ${Math.round(busy * 100)} % | ${cost.server ?? "–"} | ${cost.postgres ?? "–"} | ${cost.other} | ${cost.machine} | ${ceiling(cost.machine)} | ${round(ceiling(cost.machine) / pgOk.pgbenchTps, 3)} |`
  const booking = (name: string, b: BookingsFigures["pglite"], onPostgres: boolean) =>
    row(`booking on ${name}`, b.load.bookingsPerS, b.load.busyShare, {
      server: b.load.cpuUsPerBooking,
      ...(onPostgres && { postgres: b.load.postgresUsPerBooking }),
      other: b.load.otherUsPerBooking,
      machine: b.load.machineUsPerBooking,
    })
  const t = pgOk.pgbenchCpu
  return [
    "What each unit of work cost the machine, in µs of CPU: the server process, PostgreSQL's processes",
    "(backends included), and the rest of the machine's busy time (the load generator: pgbench, or the",
    "bench's own HTTP client), from /proc over the same timed window. The ceiling is the rate the",
    `machine's ${f.cores} cores would allow at that cost with nothing else running.`,
    "",
    "| work | per second | cores busy | server µs | PostgreSQL µs | load generator and the rest µs | machine µs | ceiling per second | ceiling ÷ pgbench tps |",
    "|---|---|---|---|---|---|---|---|---|",
    row("pgbench TPC-B-like transaction", pgOk.pgbenchTps, t.busyShare, {
      postgres: t.postgresUs,
      other: t.otherUs,
      machine: t.machineUs,
    }),
    booking("PostgreSQL", pgOk, true),
    booking("PGlite (in memory)", f.pglite, false),
  ]
}

/** The suite's section of docs/performance.md. */
export const bookingsSection = (
  f: BookingsFigures,
  run: { readonly measuredAt: string; readonly node: string; readonly durationS: number },
) => {
  const pgOk = "load" in f.postgres ? f.postgres : undefined
  const backends = [
    ["PGlite (in memory)", f.pglite] as const,
    ...(pgOk ? [["PostgreSQL", pgOk] as const] : []),
  ]
  const loadRow = ([name, b]: (typeof backends)[number]) =>
    `| ${name} | ${b.load.bookingsPerS} | ${b.ratioToPgbench ?? "–"} | ${b.load.booking.p50Ms} / ${b.load.booking.p99Ms} | ${b.load.payNow.p50Ms} / ${b.load.payNow.p99Ms} | ${b.load.gateway.p50Ms} / ${b.load.gateway.p99Ms} | ${b.load.confirm.p50Ms} / ${b.load.confirm.p99Ms} | ${b.load.cpuUsPerBooking} | ${b.load.bookings} in ${b.load.seconds} s | ${codes(b.load.failures)} |`
  const raceRow = ([name, b]: (typeof backends)[number]) =>
    `| ${name} | ${b.race.booked} of ${b.race.roomsLeft} (${b.race.fullAfter ? "night full after" : "NIGHT NOT FULL after"}) | ${b.race.soldOut} | ${b.race.priceRetries} | ${codes(b.race.other)} | ${b.race.wallMs} | ${b.race.answered.p50Ms} / ${b.race.answered.p99Ms} |`
  const wire = pgOk?.wire
  const stepRow = (name: string, s: { statements: number; roundTrips: number }) =>
    `| ${name} | ${s.statements} | ${s.roundTrips} |`
  return [
    "<!-- bookings:start -->",
    "## Bookings",
    "",
    `Measured ${run.measuredAt} on Node ${run.node} (\`npm run bench\`, ${run.durationS} s per load run),`,
    `load average ${f.loadAverage[0]} before and ${f.loadAverage[1]} after (${f.cores} cores, shared).`,
    "",
    `- A booking is one traveller's pay now (\`POST /api/v5/checkout/paynow/\`: the order placed and its rooms held,`,
    "  a gateway order made) and confirmbooking (`POST /api/v5/checkout/confirmbooking/`: the signature and the",
    "  gateway's payments checked, the order confirmed, its e-mail queued), with the payment in the gateway's",
    "  window between them (`POST /gateway-sandbox/pay/…`, the sandbox, served by the same process). bookings/s",
    "  counts completed bookings (all three calls); latency of a booking is pay now plus confirmbooking.",
    `- The cart (\`GET /api/v8/checkout/itinerary/\`) is started before the timed run and not counted. ${f.clients}`,
    `  travellers at once, each stay ${f.nights} nights, roomconfig ${f.roomconfig}, in its own hotel, room type and`,
    `  nights of a ${f.catalogueHotels}-hotel catalogue, so no two bookings wait for the same rows.`,
    `- Baseline: pgbench's built-in TPC-B-like script (\`-i -s 10\`, then \`-n -c ${f.clients} -j 2 -T ${run.durationS}\`) on`,
    "  a scratch database of the same PostgreSQL, just before the product's PostgreSQL run.",
    pgOk
      ? `- pgbench: ${pgOk.pgbenchTps} tps (without connection time).`
      : `- PostgreSQL part skipped: ${"skipped" in f.postgres ? f.postgres.skipped : ""}.`,
    "",
    "CPU is the server process's user + system time per completed booking (the gateway call included),",
    "read from /proc. Latencies are the client's and include queueing behind the other travellers.",
    "",
    "| database | bookings/s | ratio to pgbench tps | booking p50 / p99 ms | pay now p50 / p99 | gateway p50 / p99 | confirm p50 / p99 | server CPU µs per booking | completed | failed |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...backends.map(loadRow),
    ...(pgOk ? ["", ...costTable(f, pgOk)] : []),
    "",
    `### The last rooms: ${RACE.buyers} travellers at once for the last ${RACE.roomsLeft} rooms of one hotel-night`,
    "",
    "Set with `PUT /api/test/inventory`; each traveller holds a cart for the night (1 room) and pays now at",
    "the same moment; told of a new price (rates climb as the night fills) they read the itinerary again",
    "and pay that. Time is from the first pay now to the last answer.",
    "",
    "| database | booked | sold out | price re-reads | other answers | wall ms | time to answer p50 / p99 ms |",
    "|---|---|---|---|---|---|---|",
    ...backends.map(raceRow),
    ...(wire
      ? [
          "",
          `### Statements per step (PostgreSQL wire, median of ${WIRE_BOOKINGS} bookings one at a time)`,
          "",
          "| step | statements | round trips |",
          "|---|---|---|",
          stepRow("itinerary (cart started)", wire.itinerary),
          stepRow("pay now", wire.payNow),
          stepRow("gateway payment (sandbox)", wire.gateway),
          stepRow("confirmbooking", wire.confirm),
          "| pgbench TPC-B-like transaction | 7 (BEGIN, 5, END) | 7 |",
        ]
      : []),
    "<!-- bookings:end -->",
  ].join("\n")
}
