// A traveller's checkout over HTTP, as the checkout page drives it (spec-checkout §7 'Checkout'):
// the itinerary starts a cart, pay now places the order and holds the rooms, the gateway's window
// takes the payment (the sandbox, in the same server), and confirmbooking confirms it.
import { Agent, request } from "node:http"

export interface Answer {
  readonly status: number
  readonly json: unknown
  readonly ms: number
}

export type Client = ReturnType<typeof httpClient>

/** Keep-alive JSON calls to one server, at most `sockets` at a time. */
export const httpClient = (baseUrl: string, sockets: number) => {
  const url = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now()
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path,
          method,
          headers: payload === undefined ? {} : { "content-type": "application/json" },
        },
        (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8")
            let json: unknown
            try {
              json = JSON.parse(text)
            } catch {
              json = text
            }
            resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started })
          })
        },
      )
      req.on("error", reject)
      req.end(payload)
    })
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown) => send("POST", path, body),
    put: (path: string, body: unknown) => send("PUT", path, body),
    close: () => agent.destroy(),
  }
}

/** The error code of a refusal, or its HTTP status when it has none. */
export const codeOf = (answer: Answer) =>
  (answer.json as { errors?: Array<{ code?: string }> } | undefined)?.errors?.[0]?.code ??
  `HTTP ${answer.status}`

export interface Stay {
  readonly hotelId: string
  readonly roomType: string
  readonly checkin: string
  readonly checkout: string
  readonly roomconfig: string
}

export interface Cart {
  readonly bid: string
  /** What the traveller agrees to pay, paise (the itinerary's price after the wallet). */
  readonly pricePaise: number
}

/** The hotel page's Book link for a stay: the room type and the refundable plan named. */
export const itineraryPath = (stay: Stay) =>
  `/api/v8/checkout/itinerary/?hotel_id=${stay.hotelId}&roomtype=${stay.roomType}&rateplan=rp` +
  `&checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=${stay.roomconfig}`

/** The cart of an itinerary answer, at the price it shows after the wallet. */
export const cartOf = (answer: Answer): Cart => {
  const { data } = answer.json as {
    data: { bid: string; selected_rate_plan: { walletDiscountedPrice: number } }
  }
  return { bid: data.bid, pricePaise: data.selected_rate_plan.walletDiscountedPrice }
}

/** A new cart for the stay, or the refusal's code. */
export const startCart = async (client: Client, stay: Stay): Promise<Cart | { refused: string }> => {
  const answer = await client.get(itineraryPath(stay))
  return answer.status === 200 ? cartOf(answer) : { refused: codeOf(answer) }
}

interface PayNowData {
  readonly order_id: string
  readonly ps_order_id: string
  readonly pg_order_id: string
}

/** Pay now with the traveller's details; the answer as it came. */
export const payNow = (client: Client, cart: Cart, traveller: number) =>
  client.post("/api/v5/checkout/paynow/", {
    name: `Traveller ${traveller}`,
    mobile: `9${String(800_000_000 + (traveller % 100_000_000))}`,
    country_code: "+91",
    email: `traveller${traveller}@example.com`,
    bid: cart.bid,
    gateway: "razorpay",
    actual_total_cost: cart.pricePaise,
  })

/** The payment in the gateway's window (the sandbox): the standard-checkout handler fields. */
export const payInGateway = (client: Client, placed: Answer) =>
  client.post(`/gateway-sandbox/pay/${(placed.json as { data: PayNowData }).data.pg_order_id}`, {
    method: "upi",
    outcome: "capture",
  })

/** The checkout page's confirmation call with the gateway's handler fields. */
export const confirmBooking = (client: Client, placed: Answer, paid: Answer) => {
  const order = (placed.json as { data: PayNowData }).data
  const handler = paid.json as { razorpay_payment_id: string; razorpay_signature: string }
  return client.post("/api/v5/checkout/confirmbooking/", {
    order_id: order.order_id,
    gateway: "razorpay",
    ps_order_id: order.ps_order_id,
    pg_order_id: order.pg_order_id,
    pg_meta: { pg_payment_id: handler.razorpay_payment_id, pg_signature: handler.razorpay_signature },
  })
}

export interface Booked {
  readonly payNowMs: number
  readonly payMs: number
  readonly confirmMs: number
}

/** One booking of a cart: the three calls, or the step that failed and why. */
export const book = async (
  client: Client,
  cart: Cart,
  traveller: number,
): Promise<Booked | { failed: string }> => {
  const placed = await payNow(client, cart, traveller)
  if (placed.status !== 200) return { failed: `paynow ${codeOf(placed)}` }
  const paid = await payInGateway(client, placed)
  if (paid.status !== 200) return { failed: `gateway ${codeOf(paid)}` }
  const confirmed = await confirmBooking(client, placed, paid)
  if (confirmed.status !== 200) return { failed: `confirmbooking ${codeOf(confirmed)}` }
  return { payNowMs: placed.ms, payMs: paid.ms, confirmMs: confirmed.ms }
}

/** Runs `work` for each item with `concurrency` workers; items are taken in order. */
export const pool = async <A>(
  items: ReadonlyArray<A>,
  concurrency: number,
  work: (item: A, index: number) => Promise<void>,
  stopAt = Number.POSITIVE_INFINITY,
) => {
  let next = 0
  const worker = async () => {
    while (next < items.length && performance.now() < stopAt) {
      const index = next++
      await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return next
}
