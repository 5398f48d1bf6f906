import { Effect, Layer } from "effect"
import { SANDBOX_CREDENTIALS, SANDBOX_PATH } from "./sandbox-keys.ts"
import { GatewaySandbox } from "./sandbox-store.ts"
import {
  type CreateOrderInput,
  GatewayRefused,
  gatewayOrderOf,
  gatewayPaymentOf,
  orderBodyOf,
  PaymentGateway,
  signatureChecks,
} from "./service.ts"

/**
 * The gateway as the sandbox in our own database (ADR 077). It calls the sandbox's books directly;
 * its HTTP API (sandbox-api.ts) serves the same books to the Razorpay adapter and to tests.
 */
export const layerSandboxGateway = Layer.effect(
  PaymentGateway,
  Effect.gen(function* () {
    const sandbox = yield* GatewaySandbox
    return PaymentGateway.of({
      checkout: { keyId: SANDBOX_CREDENTIALS.keyId, scriptUrl: `${SANDBOX_PATH}/checkout.js` },
      createOrder: Effect.fn("PaymentGateway.createOrder")(function* (input: CreateOrderInput) {
        return gatewayOrderOf(yield* sandbox.createOrder(yield* orderBodyOf(input)))
      }),
      orderPayments: Effect.fn("PaymentGateway.orderPayments")(function* (gatewayOrderId: string) {
        const payments = yield* sandbox.payments(gatewayOrderId)
        if (payments === undefined) {
          return yield* new GatewayRefused({ description: "The id provided does not exist" })
        }
        return payments.map(gatewayPaymentOf)
      }),
      ...signatureChecks(SANDBOX_CREDENTIALS),
    })
  }),
).pipe(Layer.provide(GatewaySandbox.layer))
