import { Effect, Layer, Option, Redacted, Schema } from "effect"
import type { PaymentGatewayConfig } from "../config.ts"
import {
  type CreateOrderInput,
  GatewayRefused,
  GatewayUnavailable,
  gatewayOrderOf,
  gatewayPaymentOf,
  orderBodyOf,
  PaymentGateway,
  signatureChecks,
} from "./service.ts"
import { OrderEntity, PaymentCollection } from "./wire.ts"

export const RAZORPAY_API = "https://api.razorpay.com/v1"
export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js"

/** A gateway that has not answered by then is taken as unavailable; the caller may try again. */
const GATEWAY_TIMEOUT_MS = 10_000

const ErrorAnswer = Schema.Struct({ error: Schema.Struct({ description: Schema.String }) })
const decodeError = Schema.decodeUnknownOption(ErrorAnswer)

/**
 * Razorpay's server API over fetch (ADR 077). `apiBase` is Razorpay's, or in tests the sandbox's
 * `/gateway-sandbox/v1` on our own server: the wire is the same, so one test proves both.
 */
export const layerRazorpayGateway = (credentials: PaymentGatewayConfig, apiBase: string = RAZORPAY_API) => {
  const authorization = `Basic ${Buffer.from(
    `${credentials.keyId}:${Redacted.value(credentials.keySecret)}`,
  ).toString("base64")}`

  /** One API call: a 2xx body decoded by `schema`, a 4xx as the gateway's refusal, anything else unavailable. */
  const call = <S extends Schema.Top>(schema: S, path: string, body?: unknown) =>
    Effect.gen(function* () {
      const answer = yield* Effect.tryPromise({
        try: async (signal) => {
          const response = await fetch(`${apiBase}${path}`, {
            method: body === undefined ? "GET" : "POST",
            headers: {
              authorization,
              accept: "application/json",
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.any([signal, AbortSignal.timeout(GATEWAY_TIMEOUT_MS)]),
          })
          const text = await response.text()
          return { status: response.status, text }
        },
        catch: (cause) =>
          new GatewayUnavailable({ reason: cause instanceof Error ? cause.message : String(cause) }),
      })
      if (answer.status >= 400 && answer.status < 500) {
        const refusal = decodeError(safeJson(answer.text))
        return yield* new GatewayRefused({
          description: Option.match(refusal, {
            onNone: () => `HTTP ${answer.status}`,
            onSome: (error) => error.error.description,
          }),
        })
      }
      if (answer.status < 200 || answer.status >= 300) {
        return yield* new GatewayUnavailable({ reason: `the gateway answered HTTP ${answer.status}` })
      }
      return yield* Schema.decodeUnknownEffect(schema)(safeJson(answer.text)).pipe(
        Effect.mapError(
          (error) =>
            new GatewayUnavailable({ reason: `the gateway's answer was not understood: ${error.message}` }),
        ),
      )
    })

  return Layer.succeed(
    PaymentGateway,
    PaymentGateway.of({
      checkout: { keyId: credentials.keyId, scriptUrl: RAZORPAY_CHECKOUT_SCRIPT },
      createOrder: Effect.fn("PaymentGateway.createOrder")(function* (input: CreateOrderInput) {
        return gatewayOrderOf(yield* call(OrderEntity, "/orders", yield* orderBodyOf(input)))
      }),
      orderPayments: Effect.fn("PaymentGateway.orderPayments")(function* (gatewayOrderId: string) {
        const collection = yield* call(
          PaymentCollection,
          `/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
        )
        return collection.items.map(gatewayPaymentOf)
      }),
      ...signatureChecks(credentials),
    }),
  )
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
