import { Effect } from "effect"
import { fromPromise } from "xstate"
import { callApi } from "#core/services/api-client.ts"
import {
  type PartPaymentReport,
  partPaymentMachine,
  type StartedPartPayment,
} from "#machines/part-payment.machine.ts"
import type { GatewayOutcome } from "#machines/pay-booking.types.ts"
import { payInSandbox } from "./gateway-sandbox.ts"
import { browserActor } from "./network.ts"
import type { PartPayWindow } from "./schema-part-pay.ts"
import type { Session } from "./session.ts"

/**
 * The part-payment page's machine with its calls (web/features/bookings/bookings-calls.ts) as
 * contract calls on the journey's runtime (offline, `network`, they get no answer), and the
 * gateway sandbox's window as the checkout journeys pay it (server/gateway/sandbox-popup.ts).
 */

/** What the traveller does in the window; the window waits on it when they have left it open. */
export type WindowChoice = () => Promise<PartPayWindow["outcome"]>

const openWindow = (session: Session, choice: WindowChoice) =>
  fromPromise<GatewayOutcome, StartedPartPayment>(async ({ input }) => {
    const outcome = await choice()
    if (outcome === "dismissed") return { kind: "dismissed" }
    return payInSandbox(session, input.gatewayOrderId, { outcome, method: "upi" })
  })

export const partPayLogic = (session: Session, choice: WindowChoice) =>
  partPaymentMachine.provide({
    actors: {
      fetchBooking: browserActor(session, "loadPartPayment", (orderId: string) =>
        callApi((api) => api.bookings.booking({ params: { orderId } })),
      ),
      startPayment: browserActor(session, "startPartPayment", (orderId: string) =>
        callApi((api) => api.bookings.startPartPayment({ params: { orderId } })).pipe(
          Effect.map(
            (started): StartedPartPayment => ({
              orderId: started.order_id,
              serviceOrderId: started.ps_order_id,
              gatewayOrderId: started.pg_order_id,
              checkoutOptions: started.order_event_args,
            }),
          ),
        ),
      ),
      openGateway: openWindow(session, choice),
      confirmPayment: browserActor(session, "confirmPartPayment", (report: PartPaymentReport) =>
        callApi((api) =>
          api.bookings.confirmPartPayment({
            params: { orderId: report.orderId },
            payload: {
              gateway: "razorpay",
              ps_order_id: report.serviceOrderId,
              pg_order_id: report.gatewayOrderId,
              pg_meta: { pg_payment_id: report.paymentId, pg_signature: report.signature },
            },
          }),
        ),
      ),
    },
  })
