import type { APIRequestContext, TestInfo } from "@playwright/test"
import type { LoginResult } from "#core/api/auth.ts"
import type { Booking } from "#core/api/bookings.ts"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { codeInSms } from "#core/otp/messages.ts"
import { FIXTURE_PASSWORD } from "./accounts.ts"
import { bookThroughApi, dataOf } from "./book-through-api.ts"
import { REVIEWER, REVIEWER_NAME } from "./guest-words.ts"

/**
 * Members' stays made through the API as checkout makes them, for tests whose subject is a page
 * that needs one: the booking history, a booking, web check-in, part payment, feedback.
 */

/** The password of the members these helpers register. */
export const NEW_MEMBER_PASSWORD = "a long enough password"

const logIn = async (request: APIRequestContext, email: string, password: string) =>
  dataOf<LoginResult>(await request.post("/api/v2/auth/login/email/", { data: { email, password } }))

/** A new member: a unique e-mail and mobile number from `prefix`, the time and the project. */
const registerMember = async (
  request: APIRequestContext,
  testInfo: TestInfo,
  member: {
    readonly prefix: string
    readonly firstName: string
    readonly lastName: string
    readonly phoneLead: string
  },
) => {
  const n = `${Date.now()}${testInfo.project.name === "mobile" ? 1 : 2}`
  const email = `${member.prefix}.${n}@example.com`
  const login = await dataOf<LoginResult>(
    await request.post("/api/v2/auth/register/", {
      data: {
        first_name: member.firstName,
        last_name: member.lastName,
        email,
        phone_number: `${member.phoneLead}${n.slice(-9)}`,
        password: NEW_MEMBER_PASSWORD,
      },
    }),
  )
  return { email, token: login.token }
}

/** A confirmed pay-now booking of the member's, two nights for two adults from `checkin`. */
export const bookAsMember = async (
  request: APIRequestContext,
  booking: {
    readonly email: string
    readonly password?: string
    readonly hotelId: string
    readonly checkin: string
  },
) => {
  const { email, hotelId, checkin } = booking
  const login = await logIn(request, email, booking.password ?? FIXTURE_PASSWORD)
  const headers = { authorization: `Bearer ${login.token}` }
  const stay = { checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" }
  const orderId = await bookThroughApi(request, {
    token: login.token,
    hotelId,
    stay,
    name: "Asha Rao",
    email,
  })
  const confirmed = await dataOf<Booking>(
    await request.get(`/api/v1/booking/booking-history/${orderId}/`, { headers }),
  )
  return { booking: confirmed, stay }
}

/** A member's 3-night stay from `checkin`, paid at the hotel with `mobile` verified by its SMS code. */
export const bookAtHotel = async (
  request: APIRequestContext,
  booking: {
    readonly email: string
    readonly password?: string
    readonly hotelId: string
    readonly checkin: string
    readonly mobile: string
  },
) => {
  const { email, hotelId, checkin, mobile } = booking
  const login = await logIn(request, email, booking.password ?? FIXTURE_PASSWORD)
  const headers = { authorization: `Bearer ${login.token}` }
  const stay = { checkin, checkout: addDays(checkin, 3), roomconfig: "2-0" }
  const query = new URLSearchParams({ hotel_id: hotelId, ...stay, rateplan: "rp" })
  const cart = await dataOf<{ bid: string; selected_rate_plan: { walletDiscountedPrice: number } }>(
    await request.get(`/api/v8/checkout/itinerary/?${query}`, { headers }),
  )
  await dataOf(await request.post("/api/v2/otp/", { data: { phone_number: mobile } }))
  const sms = await dataOf<Array<OutboxMessage>>(
    await request.get(`/api/test/outbox?recipient=${encodeURIComponent(`+91${mobile}`)}`),
  )
  await dataOf(
    await request.post("/api/v4/auth/otp/verify/", {
      data: { phone_number: mobile, verification_code: codeInSms(sms.at(-1)!.body) },
    }),
  )
  const placed = await dataOf<{ order_id: string }>(
    await request.post("/api/v5/checkout/payathotel/", {
      headers,
      data: {
        name: "Asha Rao",
        mobile,
        country_code: "+91",
        email,
        bid: cart.bid,
        actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
        otp_verified_number: mobile,
      },
    }),
  )
  return dataOf<Booking>(
    await request.get(`/api/v1/booking/booking-history/${placed.order_id}/`, { headers }),
  )
}

/** The day in India on the server's clock, which tests may have moved. */
const serverToday = async (request: APIRequestContext) => {
  const { now } = await dataOf<{ now: string }>(await request.get("/api/test/clock"))
  return dayInIndia(Date.parse(now))
}

/** A new member with a confirmed pay-now booking checking in today, on the server's clock. */
export const memberBookedForToday = async (
  request: APIRequestContext,
  testInfo: TestInfo,
  hotelId: string,
) => {
  const { email, token } = await registerMember(request, testInfo, {
    prefix: "web.checkin",
    firstName: "Kavya",
    lastName: "Nair",
    phoneLead: "9",
  })
  const checkin = await serverToday(request)
  const stay = { checkin, checkout: addDays(checkin, 1), roomconfig: "1-0" }
  const orderId = await bookThroughApi(request, { token, hotelId, stay, name: "Kavya Nair", email })
  return { email, orderId }
}

/**
 * A new member's stay, over: the links of its post-stay e-mail, as paths. Test control finishes the
 * stay as its check-out time would (ADR 109), leaving the clock the other tests share where it is.
 */
export const completedStay = async (request: APIRequestContext, testInfo: TestInfo, hotelId: string) => {
  const { email, token } = await registerMember(request, testInfo, {
    prefix: "feedback",
    ...REVIEWER,
    phoneLead: "8",
  })
  const checkin = addDays(await serverToday(request), 1)
  const stay = { checkin, checkout: addDays(checkin, 1), roomconfig: "1-0" }
  const orderId = await bookThroughApi(request, { token, hotelId, stay, name: REVIEWER_NAME, email })
  await dataOf(await request.post("/api/test/stays/complete", { data: { order_id: orderId } }))
  const mails = await dataOf<Array<OutboxMessage>>(
    await request.get(`/api/test/outbox?recipient=${encodeURIComponent(email)}`),
  )
  const body = mails.find((m) => m.subject.startsWith("How was your stay"))!.body
  return {
    feedbackPath: /(\/feedback\/[a-z2-7]{26}\/)/.exec(body)![1]!,
    reviewPath: /(\/tripadvisor\/reviews-\d+\/\?token=\S+)/.exec(body)![1]!,
  }
}
