import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { ServerSettings } from "../settings.ts"
import { SandboxApi } from "./sandbox-api.ts"
import { SANDBOX_PATH } from "./sandbox-keys.ts"
import { SandboxPopup } from "./sandbox-popup.ts"
import { GatewaySandbox } from "./sandbox-store.ts"
import { WebhookDeliveryLive } from "./webhook-delivery.ts"

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

/**
 * Nothing else under the sandbox's path is a page: without this it would reach the renderer.
 * GET and POST only: an any-method route would also catch HEAD, which the router answers as GET.
 */
const NoSandbox = Layer.mergeAll(
  HttpRouter.add("GET", `${SANDBOX_PATH}/*`, () => Effect.succeed(notFound)),
  HttpRouter.add("POST", `${SANDBOX_PATH}/*`, () => Effect.succeed(notFound)),
)

/**
 * The payment gateway sandbox (ADR 077): its server API, checkout script and payment window, and
 * the delivery of its webhooks. With Razorpay configured none of it exists.
 */
export const GatewaySandboxRoutes = Layer.unwrap(
  Effect.map(Effect.service(ServerSettings), (settings) =>
    settings.paymentGateway === undefined
      ? Layer.mergeAll(SandboxApi, SandboxPopup, NoSandbox, WebhookDeliveryLive).pipe(
          Layer.provide(GatewaySandbox.layer),
        )
      : NoSandbox,
  ),
)
