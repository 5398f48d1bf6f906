import { Effect, Layer } from "effect"
import { ServerSettings } from "../settings.ts"
import { layerRazorpayGateway } from "./razorpay.ts"
import { layerSandboxGateway } from "./sandbox-gateway.ts"

/** Razorpay when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set; the sandbox otherwise. */
export const PaymentGatewayLive = Layer.unwrap(
  Effect.map(Effect.service(ServerSettings), (settings) =>
    settings.paymentGateway === undefined
      ? layerSandboxGateway
      : layerRazorpayGateway(settings.paymentGateway),
  ),
)
