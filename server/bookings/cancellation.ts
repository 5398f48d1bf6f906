import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { cancelRefusal, cancelRefusalMessages } from "#core/account/booking-history.ts"
import { cancellationCost, freeCancellationUntil } from "#core/account/cancellation-charge.ts"
import {
  type CancellationMoney,
  cancellationQuoteMessage,
  cancelledMessage,
} from "#core/account/cancellation-messages.ts"
import type { CancellationDetails } from "#core/api/bookings.ts"
import { Conflict, entry, NotFound } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { Orders } from "../checkout/order-service.ts"
import { orderTransaction } from "../checkout/order-transaction.ts"
import { Sms } from "../otp/sms.ts"
import { Email } from "../outbox/email.ts"
import { ServerSettings } from "../settings.ts"
import { type BookedOrder, bookingByHash, recordCancellation } from "./booking-repo.ts"
import { BookingViews } from "./booking-views.ts"
import { cancellationEmail, cancellationSms } from "./cancellation-email.ts"
import { cancellationChargesOf, cancellationTermsOf } from "./cancellation-terms.ts"

/** A cancellation as the link's page sends it (spec-checkout §7). */
export interface CancelRequest {
  readonly hash: string
  readonly orderId: string
  readonly reason: string
  readonly message: string | undefined
  readonly communicationType: "email" | "sms" | undefined
}

export interface CancelOutcome {
  readonly status: "cancelled"
  readonly message: string
}

/** The same answer for an unknown hash and a hash of another booking: nothing to probe. */
const noSuchBooking = () =>
  new NotFound(entry("booking_not_found", "No booking matches this cancellation link.", "cancellation_hash"))

const moneyOf = (order: BookedOrder, chargePaise: number, refundPaise: number): CancellationMoney => ({
  chargePaise,
  refundPaise,
  pointsReturnedPaise: order.amounts.pointsPaise,
})

/**
 * Cancelling a booking by its link (spec-checkout §2 /c-{bookingHash}/, ADR 084). Reading the link
 * changes nothing. Cancelling is one transaction that locks the booking, checks it may still be
 * cancelled, records the charge and refund, gives back its points, coupon use and rooms the way an
 * expired order does, and writes the e-mail to the outbox; freed rooms then reach the
 * availability watch, and an SMS leaves when one was asked for.
 */
export class Cancellations extends Context.Service<
  Cancellations,
  {
    readonly details: (hash: string) => Effect.Effect<CancellationDetails, NotFound>
    readonly cancel: (request: CancelRequest) => Effect.Effect<CancelOutcome, NotFound | Conflict>
  }
>()("booking/server/bookings/Cancellations") {
  static readonly layerNoDeps = Layer.effect(
    Cancellations,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const orders = yield* Orders
      const email = yield* Email
      const sms = yield* Sms
      const views = yield* BookingViews
      const settings = yield* ServerSettings
      const origin = settings.publicOrigin.website
      const withSql = Effect.provideService(SqlClient.SqlClient, sql)

      const statusMessage = (order: BookedOrder, now: number): string => {
        if (order.status === "cancelled") {
          return cancelledMessage(
            order.orderId,
            moneyOf(order, order.cancellationChargePaise ?? 0, order.refundPaise ?? 0),
          )
        }
        const refusal = cancelRefusal(order, now)
        if (refusal !== undefined) return cancelRefusalMessages[refusal]
        const terms = cancellationTermsOf(order)
        const cost = cancellationCost(terms, now)
        return cancellationQuoteMessage(
          moneyOf(order, cost.chargePaise, cost.refundPaise),
          terms.paidPaise,
          freeCancellationUntil(terms.policy, terms.checkin),
        )
      }

      const details = Effect.fn("Cancellations.details")(function* (hash: string) {
        const now = yield* clock.now
        const order = yield* bookingByHash(hash).pipe(Effect.orDie)
        if (order === undefined) return yield* noSuchBooking()
        return {
          bookingDetail: yield* views.view(order, now),
          bookingStatus: {
            status: order.status,
            message: statusMessage(order, now),
            cancelled_datetime: order.cancelledAt === null ? null : new Date(order.cancelledAt).toISOString(),
          },
          cancellationCharges: cancellationChargesOf(order, now),
        }
      }, withSql)

      const cancel = Effect.fn("Cancellations.cancel")(function* (request: CancelRequest) {
        const now = yield* clock.now
        const done = yield* orderTransaction(
          Effect.gen(function* () {
            const order = yield* bookingByHash(request.hash, { orderId: request.orderId, forUpdate: true })
            if (order === undefined) return yield* noSuchBooking()
            const refusal = cancelRefusal(order, now)
            if (refusal !== undefined) {
              return yield* new Conflict(entry(refusal, cancelRefusalMessages[refusal]))
            }
            const cost = cancellationCost(cancellationTermsOf(order), now)
            const recorded = yield* recordCancellation({
              orderId: order.orderId,
              at: now,
              chargePaise: cost.chargePaise,
              refundPaise: cost.refundPaise,
              reason: request.reason,
              message: request.message?.trim() || null,
            })
            // The row is locked and was standing a statement ago: anything else is a bug.
            if (!recorded)
              return yield* Effect.die(new Error(`booking ${order.orderId} could not be cancelled`))
            const freed = yield* orders.giveBack(order.orderId, now)
            const money = moneyOf(order, cost.chargePaise, cost.refundPaise)
            // No mail to the system's own address: the traveller gave none (spec-checkout §5).
            if (order.emailGiven) yield* email.send(cancellationEmail(order, money, now, origin))
            return { order, money, freed }
          }),
        )
        yield* orders.announce(done.freed)
        const { order, money } = done
        if (request.communicationType === "sms" || !order.emailGiven) {
          // The cancellation stands whatever the SMS provider does; the message stays in the outbox.
          yield* sms
            .send(`${order.countryCode}${order.mobile}`, cancellationSms(order, money, origin))
            .pipe(Effect.catchTag("SmsFailed", (error) => Effect.logWarning(error.message)))
        }
        return { status: "cancelled" as const, message: cancelledMessage(order.orderId, money) }
      }, withSql)

      return Cancellations.of({ details, cancel })
    }),
  )
}
