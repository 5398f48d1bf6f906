import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SANDBOX_CREDENTIALS, SANDBOX_PATH } from "./sandbox-keys.ts"
import { GatewaySandbox } from "./sandbox-store.ts"
import { sameSecret } from "./signatures.ts"
import { CreateOrderBody, type GatewayErrorBody, type PaymentCollection } from "./wire.ts"

const NO_STORE = { "cache-control": "no-store" }

/** A failure in Razorpay's shape: `{ error: { code, description, … } }`. */
export const gatewayErrorAnswer = (
  status: number,
  description: string,
  details: Partial<GatewayErrorBody["error"]> = {},
) =>
  HttpServerResponse.jsonUnsafe(
    {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        ...details,
      },
    } satisfies GatewayErrorBody,
    { status, headers: NO_STORE },
  )

export const gatewayAnswer = (body: unknown) => HttpServerResponse.jsonUnsafe(body, { headers: NO_STORE })

/** The JSON body of a request, or why it is not one. */
export const jsonBodyOf = (request: HttpServerRequest.HttpServerRequest) =>
  request.text.pipe(
    Effect.map((text): { readonly json: unknown } | { readonly problem: string } => {
      try {
        return { json: JSON.parse(text) }
      } catch {
        return { problem: "The request body is not valid JSON" }
      }
    }),
    Effect.catch(() => Effect.succeed({ problem: "The request body could not be read" })),
  )

/** HTTP basic auth with the key id and key secret, as Razorpay's server API takes it. */
const authorised = (header: string | undefined) => {
  const encoded = /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header ?? "")?.[1]
  if (encoded === undefined) return false
  const [keyId, ...secret] = Buffer.from(encoded, "base64").toString("utf8").split(":")
  return (
    keyId === SANDBOX_CREDENTIALS.keyId &&
    sameSecret(Redacted.value(SANDBOX_CREDENTIALS.keySecret), secret.join(":"))
  )
}

const unauthorised = gatewayErrorAnswer(401, "Authentication failed", { reason: "authentication_failed" })
const unknownOrder = gatewayErrorAnswer(400, "The id provided does not exist", { reason: "order_not_found" })

/** Razorpay's limits, field by field, so the answer names the field at fault. */
const FIELD_RULES = [
  ["amount", "The amount must be a whole number of paise, at least 100 (INR 1.00)"],
  ["currency", "The currency must be INR"],
  ["receipt", "The receipt must be text of at most 40 characters"],
  ["notes", "Notes must be at most 15 keys with text values of at most 256 characters"],
] as const satisfies ReadonlyArray<readonly [keyof typeof CreateOrderBody.fields, string]>

const orderBodyProblem = (json: unknown) => {
  const body = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {}
  for (const [field, description] of FIELD_RULES) {
    const present = field in body
    if ((present || field !== "notes") && !Schema.is(CreateOrderBody.fields[field])(body[field])) {
      return gatewayErrorAnswer(400, description, { field })
    }
  }
  return undefined
}

const decodeOrderBody = Schema.decodeUnknownOption(CreateOrderBody)

/** The path segment at `index` (0 is the empty one before the first slash); "" when it is malformed. */
export const pathSegment = (request: HttpServerRequest.HttpServerRequest, index: number) => {
  try {
    return decodeURIComponent(request.url.split("?", 1)[0]!.split("/")[index] ?? "")
  } catch {
    return ""
  }
}

/** `/gateway-sandbox/v1/orders/:id/…` */
const orderIdOf = (request: HttpServerRequest.HttpServerRequest) => pathSegment(request, 4)

const guarded =
  <E, R>(
    handler: (
      request: HttpServerRequest.HttpServerRequest,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  ) =>
  (request: HttpServerRequest.HttpServerRequest) =>
    authorised(request.headers.authorization) ? handler(request) : Effect.succeed(unauthorised)

/** The sandbox's server API (Razorpay's `/v1`, the part the product calls). */
export const SandboxApi = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const sandbox = yield* GatewaySandbox

    yield* router.add(
      "POST",
      `${SANDBOX_PATH}/v1/orders`,
      guarded((request) =>
        Effect.gen(function* () {
          const body = yield* jsonBodyOf(request)
          if ("problem" in body) return gatewayErrorAnswer(400, body.problem)
          const problem = orderBodyProblem(body.json)
          const order = decodeOrderBody(body.json)
          if (problem !== undefined || Option.isNone(order)) {
            return problem ?? gatewayErrorAnswer(400, "The request body is not an order")
          }
          return gatewayAnswer(yield* sandbox.createOrder(order.value))
        }),
      ),
    )

    yield* router.add(
      "GET",
      `${SANDBOX_PATH}/v1/orders/:id`,
      guarded((request) =>
        Effect.map(sandbox.order(orderIdOf(request)), (order) =>
          order === undefined ? unknownOrder : gatewayAnswer(order),
        ),
      ),
    )

    yield* router.add(
      "GET",
      `${SANDBOX_PATH}/v1/orders/:id/payments`,
      guarded((request) =>
        Effect.map(sandbox.payments(orderIdOf(request)), (payments) =>
          payments === undefined
            ? unknownOrder
            : gatewayAnswer({
                entity: "collection",
                count: payments.length,
                items: payments,
              } satisfies typeof PaymentCollection.Type),
        ),
      ),
    )
  }),
)
