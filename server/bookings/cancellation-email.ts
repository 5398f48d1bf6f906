import {
  type CancellationMoney,
  cancelledMessage,
  momentInIndia,
} from "#core/account/cancellation-messages.ts"
import { formatRupees } from "#core/i18n/format.ts"
import type { EmailMessage } from "../outbox/email.ts"
import type { BookedOrder } from "./booking-repo.ts"

/** The cancellation link of a booking (spec-checkout §2 /c-{bookingHash}/). */
export const cancellationLink = (hash: string, publicOrigin: string): string =>
  new URL(`/c-${hash}/`, publicOrigin).href

/**
 * The written record of a cancellation: what was kept and what is paid back. The link opens the
 * booking's cancellation page, which from now on shows it cancelled with these amounts.
 */
export const cancellationEmail = (
  order: BookedOrder,
  money: CancellationMoney,
  at: number,
  publicOrigin: string,
): EmailMessage => {
  const { plan } = order
  return {
    to: order.email,
    subject: `Booking ${order.orderId} at ${plan.hotel.name} is cancelled`,
    text: [
      `Dear ${order.guestName},`,
      "",
      cancelledMessage(order.orderId, money),
      "",
      `Hotel: ${plan.hotel.name}, ${plan.hotel.locality}, ${plan.hotel.city}`,
      `Stay: ${order.checkin} to ${order.checkout}`,
      `Cancelled: ${momentInIndia(at)}`,
      `Cancellation charge: ${formatRupees(money.chargePaise)}`,
      `Refund: ${formatRupees(money.refundPaise)}`,
      ...(money.pointsReturnedPaise > 0
        ? [`Points returned: ${formatRupees(money.pointsReturnedPaise)}`]
        : []),
      "",
      `Your booking: ${cancellationLink(order.cancellationHash, publicOrigin)}`,
    ].join("\n"),
  }
}

/** The same record in a text message, for travellers who asked for SMS or gave no e-mail. */
export const cancellationSms = (order: BookedOrder, money: CancellationMoney, publicOrigin: string): string =>
  `${cancelledMessage(order.orderId, money)} ${cancellationLink(order.cancellationHash, publicOrigin)}`
