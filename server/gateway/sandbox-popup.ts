import { readFileSync } from "node:fs"
import { Effect, Layer, Option, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { gatewayAnswer, gatewayErrorAnswer, jsonBodyOf, pathSegment } from "./sandbox-api.ts"
import { SANDBOX_PATH } from "./sandbox-keys.ts"
import { paymentPage, unknownOrderPage } from "./sandbox-page.ts"
import { GatewaySandbox } from "./sandbox-store.ts"

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), "utf8")

/** The browser side: changes with a deploy, so caches revalidate after a few minutes. */
const serveAsset = (path: string, name: string, contentType: string) => {
  const body = asset(name)
  return HttpRouter.add("GET", `${SANDBOX_PATH}/${path}`, () =>
    Effect.succeed(
      HttpServerResponse.text(body, { contentType, headers: { "cache-control": "public, max-age=300" } }),
    ),
  )
}

const Assets = Layer.mergeAll(
  serveAsset("checkout.js", "checkout.js", "text/javascript; charset=utf-8"),
  serveAsset("pay.js", "pay.js", "text/javascript; charset=utf-8"),
  serveAsset("pay.css", "pay.css", "text/css; charset=utf-8"),
)

const html = (body: string, status = 200) =>
  HttpServerResponse.text(body, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-store" },
  })

/** `/gateway-sandbox/pay/:orderId` */
const orderIdOf = (request: HttpServerRequest.HttpServerRequest) => pathSegment(request, 3)

const SHOWN_MAX = 200

const shown = (params: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>, key: string) => {
  const value = params[key]
  return typeof value === "string" ? value.slice(0, SHOWN_MAX) : ""
}

/** The payer's e-mail and phone come from the window's prefill, so they take what it shows. */
const PayBody = Schema.Struct({
  method: Schema.Literals(["card", "upi", "netbanking"]),
  outcome: Schema.Literals(["capture", "fail"]),
  email: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(SHOWN_MAX))),
  contact: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(SHOWN_MAX))),
})
const decodePayBody = Schema.decodeUnknownOption(PayBody)

/**
 * The payment window, and the traveller's choice in it. The choice answers the standard-checkout
 * handler fields, or Razorpay's failure body; the payment is for the order's amount, and a paid
 * order takes no more.
 */
const PaymentWindow = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const sandbox = yield* GatewaySandbox

    yield* router.add("GET", `${SANDBOX_PATH}/pay/:orderId`, (request) =>
      Effect.gen(function* () {
        const order = yield* sandbox.order(orderIdOf(request))
        if (order === undefined) return html(unknownOrderPage, 404)
        const params = yield* HttpServerRequest.ParsedSearchParams
        return html(
          paymentPage(order, {
            merchant: shown(params, "name"),
            description: shown(params, "description"),
            name: shown(params, "prefill_name"),
            email: shown(params, "prefill_email"),
            contact: shown(params, "prefill_contact"),
          }),
        )
      }),
    )

    yield* router.add("POST", `${SANDBOX_PATH}/pay/:orderId`, (request) =>
      Effect.gen(function* () {
        const orderId = orderIdOf(request)
        const body = yield* jsonBodyOf(request)
        if ("problem" in body) return gatewayErrorAnswer(400, body.problem)
        const payment = decodePayBody(body.json)
        if (Option.isNone(payment)) {
          return gatewayErrorAnswer(400, "Choose card, upi or netbanking, and capture or fail", {
            field: "method",
          })
        }
        const { email = "", contact = "", ...choice } = payment.value
        const result = yield* sandbox.pay(orderId, { ...choice, email, contact })
        switch (result._tag) {
          case "UnknownOrder":
            return gatewayErrorAnswer(404, "The id provided does not exist", { reason: "order_not_found" })
          case "AlreadyPaid":
            return gatewayErrorAnswer(409, "This order has already been paid", {
              reason: "order_already_paid",
              metadata: { order_id: orderId },
            })
          case "Captured":
            return gatewayAnswer(result.handler)
          case "Failed":
            return gatewayAnswer({
              error: {
                code: "BAD_REQUEST_ERROR",
                description: "Payment failed",
                source: "customer",
                step: "payment_authorization",
                reason: "payment_failed",
                metadata: { order_id: orderId, payment_id: result.payment.id },
              },
            })
        }
      }),
    )
  }),
)

export const SandboxPopup = Layer.mergeAll(Assets, PaymentWindow)
