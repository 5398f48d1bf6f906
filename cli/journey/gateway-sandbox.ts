import type { GatewayFailure, GatewayOutcome } from "#machines/pay-booking.types.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"

/** The sandbox answers Razorpay's handler fields for a captured payment, its error body for a failed one. */
interface SandboxAnswer {
  readonly razorpay_payment_id?: string
  readonly razorpay_order_id?: string
  readonly razorpay_signature?: string
  readonly error?: { readonly code?: string; readonly description?: string }
}

export interface SandboxPayment {
  readonly outcome: "success" | "failure"
  readonly method: string
  /** The traveller's details the window is opened with, when the page passes them. */
  readonly email?: string
  readonly contact?: string
}

/**
 * Pays, or fails to pay, in the gateway sandbox's window as its buttons do
 * (server/gateway/sandbox-popup.ts): a captured payment comes back as the handler's fields, a
 * failed one is thrown as the failure the payment machines read.
 */
export const payInSandbox = async (
  session: Session,
  gatewayOrderId: string,
  payment: SandboxPayment,
): Promise<GatewayOutcome> => {
  const { outcome, ...details } = payment
  const answer = await rawRequest(session, {
    method: "POST",
    path: `/gateway-sandbox/pay/${encodeURIComponent(gatewayOrderId)}`,
    json: { ...details, outcome: outcome === "success" ? "capture" : "fail" },
  })
  const body = answer.body as SandboxAnswer
  if (
    answer.status !== 200 ||
    body.razorpay_payment_id === undefined ||
    body.razorpay_signature === undefined
  ) {
    const failure: GatewayFailure = {
      kind: "failed",
      ...(body.error?.code === undefined ? {} : { code: body.error.code }),
      description: body.error?.description ?? reasonOf(answer),
    }
    throw failure
  }
  return {
    kind: "paid",
    paymentId: body.razorpay_payment_id,
    gatewayOrderId: body.razorpay_order_id ?? gatewayOrderId,
    signature: body.razorpay_signature,
  }
}
