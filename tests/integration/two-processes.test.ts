import type { ChildProcess } from "node:child_process"
import { type Challenge, type Payload, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import { CAPTCHA_CHALLENGE_PATH, CHECKOUT_GUARD_OPERATIONS } from "#core/api/captcha.ts"
import type { Itinerary, PaymentStatus, PayNowResult } from "#core/api/checkout.ts"
import type { SearchPrices } from "#core/api/pricing.ts"
import type { AnswerCacheStats, OutboxMessage } from "#core/api/test-control.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { OTP_MAX_SENDS, OTP_RESEND_DELAY_MS } from "#core/otp/rules.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { startProcess } from "../bench/processes.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { freshPostgresDatabase } from "./lib/backends.ts"
import { type Answer, call } from "./lib/http.ts"
import { TEST_NOW } from "./lib/server.ts"

/**
 * Issue 11 'More than one machine': two server processes of their own on one PostgreSQL, as
 * behind a load balancer, behave as one server. Nothing a request leaves behind (a session, a
 * count towards a limit, a spent captcha, an order, a reset link) may live only in the memory of
 * the process that took it, and each process's cached answers follow the other's writes.
 */
const postgresUrl = process.env.DATABASE_TEST_URL
if (postgresUrl === undefined && process.env.CI === "true") {
  throw new Error("The two-process test needs PostgreSQL in CI: set DATABASE_TEST_URL")
}
if (postgresUrl === undefined) {
  console.warn("Two-process test skipped: set DATABASE_TEST_URL to a PostgreSQL server to run it")
}

/** A smaller catalogue than the default, so two processes seed and start in seconds. */
const HOTELS = 200
const catalogue = loadCatalogue({ baseDate: dayInIndia(TEST_NOW), hotelCount: HOTELS })
const city = catalogue.cities.find(
  (c) => catalogue.hotels.filter((h) => h.cityId === c.id && h.preOccupancy.length === 0).length >= 4,
)!
const cityHotels = catalogue.hotels.filter((h) => h.cityId === city.id && h.preOccupancy.length === 0)
const checkin = addDays(dayInIndia(TEST_NOW), 25)
const stay = { checkin, checkout: addDays(checkin, 1) }
const pricesPath = `/api/v6/pricing/hotels/?${new URLSearchParams({
  hotel_id: cityHotels.map((h) => h.id).join(","),
  ...stay,
  roomconfig: "1-0",
})}`
/** How long a change may take to show in the other process's answers before the test fails. */
const PROPAGATION_LIMIT_MS = 5_000

interface Server {
  readonly url: string
  readonly child: ChildProcess
}

const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200)
  return answer
}
const json = (url: string, method: string, path: string, body: unknown) =>
  call(url, path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

describe.skipIf(postgresUrl === undefined)("two server processes on one PostgreSQL", () => {
  const servers: Array<Server> = []
  let drop: (() => Promise<void>) | undefined
  const figures = { checks: 0, staleAnswers: 0, changesSeen: 0, slowestChangeMs: 0 }
  const a = () => servers[0]!.url
  const b = () => servers[1]!.url
  /** A statement about both processes that held: counted for the figures. */
  const held = () => {
    figures.checks++
  }

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    if (fresh.config.kind !== "postgres") throw new Error("a fresh PostgreSQL database was expected")
    const env = {
      DATABASE_URL: fresh.config.url,
      TEST_CONTROL: "1",
      TEST_NOW: new Date(TEST_NOW).toISOString(),
      CATALOGUE_HOTELS: String(HOTELS),
      // The sandbox's webhooks have nowhere to go: confirmation here comes from the browser's call.
      PUBLIC_ORIGIN: "http://127.0.0.1:9",
    }
    // Both start together on the empty database: migrations and the seed take turns under locks.
    const started = await Promise.all(
      [0, 1].map(() =>
        startProcess("tests/integration/lib/shared-database-server.ts", env, /product listening on (\S+)/),
      ),
    )
    servers.push(...started)
    // Each listens for the database's change notifications before its cached answers are trusted.
    for (const server of servers) {
      const deadline = Date.now() + 10_000
      const listening = async () =>
        dataOf<AnswerCacheStats>(await call(server.url, "/api/test/answer-cache")).listening
      while (!(await listening())) {
        if (Date.now() > deadline) throw new Error(`${server.url} never subscribed to data changes`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once("exit", () => resolve())
            child.kill("SIGTERM")
          }),
      ),
    )
    await drop?.()
    if (servers.length === 2) recordFigures("two-processes-postgres", { processes: 2, ...figures })
  }, 60_000)

  const register = async (url: string, email: string, password: string, phone: string) => {
    const answer = await json(url, "POST", "/api/v2/auth/register/", {
      first_name: "Asha",
      last_name: "Rao",
      email,
      phone_number: phone,
      password,
    })
    return dataOf<LoginResult>(ok(answer))
  }
  const profile = (url: string, token: string) =>
    callFrom(url, "127.0.0.1", "/api/v1/profile/detail", { token })
  const outbox = async (url: string, recipient: string) =>
    dataOf<ReadonlyArray<OutboxMessage>>(
      ok(await call(url, `/api/test/outbox?${new URLSearchParams({ recipient })}`)),
    )
  /** Each process has a clock of its own under test control: both are moved together. */
  const advanceBoth = async (ms: number) => {
    for (const url of [a(), b()]) ok(await json(url, "POST", "/api/test/clock/advance", { ms }))
  }

  it("takes a token issued by one process on the other, and a sign-out on either ends it on both", async () => {
    const { token } = await register(a(), "two.machines@example.in", "two-machines-secret", "9812300001")
    expect((await profile(b(), token)).status).toBe(200)
    held()
    const again = dataOf<LoginResult>(
      ok(
        await callFrom(b(), "127.0.0.1", "/api/v2/auth/login/email/", {
          body: { email: "two.machines@example.in", password: "two-machines-secret" },
        }),
      ),
    )
    expect((await profile(a(), again.token)).status).toBe(200)
    held()
    ok(await callFrom(b(), "127.0.0.1", "/api/v2/auth/logout/", { token }))
    expect((await profile(a(), token)).status).toBe(401)
    // The other session of the same member lives on, on both.
    expect((await profile(a(), again.token)).status).toBe(200)
    ok(await callFrom(a(), "127.0.0.1", "/api/v2/auth/logout/", { token: again.token }))
    expect((await profile(b(), again.token)).status).toBe(401)
    held()
  })

  it("signs in on one process with a social token the other's local issuer minted", async () => {
    const minted = ok(
      await json(a(), "POST", "/api/test/social/token", {
        provider: "google",
        email: "social.across@example.in",
        name: "Kavya Reddy",
      }),
    )
    const { token } = dataOf<{ token: string }>(minted)
    const signedIn = dataOf<LoginResult>(ok(await json(b(), "POST", "/api/v2/auth/login/google/", { token })))
    expect((await profile(a(), signedIn.token)).status).toBe(200)
    held()
  })

  it("counts one-time code sends across both processes: the limit is reached by alternating them", async () => {
    const phone = "9812300002"
    for (let send = 1; send <= OTP_MAX_SENDS; send++) {
      const url = send % 2 === 1 ? a() : b()
      const answer = ok(await json(url, "POST", "/api/v2/otp/", { phone_number: phone }))
      expect(dataOf(answer)).toEqual({ otp_request_attempts: send, max_otp_request_attempts: OTP_MAX_SENDS })
      if (send < OTP_MAX_SENDS) {
        // A resend straight away is refused by the other process too.
        const early = await json(send % 2 === 1 ? b() : a(), "POST", "/api/v2/otp/", { phone_number: phone })
        expect([early.status, errorOf(early).code], `send ${send}`).toEqual([429, "otp_resend_wait"])
      }
      await advanceBoth(OTP_RESEND_DELAY_MS + 1000)
    }
    for (const url of [a(), b()]) {
      const refused = await json(url, "POST", "/api/v2/otp/", { phone_number: phone })
      expect([refused.status, errorOf(refused).code]).toEqual([429, "otp_send_limit"])
    }
    expect(await outbox(b(), `+91${phone}`)).toHaveLength(OTP_MAX_SENDS)
    held()
  })

  it("locks an account after failed sign-ins counted across both processes", async () => {
    const email = "lock.across@example.in"
    await register(b(), email, "the-right-password", "9812300003")
    // Ten failures from ten clients, alternating processes: only the account's count can lock it.
    for (let i = 0; i < 10; i++) {
      const url = i % 2 === 0 ? a() : b()
      const failed = await callFrom(url, `127.0.7.${i + 1}`, "/api/v2/auth/login/email/", {
        body: { email, password: `wrong-${i}-password` },
      })
      expect(failed.status, failed.text).toBe(400)
    }
    for (const url of [a(), b()]) {
      const locked = await callFrom(url, "127.0.7.20", "/api/v2/auth/login/email/", {
        body: { email, password: "the-right-password" },
      })
      expect(locked.status, locked.text).toBe(429)
    }
    held()
  })

  it("refuses on one process a captcha solution already exchanged on the other, and a proof twice", async () => {
    const challenge = ok(await call(a(), CAPTCHA_CHALLENGE_PATH)).json as Challenge
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
    if (solution === null) throw new Error("the challenge was not solved")
    const payload: Payload = {
      challenge: { parameters: challenge.parameters, signature: challenge.signature! },
      solution,
    }
    const verify = (url: string) =>
      callFrom(url, "127.0.0.1", "/api/graphql/", {
        body: {
          query: CHECKOUT_GUARD_OPERATIONS.CaptchaVerifyV2,
          operationName: "CaptchaVerifyV2",
          variables: { payload: Buffer.from(JSON.stringify(payload)).toString("base64") },
        },
      })
    const first = ok(await verify(a())).json as {
      data: { captchaVerifyV2: { success: boolean; token: string } }
    }
    expect(first.data.captchaVerifyV2.success).toBe(true)
    const replay = ok(await verify(b())).json as { errors: Array<{ extensions: { code: string } }> }
    expect(replay.errors[0]!.extensions.code).toBe("captcha_used")
    held()
    // The proof buys one pay-at-hotel booking without a verified number, whichever process takes it.
    const payAtHotel = async (url: string, hotelId: string, mobile: string) => {
      const query = new URLSearchParams({ hotel_id: hotelId, ...stay, roomconfig: "1-0", rateplan: "rp" })
      const cart = dataOf<Itinerary>(ok(await call(url, `/api/v8/checkout/itinerary/?${query}`)))
      return json(url, "POST", "/api/v5/checkout/payathotel/", {
        name: "Kavya Nair",
        mobile,
        country_code: "+91",
        bid: cart.bid,
        actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
        recaptcha_user_token: first.data.captchaVerifyV2.token,
      })
    }
    ok(await payAtHotel(a(), cityHotels[2]!.id, "9812300006"))
    const twice = await payAtHotel(b(), cityHotels[3]!.id, "9812300007")
    expect([twice.status, errorOf(twice).code]).toEqual([400, "captcha_required"])
    held()
  })

  it("lets a password reset link mailed by one process reset once on the other", async () => {
    const email = "reset.across@example.in"
    await register(a(), email, "forgotten-password", "9812300004")
    ok(await json(a(), "POST", "/api/v2/auth/forgot-password/", { email }))
    const [mail] = await outbox(b(), email)
    const token = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]).searchParams.get("token")!
    const done = ok(
      await json(b(), "POST", "/api/v2/auth/reset-password/", { token, password: "second-password" }),
    )
    expect((await profile(a(), dataOf<LoginResult>(done).token)).status).toBe(200)
    const again = await json(a(), "POST", "/api/v2/auth/reset-password/", {
      token,
      password: "third-password",
    })
    expect([again.status, errorOf(again).code]).toEqual([400, "reset_link_invalid"])
    held()
  })

  /**
   * Runs `change` on A and then asks B for the price answer until `fresh` says it shows the change.
   * A stale answer is one B serves after its listening connection has heard of a change made since
   * `change` began: the cache must never serve those (ADR 076). Answers the milliseconds it took.
   */
  const seenByB = async (change: () => Promise<unknown>, fresh: (prices: SearchPrices) => boolean) => {
    const notificationsOf = async () =>
      dataOf<AnswerCacheStats>(ok(await call(b(), "/api/test/answer-cache"))).notifications
    // B's answer before the change is cached: the second ask is a hit.
    const before = dataOf<SearchPrices>(ok(await call(b(), pricesPath)))
    expect(fresh(before)).toBe(false)
    ok(await call(b(), pricesPath))
    const heardBefore = await notificationsOf()
    const started = performance.now()
    await change()
    for (;;) {
      const heard = (await notificationsOf()) > heardBefore
      const prices = dataOf<SearchPrices>(ok(await call(b(), pricesPath)))
      if (fresh(prices)) break
      if (heard) figures.staleAnswers++
      expect(performance.now() - started).toBeLessThan(PROPAGATION_LIMIT_MS)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const ms = performance.now() - started
    figures.changesSeen++
    figures.slowestChangeMs = Math.max(figures.slowestChangeMs, Math.ceil(ms))
    expect(figures.staleAnswers).toBe(0)
    return ms
  }
  const priceOf = (prices: SearchPrices, hotelId: string) => prices.prices.find((p) => p.hotel_id === hotelId)
  const soldOut = (hotelId: string) => (prices: SearchPrices) =>
    prices.hotelsWithUnavailablePrices.some((u) => u.hotel_id === hotelId && u.reason === "sold_out")
  const setNights = (hotelId: string, roomType: string, field: "available" | "rate_paise", value: number) =>
    json(a(), "PUT", field === "available" ? "/api/test/inventory" : "/api/test/rates", {
      hotel_id: hotelId,
      room_type: roomType,
      from: stay.checkin,
      to: stay.checkout,
      [field]: value,
    }).then(ok)

  it("shows a rate and an inventory change made through one process in the other's cached prices", async () => {
    const hotel = cityHotels[0]!
    const before = dataOf<SearchPrices>(ok(await call(b(), pricesPath)))
    const price = priceOf(before, hotel.id)!
    // Every room type at one rate, well above any the catalogue sets: the hotel's price moves.
    await seenByB(
      async () => {
        for (const type of hotel.roomTypes) await setNights(hotel.id, type.code, "rate_paise", 4_999_900)
      },
      (prices) => (priceOf(prices, hotel.id)?.sell_price ?? 0) > price.sell_price,
    )
    await seenByB(async () => {
      for (const type of hotel.roomTypes) await setNights(hotel.id, type.code, "available", 0)
    }, soldOut(hotel.id))
    held()
  })

  it("takes an order on one process, shows its held room in the other's prices, and pays and confirms it there", async () => {
    const hotel = cityHotels[1]!
    const [roomType, ...others] = hotel.roomTypes
    // One room of one type left: the order's hold sells the hotel out.
    for (const type of others) await setNights(hotel.id, type.code, "available", 0)
    await setNights(hotel.id, roomType!.code, "available", 1)
    let order: typeof PayNowResult.Type | undefined
    await seenByB(async () => {
      const query = new URLSearchParams({
        hotel_id: hotel.id,
        ...stay,
        roomconfig: "1-0",
        roomtype: roomType!.code,
        rateplan: "rp",
      })
      const cart = dataOf<Itinerary>(ok(await call(a(), `/api/v8/checkout/itinerary/?${query}`)))
      order = dataOf<typeof PayNowResult.Type>(
        ok(
          await json(a(), "POST", "/api/v5/checkout/paynow/", {
            name: "Meera Pillai",
            mobile: "9812300005",
            country_code: "+91",
            bid: cart.bid,
            gateway: "razorpay",
            actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
          }),
        ),
      )
    }, soldOut(hotel.id))
    const placed = order!
    const paid = ok(
      await json(b(), "POST", `/gateway-sandbox/pay/${placed.pg_order_id}`, {
        method: "upi",
        outcome: "capture",
      }),
    ).json as { razorpay_payment_id: string; razorpay_signature: string }
    const confirmed = ok(
      await json(b(), "POST", "/api/v5/checkout/confirmbooking/", {
        order_id: placed.order_id,
        gateway: "razorpay",
        ps_order_id: placed.ps_order_id,
        pg_order_id: placed.pg_order_id,
        pg_meta: { pg_payment_id: paid.razorpay_payment_id, pg_signature: paid.razorpay_signature },
      }),
    )
    expect(dataOf<{ status: string }>(confirmed).status).toBe("confirmed")
    const status = dataOf<typeof PaymentStatus.Type>(
      ok(await call(a(), `/api/v5/checkout/payment/status/${placed.order_id}/`)),
    )
    expect(status.status).toBe("success")
    held()
  })
})
