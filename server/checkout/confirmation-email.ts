import { settlementOf } from "#core/checkout/orders.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { EmailMessage } from "../outbox/email.ts"
import type { OrderRecord } from "./order-repo.ts"

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

/** The booking summary a traveller gets once the booking is confirmed or reserved. */
export const confirmationEmail = (order: OrderRecord, publicOrigin: string): EmailMessage => {
  const { plan } = order
  const rooms = parseRoomConfig(order.roomconfig)
  const adults = rooms.reduce((n, room) => n + room.adults, 0)
  const kids = rooms.reduce((n, room) => n + room.kids, 0)
  const money = settlementOf(order.amounts, order.status)
  const state = order.status === "reserved" ? "reserved" : "confirmed"
  const link = new URL(`/confirmation/${order.orderId}/`, publicOrigin)
  return {
    to: order.email,
    subject: `Booking ${order.orderId} ${state} at ${plan.hotel.name}`,
    text: [
      `Dear ${order.guestName},`,
      "",
      `Your booking at ${plan.hotel.name}, ${plan.hotel.locality}, ${plan.hotel.city} is ${state}.`,
      "",
      `Booking id: ${order.orderId}`,
      `Check-in: ${order.checkin} from 12:00 pm`,
      `Check-out: ${order.checkout} by 11:00 am`,
      `Rooms: ${plural(rooms.length, "room")} (${plan.room.name})`,
      `Guests: ${plural(adults, "adult")}${kids > 0 ? `, ${plural(kids, "child")}`.replace("childs", "children") : ""}`,
      `Total: ${formatRupees(money.netPayableAmount)}`,
      `Paid: ${formatRupees(money.paidAmount)}`,
      `To pay at the hotel: ${formatRupees(money.balanceAmount)}`,
      "",
      `Your booking: ${link.href}`,
      // The cancellation link (spec-checkout §2 /c-{bookingHash}/): a guest without an account has no other way in.
      `To cancel: ${new URL(`/c-${order.cancellationHash}/`, publicOrigin).href}`,
      `Address: ${plan.hotel.address}`,
    ].join("\n"),
  }
}
