import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { HotelCatalogue } from "#server/catalogue/store.ts"
import type { BookingProcess } from "./booking-server.ts"
import { type Answer, call } from "./http.ts"

/** Rooms of each scene hotel's room type left on sale, so a handful of orders sells it out. */
export const ON_SALE = 2

/**
 * One run's corner of the database: two hotels nobody else books, whose first room type has
 * ON_SALE rooms on sale over three nights, and four overlapping stays within those nights.
 */
export interface Scene {
  readonly hotels: ReadonlyArray<{
    readonly id: string
    readonly citySlug: string
    readonly roomType: string
    readonly capacity: number
  }>
  readonly from: string
  readonly to: string
  readonly stays: ReadonlyArray<{ readonly checkin: string; readonly checkout: string }>
}

/** What a run counts besides the invariants: answers of 500 and more, and every call made. */
export interface CallTally {
  serverErrors: number
  calls: number
  /** The latest 5xx, to show what failed. */
  lastServerError?: string
}

/**
 * The HTTP calls of the stateful fuzz, each counted, and the test's read-only SQL. A request may
 * leave from another loopback address, so per-client limits (OTP sends) see many clients.
 */
export const statefulClient = (process: () => BookingProcess, tally: CallTally) => {
  const sql = <A = unknown>(
    statement: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>,
  ) => process().runtime.runPromise(Effect.orDie(SqlClient.SqlClient.use(statement)))

  /** Each token a session replaced (ADR 050: a day after it was issued), and its replacement. */
  const renewed = new Map<string, string>()
  /** The live token of a session a member signed in with, as a client keeps it. */
  const current = (token: string): string => {
    let latest = token
    while (renewed.has(latest)) latest = renewed.get(latest)!
    return latest
  }

  const send = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const token = options.token === undefined ? undefined : current(options.token)
    const answer = await call(process().url, path, {
      method,
      from: options.from,
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
    })
    tally.calls++
    const replacement = answer.headers[AUTH_TOKEN_HEADER]
    if (token !== undefined && typeof replacement === "string") renewed.set(token, replacement)
    if (answer.status >= 500) {
      tally.serverErrors++
      tally.lastServerError = `${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`
    }
    return answer
  }
  const get = (path: string, token?: string) => send("GET", path, { token })
  const post = (path: string, body: unknown, token?: string, from?: string) =>
    send("POST", path, { body, token, from })

  let scenes = 0
  /** The first night each pair of hotels is free again, after the scenes that used it. */
  const freeFrom = new Map<number, string>()
  /**
   * A new scene with ON_SALE rooms set free on every night: the next two hotels nobody else books,
   * ten days ahead, or after the nights of the last scene on the same hotels once every pair had
   * its turn, so no two scenes meet however far a run moved the clock.
   */
  const newScene = async (): Promise<Scene> => {
    const { hotels, cities } = await process().runtime.runPromise(
      HotelCatalogue.use((c) => Effect.succeed(c.view)),
    )
    const free = hotels.filter((h) => h.preOccupancy.length === 0 && h.roomTypes[0]!.roomCount >= ON_SALE)
    const pairs = Math.floor(free.length / 2)
    if (pairs === 0) throw new Error("the catalogue has no two hotels without pre-booked rooms")
    const pair = scenes++ % pairs
    const picked = free.slice(2 * pair, 2 * pair + 2)
    const today = dayInIndia(Date.parse(dataOf<{ now: string }>(await get("/api/test/clock")).now))
    const ahead = addDays(today, 10)
    const after = freeFrom.get(pair)
    const from = after !== undefined && after > ahead ? after : ahead
    const to = addDays(from, 3)
    freeFrom.set(pair, to)
    const scene: Scene = {
      hotels: picked.map((h) => ({
        id: h.id,
        citySlug: cities.find((c) => c.id === h.cityId)?.slug ?? "",
        roomType: h.roomTypes[0]!.code,
        capacity: h.roomTypes[0]!.roomCount,
      })),
      from,
      to,
      stays: [
        { checkin: from, checkout: addDays(from, 1) },
        { checkin: from, checkout: addDays(from, 2) },
        { checkin: addDays(from, 1), checkout: addDays(from, 3) },
        { checkin: addDays(from, 2), checkout: to },
      ],
    }
    for (const hotel of scene.hotels) {
      const answer = await send("PUT", "/api/test/inventory", {
        body: { hotel_id: hotel.id, room_type: hotel.roomType, from, to, available: ON_SALE },
      })
      if (answer.status !== 200) throw new Error(`setting the scene's rooms failed: ${answer.text}`)
    }
    return scene
  }

  /** Rooms free on every night of a stay, as the inventory reports them. */
  const freeRooms = async (scene: Scene, hotel: number, stay: number) => {
    const h = scene.hotels[hotel]!
    const s = scene.stays[stay]!
    const nights = dataOf<Array<{ available: number }>>(
      await get(
        `/api/test/inventory?hotel_id=${h.id}&room_type=${h.roomType}&from=${s.checkin}&to=${s.checkout}`,
      ),
    )
    return Math.min(...nights.map((n) => n.available))
  }

  const outbox = async (recipient: string) =>
    dataOf<Array<OutboxMessage>>(await get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`))

  return { sql, send, get, post, current, newScene, freeRooms, outbox }
}
export type StatefulClient = ReturnType<typeof statefulClient>

export const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data
export const codeOf = (answer: Answer) =>
  (answer.json as { errors?: Array<{ code: string }> } | undefined)?.errors?.[0]?.code
