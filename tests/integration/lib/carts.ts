import { parseRoomConfig } from "#core/search/room-config.ts"
import type { Cart } from "#server/checkout/cart-pricing.ts"

/** A guest's website cart for one room on the refundable plan, as the race tests open them. */
export const guestCart = (
  fields: Pick<Cart, "bid" | "hotelId" | "roomType" | "checkin" | "checkout">,
): Cart => ({
  ...fields,
  ratePlanCode: "rp",
  rooms: parseRoomConfig("1-0"),
  roomconfig: "1-0",
  channel: "website",
  userId: null,
  couponCode: null,
  applyWallet: false,
  shownPricePaise: null,
})
