import type { GatewayFailure, GatewayOutcome, OpenGatewayRequest } from "#machines/pay-booking.types.ts"

/** The pay-now answer's order_event_args (core/api/checkout.ts OrderEventArgs). */
interface OrderEventArgs {
  readonly key: string
  readonly amount: number
  readonly currency: string
  readonly name: string
  readonly description: string
  readonly order_id: string
  readonly script_url: string
  readonly prefill: { readonly name: string; readonly email: string; readonly contact: string }
}

interface PaidResponse {
  readonly razorpay_payment_id: string
  readonly razorpay_order_id: string
  readonly razorpay_signature: string
}

interface FailedResponse {
  readonly error?: { readonly code?: string; readonly description?: string }
}

/** Razorpay standard checkout's constructor, as its checkout.js defines it on window. */
interface GatewayWindow {
  on(event: "payment.failed", callback: (response: FailedResponse) => void): void
  open(): void
  close?(): void
}
type GatewayConstructor = new (options: Record<string, unknown>) => GatewayWindow

const scripts = new Map<string, Promise<void>>()

/** The gateway's checkout.js, once per page; a failed download may be tried again. */
const loadScript = (src: string): Promise<void> => {
  const known = scripts.get(src)
  if (known !== undefined) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scripts.delete(src)
      script.remove()
      reject({
        kind: "failed",
        description: "The payment window could not be loaded",
      } satisfies GatewayFailure)
    }
    document.head.appendChild(script)
  })
  scripts.set(src, loading)
  return loading
}

/**
 * Opens the payment window for a placed order (ADR 077: Razorpay's standard-checkout contract) and
 * settles when it closes: paid (the handler's ids and signature), dismissed, or rejected with the
 * gateway's failure. The gateway keeps its window open after a failed attempt so the traveller can
 * try again; the failure counts only if they then close it without paying.
 */
export const openGateway = async (
  request: OpenGatewayRequest,
  signal: AbortSignal,
): Promise<GatewayOutcome> => {
  const args = request.checkoutOptions as OrderEventArgs
  await loadScript(args.script_url)
  const Gateway = (window as unknown as { Razorpay?: GatewayConstructor }).Razorpay
  if (Gateway === undefined) throw { kind: "failed", description: "The payment window is missing" }
  return new Promise<GatewayOutcome>((resolve, reject) => {
    let lastFailure: GatewayFailure | null = null
    const popup = new Gateway({
      key: args.key,
      amount: args.amount,
      currency: args.currency,
      name: args.name,
      description: args.description,
      order_id: args.order_id,
      prefill: args.prefill,
      handler: (response: PaidResponse) =>
        resolve({
          kind: "paid",
          paymentId: response.razorpay_payment_id,
          gatewayOrderId: response.razorpay_order_id,
          signature: response.razorpay_signature,
        }),
      modal: {
        ondismiss: () => (lastFailure === null ? resolve({ kind: "dismissed" }) : reject(lastFailure)),
      },
    })
    popup.on("payment.failed", (response) => {
      lastFailure = {
        kind: "failed",
        ...(response.error?.code === undefined ? {} : { code: response.error.code }),
        ...(response.error?.description === undefined ? {} : { description: response.error.description }),
      }
    })
    signal.addEventListener("abort", () => popup.close?.(), { once: true })
    popup.open()
  })
}
