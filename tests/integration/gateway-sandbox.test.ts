import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import { configFromEnv, type DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { PaymentGatewayLive } from "#server/gateway/layer.ts"
import { layerRazorpayGateway, RAZORPAY_CHECKOUT_SCRIPT } from "#server/gateway/razorpay.ts"
import { SANDBOX_CREDENTIALS } from "#server/gateway/sandbox-keys.ts"
import { GatewaySandbox } from "#server/gateway/sandbox-store.ts"
import { type CreateOrderInput, PaymentGateway } from "#server/gateway/service.ts"
import { deliverPendingWebhooks, WEBHOOK_PATH } from "#server/gateway/webhook-delivery.ts"
import { WEBHOOK_FIRST_RETRY_MS } from "#server/gateway/webhook-retry.ts"
import { ServerSettings } from "#server/settings.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

interface Delivery {
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** Stands in for our checkout's webhook: records what arrives and answers `status`. */
const receiver = await new Promise<{ url: string; deliveries: Array<Delivery>; answer: { status: number } }>(
  (resolve) => {
    const deliveries: Array<Delivery> = []
    const answer = { status: 200 }
    const server = createServer((request, response) => {
      const chunks: Array<Buffer> = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        deliveries.push({
          path: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        })
        // No keep-alive: a pooled socket this server already closed would fail a delivery before
        // it arrives here, and the counts below would depend on timing.
        response.writeHead(answer.status, { connection: "close" }).end()
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      afterAll(() => new Promise<void>((done) => server.close(() => done())))
      resolve({ url: `http://127.0.0.1:${port}`, deliveries, answer })
    })
  },
)
const receivedFor = (gatewayOrderId: string) =>
  receiver.deliveries.filter((delivery) => delivery.body.includes(`"order_id":"${gatewayOrderId}"`))
const eventsOf = (deliveries: ReadonlyArray<Delivery>) =>
  deliveries.map((delivery) => (JSON.parse(delivery.body) as { event: string }).event)

const waitFor = async <A>(read: () => A, done: (value: A) => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The sandbox's own gateway, to read and verify what it signed. */
const sandboxChecks = layerRazorpayGateway(SANDBOX_CREDENTIALS, "http://127.0.0.1:9/unused")
const verifyWebhook = (delivery: Delivery, body = delivery.body) =>
  Effect.runPromise(
    Effect.result(
      PaymentGateway.use((gateway) =>
        gateway.verifyWebhook(
          body,
          delivery.headers["x-razorpay-signature"] as string | undefined,
          delivery.headers["x-razorpay-event-id"] as string | undefined,
        ),
      ),
    ).pipe(Effect.provide(sandboxChecks)),
  )

const basic = (keyId: string, secret: string) =>
  `Basic ${Buffer.from(`${keyId}:${secret}`).toString("base64")}`
const sandboxAuth = basic(SANDBOX_CREDENTIALS.keyId, "sandbox-key-secret-not-for-real-payments")

const order: CreateOrderInput = { amountPaise: 123_400, receipt: "TRB-1001", notes: { booking: "TRB-1001" } }

onEveryDatabase(
  "the payment gateway sandbox",
  (server) => {
    /** Razorpay's adapter, pointed at our server's sandbox instead of api.razorpay.com. */
    const gateway = <A, E>(use: (gateway: PaymentGateway["Service"]) => Effect.Effect<A, E>) =>
      Effect.runPromise(
        PaymentGateway.use(use).pipe(
          Effect.provide(layerRazorpayGateway(SANDBOX_CREDENTIALS, `${server().url}/gateway-sandbox/v1`)),
        ),
      )
    const newOrder = (input: CreateOrderInput = order) => gateway((g) => g.createOrder(input))
    const pay = (orderId: string, body: Record<string, unknown>) =>
      call(server().url, `/gateway-sandbox/pay/${orderId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    const ordersApi = (body: unknown, authorization = sandboxAuth) =>
      call(server().url, "/gateway-sandbox/v1/orders", {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: typeof body === "string" ? body : JSON.stringify(body),
      })

    it("creates orders over Razorpay's orders API, with basic auth", async () => {
      const answer = await ordersApi({ amount: 50_000, currency: "INR", receipt: "r-1", notes: { a: "b" } })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toMatchObject({
        entity: "order",
        amount: 50_000,
        amount_paid: 0,
        amount_due: 50_000,
        currency: "INR",
        receipt: "r-1",
        status: "created",
        attempts: 0,
        notes: { a: "b" },
        created_at: Math.floor(TEST_NOW / 1000),
      })
      expect((answer.json as { id: string }).id).toMatch(/^order_[0-9A-Za-z]{14}$/)
    })

    it("refuses a wrong key or secret, and bad orders, in Razorpay's error shape", async () => {
      const good = { amount: 50_000, currency: "INR", receipt: "r-2" }
      for (const authorization of [
        "",
        basic(SANDBOX_CREDENTIALS.keyId, "wrong"),
        basic("rzp_test_other0000000001", "sandbox-key-secret-not-for-real-payments"),
      ]) {
        const answer = await ordersApi(good, authorization)
        expect(answer.status).toBe(401)
        expect(answer.json).toMatchObject({
          error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
        })
      }
      for (const [body, field] of [
        [{ ...good, amount: 99 }, "amount"],
        [{ ...good, amount: 100.5 }, "amount"],
        [{ ...good, amount: "50000" }, "amount"],
        [{ ...good, currency: "USD" }, "currency"],
        [{ ...good, receipt: "x".repeat(41) }, "receipt"],
        [{ ...good, notes: { a: 1 } }, "notes"],
      ] as const) {
        const answer = await ordersApi(body)
        expect(answer.status, JSON.stringify(body)).toBe(400)
        expect(answer.json).toMatchObject({ error: { code: "BAD_REQUEST_ERROR", field } })
      }
      const notJson = await ordersApi("{amount: 1")
      expect(notJson.status).toBe(400)
      expect((notJson.json as { error: { description: string } }).error.description).toMatch(/not valid JSON/)
    })

    it("the Razorpay adapter and the sandbox speak one contract: order, payment, signature", async () => {
      const created = await newOrder()
      expect(created).toMatchObject({
        amountPaise: 123_400,
        currency: "INR",
        receipt: "TRB-1001",
        status: "created",
      })
      expect(await gateway((g) => g.orderPayments(created.id))).toEqual([])

      const answer = await pay(created.id, { method: "card", outcome: "capture", email: "a@example.com" })
      expect(answer.status, answer.text).toBe(200)
      const fields = answer.json as Record<string, string>
      expect(Object.keys(fields).sort()).toEqual([
        "razorpay_order_id",
        "razorpay_payment_id",
        "razorpay_signature",
      ])
      expect(fields.razorpay_order_id).toBe(created.id)
      expect(fields.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/)

      const verify = (gatewayOrderId: string, paymentId: string, signature: string) =>
        gateway((g) => g.verifyPaymentSignature({ gatewayOrderId, paymentId, signature }))
      expect(await verify(created.id, fields.razorpay_payment_id!, fields.razorpay_signature!)).toBe(true)
      const other = await newOrder()
      expect(await verify(other.id, fields.razorpay_payment_id!, fields.razorpay_signature!)).toBe(false)

      expect(await gateway((g) => g.orderPayments(created.id))).toEqual([
        { id: fields.razorpay_payment_id, status: "captured", amountPaise: 123_400, method: "card" },
      ])
      const fetched = await call(server().url, `/gateway-sandbox/v1/orders/${created.id}`, {
        headers: { authorization: sandboxAuth },
      })
      expect(fetched.json).toMatchObject({ status: "paid", amount_paid: 123_400, amount_due: 0, attempts: 1 })
    })

    it("a failed payment answers Razorpay's failure; the order can still be paid, once", async () => {
      const created = await newOrder()
      const failed = await pay(created.id, { method: "upi", outcome: "fail" })
      expect(failed.status, failed.text).toBe(200)
      const failure = failed.json as {
        error: { reason: string; metadata: { order_id: string; payment_id: string } }
      }
      expect(failure.error).toMatchObject({ code: "BAD_REQUEST_ERROR", reason: "payment_failed" })
      expect(failure.error.metadata.order_id).toBe(created.id)
      expect(failure.error.metadata.payment_id).toMatch(/^pay_/)

      const paid = await pay(created.id, { method: "netbanking", outcome: "capture" })
      expect(paid.status, paid.text).toBe(200)
      const again = await pay(created.id, { method: "card", outcome: "capture" })
      expect(again.status).toBe(409)
      expect(again.json).toMatchObject({ error: { reason: "order_already_paid" } })
      const payments = await gateway((g) => g.orderPayments(created.id))
      expect(payments.map((p) => [p.status, p.method, p.amountPaise])).toEqual([
        ["failed", "upi", 123_400],
        ["captured", "netbanking", 123_400],
      ])
    })

    it("refuses bad payment requests and unknown orders, and changes nothing", async () => {
      const created = await newOrder()
      for (const body of [
        { method: "cash", outcome: "capture" },
        { method: "card" },
        { method: "card", outcome: "x" },
      ]) {
        const answer = await pay(created.id, body)
        expect(answer.status, JSON.stringify(body)).toBe(400)
        expect(answer.json).toMatchObject({ error: { code: "BAD_REQUEST_ERROR" } })
      }
      expect((await pay("order_doesnotexist00", { method: "card", outcome: "capture" })).status).toBe(404)
      expect((await pay("%E0%A4%A", { method: "card", outcome: "capture" })).status).toBe(404)
      expect(await gateway((g) => g.orderPayments(created.id))).toEqual([])
      const unknown = await gateway((g) => Effect.flip(g.orderPayments("order_doesnotexist00")))
      expect(unknown).toMatchObject({ _tag: "GatewayRefused", description: "The id provided does not exist" })
      const tooSmall = await gateway((g) => Effect.flip(g.createOrder({ ...order, amountPaise: 50 })))
      expect(tooSmall._tag).toBe("GatewayRefused")
    })

    it("serves the payment window: the order's amount, three methods, Pay, Fail and close, no inline code", async () => {
      const created = await newOrder()
      const page = await call(
        server().url,
        `/gateway-sandbox/pay/${created.id}?name=Treebo%20Hotels&amount=1&prefill_email=%3Cb%3E@example.com`,
      )
      expect(page.status).toBe(200)
      expect(page.headers["content-type"]).toMatch(/^text\/html/)
      expect(page.text).toContain("₹1,234.00")
      expect(page.text).toContain('<h1 id="pay-title">Treebo Hotels</h1>')
      for (const label of ["Card", "UPI", "Net banking", "Fail payment", "Close the payment window"]) {
        expect(page.text).toContain(label)
      }
      expect(page.text).not.toContain("<b>")
      expect(page.text).toContain("&#60;b&#62;@example.com")
      // The site's CSP allows only 'self' scripts and styles.
      expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
      expect(page.text).not.toMatch(/\sstyle=|<style/)
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'")

      await pay(created.id, { method: "card", outcome: "capture" })
      const paidPage = await call(server().url, `/gateway-sandbox/pay/${created.id}`)
      expect(paidPage.text).toContain("This order has been paid.")
      expect(paidPage.text).not.toContain('value="fail"')
      expect((await call(server().url, "/gateway-sandbox/pay/order_doesnotexist00")).status).toBe(404)
    })

    it("serves checkout.js, defining window.Razorpay, and the window's own script and style", async () => {
      for (const [path, type] of [
        ["/gateway-sandbox/checkout.js", /^text\/javascript/],
        ["/gateway-sandbox/pay.js", /^text\/javascript/],
        ["/gateway-sandbox/pay.css", /^text\/css/],
      ] as const) {
        const answer = await call(server().url, path)
        expect(answer.status, path).toBe(200)
        expect(answer.headers["content-type"]).toMatch(type)
      }
      expect((await call(server().url, "/gateway-sandbox/checkout.js")).text).toContain(
        "window.Razorpay = Razorpay",
      )
      expect((await call(server().url, "/gateway-sandbox/nothing-here")).status).toBe(404)
    })

    it("delivers signed webhooks to the checkout: payment.captured then order.paid", async () => {
      const created = await newOrder()
      await pay(created.id, { method: "upi", outcome: "capture" })
      const delivered = await waitFor(
        () => receivedFor(created.id),
        (d) => d.length >= 2,
      )
      expect(eventsOf(delivered)).toEqual(["payment.captured", "order.paid"])
      expect(delivered.every((d) => d.path === WEBHOOK_PATH)).toBe(true)
      const ids = delivered.map((d) => d.headers["x-razorpay-event-id"])
      expect(new Set(ids).size).toBe(2)
      for (const delivery of delivered) {
        const event = await verifyWebhook(delivery)
        expect(event._tag, delivery.body).toBe("Success")
        if (event._tag !== "Success") continue
        expect(event.success).toMatchObject({
          eventId: delivery.headers["x-razorpay-event-id"],
          gatewayOrderId: created.id,
          amountPaise: 123_400,
          status: "captured",
        })
        const forged = await verifyWebhook(delivery, delivery.body.replace("123400", "100"))
        expect(forged._tag).toBe("Failure")
      }
    })

    it("delivers payment.failed for a failed payment", async () => {
      const created = await newOrder()
      await pay(created.id, { method: "card", outcome: "fail" })
      const delivered = await waitFor(
        () => receivedFor(created.id),
        (d) => d.length >= 1,
      )
      expect(eventsOf(delivered)).toEqual(["payment.failed"])
      const event = await verifyWebhook(delivered[0]!)
      expect(event._tag === "Success" && event.success.status).toBe("failed")
    })
  },
  { publicOrigin: { website: receiver.url, gdc: receiver.url } },
)

const hasPostgres = await postgresAvailable()

/** One server process's view of the sandbox, with no delivery loop: tests run the passes. */
const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    GatewaySandbox.layer.pipe(
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(TEST_NOW)),
      Layer.provideMerge(
        Layer.succeed(ServerSettings, {
          ...configFromEnv({}),
          publicOrigin: { website: receiver.url, gdc: receiver.url },
        }),
      ),
    ),
  )

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`webhook delivery [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)
    const capture = async () => {
      const created = await processes.first.runPromise(
        GatewaySandbox.use((s) => s.createOrder({ amount: 20_000, currency: "INR", receipt: "r" })),
      )
      await processes.first.runPromise(
        GatewaySandbox.use((s) =>
          s.pay(created.id, { method: "card", outcome: "capture", email: "", contact: "" }),
        ),
      )
      return created.id
    }
    const deliver = (process = processes.first) => process.runPromise(deliverPendingWebhooks)
    const advance = (ms: number) =>
      Promise.all(
        [...new Set([processes.first, processes.second])].map((p) =>
          p.runPromise(AppClock.use((clock) => clock.advance(ms))),
        ),
      )

    it("a refused delivery (404: no endpoint yet) is kept and retried after the backoff", async () => {
      receiver.answer.status = 404
      try {
        const orderId = await capture()
        expect(await deliver()).toEqual({ delivered: 0, failed: 2 })
        expect(receivedFor(orderId)).toHaveLength(2)
        expect(await deliver()).toEqual({ delivered: 0, failed: 0 })
        await advance(WEBHOOK_FIRST_RETRY_MS)
        receiver.answer.status = 200
        expect(await deliver()).toEqual({ delivered: 2, failed: 0 })
        const sent = receivedFor(orderId)
        expect(eventsOf(sent)).toEqual(["payment.captured", "order.paid", "payment.captured", "order.paid"])
        // A retry is the same event, byte for byte, under the same id.
        expect(sent[2]!.body).toBe(sent[0]!.body)
        expect(sent[2]!.headers["x-razorpay-event-id"]).toBe(sent[0]!.headers["x-razorpay-event-id"])
        await advance(24 * 60 * 60_000)
        expect(await deliver()).toEqual({ delivered: 0, failed: 0 })
      } finally {
        receiver.answer.status = 200
      }
    })

    it("an unreachable checkout is a failed delivery, not a crash", async () => {
      const unreachable = ManagedRuntime.make(
        Layer.succeed(ServerSettings, {
          ...configFromEnv({}),
          publicOrigin: { website: "http://127.0.0.1:9", gdc: "http://127.0.0.1:9" },
        }),
      )
      await capture()
      const result = await processes.first.runPromise(
        Effect.provide(
          deliverPendingWebhooks,
          await unreachable.runPromise(Effect.context<ServerSettings>()),
        ),
      )
      expect(result).toEqual({ delivered: 0, failed: 2 })
      await unreachable.dispose()
      await advance(WEBHOOK_FIRST_RETRY_MS)
      expect(await deliver()).toEqual({ delivered: 2, failed: 0 })
    })

    it("gives up after a day of failures", async () => {
      receiver.answer.status = 500
      try {
        const orderId = await capture()
        let attempts = 0
        for (let hour = 0; hour <= 26; hour++) {
          attempts += (await deliver()).failed
          await advance(60 * 60_000)
        }
        receiver.answer.status = 200
        expect(await deliver()).toEqual({ delivered: 0, failed: 0 })
        expect(receivedFor(orderId).length).toBe(attempts)
        expect(attempts).toBeGreaterThan(2 * 20)
      } finally {
        receiver.answer.status = 200
      }
    })

    it("the gateway is the sandbox unless Razorpay is configured", async () => {
      const withSettings = (env: Record<string, string>) =>
        PaymentGatewayLive.pipe(Layer.provide(Layer.succeed(ServerSettings, configFromEnv(env))))
      const sandbox = await processes.first.runPromise(
        PaymentGateway.use((gateway) =>
          Effect.gen(function* () {
            const created = yield* gateway.createOrder(order)
            const fields = yield* GatewaySandbox.use((s) =>
              s.pay(created.id, { method: "upi", outcome: "capture", email: "", contact: "" }),
            )
            if (fields._tag !== "Captured") throw new Error(fields._tag)
            return {
              checkout: gateway.checkout,
              payments: yield* gateway.orderPayments(created.id),
              verified: yield* gateway.verifyPaymentSignature({
                gatewayOrderId: created.id,
                paymentId: fields.handler.razorpay_payment_id,
                signature: fields.handler.razorpay_signature,
              }),
            }
          }),
        ).pipe(Effect.provide(withSettings({}))),
      )
      expect(sandbox.checkout).toEqual({
        keyId: SANDBOX_CREDENTIALS.keyId,
        scriptUrl: "/gateway-sandbox/checkout.js",
      })
      expect(sandbox.payments.map((p) => [p.status, p.method, p.amountPaise])).toEqual([
        ["captured", "upi", order.amountPaise],
      ])
      expect(sandbox.verified).toBe(true)
      expect(await deliver()).toEqual({ delivered: 2, failed: 0 })
      const configured = await processes.first.runPromise(
        PaymentGateway.use((gateway) => Effect.succeed(gateway.checkout)).pipe(
          Effect.provide(
            withSettings({
              RAZORPAY_KEY_ID: "rzp_test_AbC123",
              RAZORPAY_KEY_SECRET: "s",
              RAZORPAY_WEBHOOK_SECRET: "w",
            }),
          ),
        ),
      )
      expect(configured).toEqual({ keyId: "rzp_test_AbC123", scriptUrl: RAZORPAY_CHECKOUT_SCRIPT })
    })

    it.skipIf(backend === "pglite")("two processes never deliver one event twice at once", async () => {
      const orderIds = [await capture(), await capture(), await capture()]
      const [a, b] = await Promise.all([deliver(processes.first), deliver(processes.second)])
      expect(a!.delivered + b!.delivered).toBe(6)
      for (const orderId of orderIds) expect(receivedFor(orderId)).toHaveLength(2)
    })
  })
}
