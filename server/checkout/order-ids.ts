import { randomBytes } from "node:crypto"

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/** `length` characters of RFC 4648 base 32, 5 random bits each (32 divides 256: no bias). */
const base32 = (length: number) => Array.from(randomBytes(length), (byte) => BASE32[byte % 32]).join("")

/**
 * An order id: 'BK' and 26 base-32 characters, 130 random bits. It is a capability (ADR 078):
 * whoever holds it may open the booking's payment status and confirmation, so it must not be guessable.
 */
export const newOrderId = () => `BK${base32(26)}`

/** Our reference for one attempt to pay an order (ps_order_id). */
export const newPaymentServiceId = () => `PS${base32(20)}`
