import type { APIRequestContext, Page, TestInfo } from "@playwright/test"
import type { ConfirmedBooking, PayNowResult } from "#core/api/checkout.ts"
import { confirmationDate } from "#core/checkout/confirmation-format.ts"
import { PAYMENT_MESSAGES, PAYMENT_PAGE_NOTICE } from "#core/checkout/payment-messages.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * The payment processing and confirmation pages (spec-checkout §2, §4), at 375 px and 1280 px.
 * Bookings are made through the API as checkout makes them: itinerary, pay now, the gateway
 * sandbox's payment, confirm. Each project books its own hotel, so neither sees the other's rooms.
 * The pages' 5 s waits run on Playwright's clock.
 */

const HOTEL = { desktop: "1050", mobile: "1051" }

const stayFor = (testInfo: TestInfo, offset: number) => {
  const checkin = addDays(dayInIndia(Date.now()), 40 + offset + (testInfo.project.name === "mobile" ? 5 : 0))
  return { checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" }
}

type Placed = typeof PayNowResult.Type & {
  readonly stay: ReturnType<typeof stayFor>
  readonly hotelId: string
}

const dataOf = async <A>(answer: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<A> => {
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { data: A }).data
}

/** An order placed to pay now, not paid yet (the gateway's window is still open). */
const placeOrder = async (
  request: APIRequestContext,
  testInfo: TestInfo,
  offset: number,
): Promise<Placed> => {
  const stay = stayFor(testInfo, offset)
  const hotelId = HOTEL[testInfo.project.name as keyof typeof HOTEL]
  const cart = await dataOf<{ bid: string; selected_rate_plan: { walletDiscountedPrice: number } }>(
    await request.get(
      `/api/v8/checkout/itinerary/?${new URLSearchParams({ hotel_id: hotelId, ...stay, rateplan: "rp" })}`,
    ),
  )
  const order = await dataOf<typeof PayNowResult.Type>(
    await request.post("/api/v5/checkout/paynow/", {
      data: {
        name: "Asha Rao",
        mobile: "9845012345",
        country_code: "+91",
        email: `asha.${testInfo.project.name}@example.com`,
        bid: cart.bid,
        gateway: "razorpay",
        check_in_time: "12pm",
        check_out_time: "11am",
        actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
        channel: "website",
      },
    }),
  )
  return { ...order, stay, hotelId }
}

/** The traveller pays in the gateway's window and checkout confirms the booking with the answer. */
const pay = async (request: APIRequestContext, order: Placed) => {
  const paid = (await (
    await request.post(`/gateway-sandbox/pay/${order.pg_order_id}`, {
      data: { method: "upi", outcome: "capture" },
    })
  ).json()) as { razorpay_payment_id: string; razorpay_signature: string }
  await dataOf(
    await request.post("/api/v5/checkout/confirmbooking/", {
      data: {
        order_id: order.order_id,
        gateway: "razorpay",
        ps_order_id: order.ps_order_id,
        pg_order_id: order.pg_order_id,
        pg_meta: { pg_payment_id: paid.razorpay_payment_id, pg_signature: paid.razorpay_signature },
      },
    }),
  )
}

const bookingOf = async (request: APIRequestContext, orderId: string) =>
  dataOf<ConfirmedBooking>(await request.get(`/api/v5/checkout/confirmed-booking/${orderId}/`))

/** The next status answer the page gets; register before it asks. */
const statusAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes("/checkout/payment/status/"))

const breakupLine = (page: Page, key: string) =>
  page.locator(`[data-testid="price-breakup"] [data-line="${key}"] dd`)

test.describe("payment processing and confirmation", () => {
  test("a paid booking: the wait, then the confirmation with its dates, amounts and e-mail", async ({
    page,
    request,
  }, testInfo) => {
    const order = await placeOrder(request, testInfo, 0)
    await pay(request, order)
    const booking = await bookingOf(request, order.order_id)

    await page.clock.install()
    const answered = statusAnswer(page)
    const response = await page.goto(`/payment-process/${order.order_id}/`)
    expect(response?.headers()["cache-control"]).toBe("no-store")
    expect(response?.headers()["x-robots-tag"]).toBe("noindex")
    await expect(page.getByRole("heading", { level: 1, name: PAYMENT_MESSAGES.processing })).toBeVisible()
    await expect(page.getByText(PAYMENT_PAGE_NOTICE)).toBeVisible()
    expect(new URL((await answered).url()).searchParams.get("count")).toBe("0")
    // spec-checkout §4: success goes on to the confirmation after 5 s, not before.
    await page.clock.fastForward(4_000)
    await expect(page).toHaveURL(new RegExp(`/payment-process/${order.order_id}/$`))
    const tracked = page.waitForRequest(
      (r) => r.url().includes("/telemetry/events/") && (r.postData() ?? "").includes('"transaction"'),
    )
    await page.clock.fastForward(1_500)
    await expect(page).toHaveURL(new RegExp(`/confirmation/${order.order_id}/$`))

    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeVisible()
    await expect(page.getByTestId("booking-id")).toHaveText(order.order_id)
    await expect(page.getByText(booking.hotel.name, { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
      "href",
      booking.hotel.directions,
    )
    const checkIn = page.getByTestId("check-in")
    await expect(checkIn).toContainText(confirmationDate(order.stay.checkin)!)
    await expect(checkIn).toContainText(/\d{2}-\d{2}-\d{4}/)
    await expect(checkIn).toContainText("12:00 PM")
    await expect(page.getByTestId("check-out")).toContainText(confirmationDate(order.stay.checkout)!)
    await expect(page.getByTestId("check-out")).toContainText("11:00 AM")
    await expect(page.getByText("Asha Rao")).toBeVisible()
    await expect(page.getByText(booking.user.email)).toBeVisible()
    await expect(page.getByTestId("payment-status")).toHaveText("Paid")
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed")
    const total = booking.rate_plan.netPayableAmount
    await expect(breakupLine(page, "total")).toHaveText(formatRupees(total))
    await expect(breakupLine(page, "gst")).toHaveText(formatRupees(booking.rate_plan.tax))
    await expect(breakupLine(page, "paidNow")).toHaveText(`−${formatRupees(total)}`)
    await expect(breakupLine(page, "balance")).toHaveCount(0)

    // spec-checkout §7: the data-layer transaction, its value in rupees.
    const transaction = JSON.parse((await tracked).postData() ?? "{}") as {
      events: Array<{ name: string; properties: Record<string, unknown> }>
    }
    expect(transaction.events.find((e) => e.name === "transaction")?.properties).toEqual({
      order_id: order.order_id,
      order_value: total / 100,
      currency: "INR",
    })

    await page.getByRole("button", { name: "Resend e-mail" }).click()
    await expect(page.getByRole("status").filter({ hasText: "sent the booking confirmation" })).toContainText(
      booking.user.email,
    )
    const outbox = await dataOf<Array<{ subject: string }>>(
      await request.get(`/api/test/outbox?recipient=${encodeURIComponent(booking.user.email)}`),
    )
    expect(outbox.filter((m) => m.subject.includes(order.order_id)).length).toBeGreaterThanOrEqual(2)
  })

  test("a confirmation opened before the payment came checks it and updates by itself", async ({
    page,
    request,
  }, testInfo) => {
    const order = await placeOrder(request, testInfo, 4)
    await page.clock.install()
    const first = statusAnswer(page)
    await page.goto(`/confirmation/${order.order_id}/`)
    await expect(
      page.getByRole("heading", { level: 1, name: "We are confirming your payment" }),
    ).toBeVisible()
    await expect(page.getByTestId("payment-status")).toHaveText("Pending")
    await expect(breakupLine(page, "balance")).toHaveText(formatRupees(order.order_event_args.amount))
    await first
    await expect(page.getByRole("button", { name: "Resend e-mail" })).toHaveCount(0)

    await pay(request, order)
    const second = statusAnswer(page)
    await page.clock.fastForward(5_000)
    expect(new URL((await second).url()).searchParams.get("count")).toBe("1")
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeVisible()
    await expect(page.getByTestId("payment-status")).toHaveText("Paid")
    await expect(breakupLine(page, "paidNow")).toHaveText(`−${formatRupees(order.order_event_args.amount)}`)
    await expect(breakupLine(page, "balance")).toHaveCount(0)
  })

  test("a failed payment sends the traveller back to checkout for the same stay", async ({
    page,
    request,
  }, testInfo) => {
    const order = await placeOrder(request, testInfo, 8)
    // A payment fails at the gateway's end, which the sandbox cannot be told to do to a placed
    // order; the page is given the server's own answer for the order with the status it would carry.
    await page.route("**/api/v5/checkout/payment/status/**", async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: Record<string, unknown> }
      await route.fulfill({ response: answer, json: { data: { ...body.data, status: "failure" } } })
    })
    await page.clock.install()
    const answered = statusAnswer(page)
    await page.goto(`/payment-process/${order.order_id}/`)
    await answered
    await expect(page.getByRole("heading", { level: 1, name: PAYMENT_MESSAGES.failed })).toBeVisible()
    await page.clock.fastForward(5_000)
    await expect(page).toHaveURL((url) => url.pathname === "/itinerary/")
    const query = Object.fromEntries(new URL(page.url()).searchParams)
    expect(query).toMatchObject({
      checkin: order.stay.checkin,
      checkout: order.stay.checkout,
      hotel_id: order.hotelId,
      rateplan: "rp",
      roomconfig: "2-0",
    })
    expect(query.roomtype).toMatch(/^[a-z]+$/)
  })

  test("an unknown booking is Not Found", async ({ page, problems }) => {
    const response = await page.goto("/confirmation/BKUNKNOWN0000000000000000/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible()
    // The browser logs the 404 document itself; nothing else may be logged.
    expect(problems.consoleErrors.every((e) => e.includes("status of 404"))).toBe(true)
    problems.consoleErrors.splice(0)
  })
})
