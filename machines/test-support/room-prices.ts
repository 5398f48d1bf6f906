import type { RoomPrices, RoomRatePlan, RoomTypeDetail, RoomTypePrice } from "#core/api/hotel-detail.ts"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"

/** A hotel's room type as the details call lists it; only id and type matter to the machines. */
export const roomTypeDetail = (hotelId: string, type: RoomTypeCode): RoomTypeDetail => ({
  id: `${hotelId}|${type}`,
  type,
  name: type[0]!.toUpperCase() + type.slice(1),
  description: "",
  area: 180,
  bed: "queen",
  amenities: [],
  maxOccupancy: { adults: 2, kids: 1, guests: 3, occupancy: "Up to 3 guests" },
})

/** A rate plan costing `rupees` in all, GST and fee included. */
export const ratePlan = (code: "rp" | "nrp", rupees: number): RoomRatePlan => ({
  code,
  name: code === "rp" ? "TRB-DEFAULT" : "TRB-NON-REFUNDABLE",
  tag: code === "rp" ? "Refundable" : "Non-Refundable",
  type: code === "rp" ? "refundable" : "non-refundable",
  description: "",
  inclusions: ["Breakfast"],
  cancellation_policy: { code: "default", description: "" },
  basePrice: rupees * 100,
  strikedPrice: rupees * 120,
  pretaxPrice: rupees * 95,
  tax: rupees * 5,
  sellingPrice: rupees * 100,
  platformFee: 0,
  postTaxPrice: rupees * 100,
  perNightPrice: rupees * 100,
  discountPercentage: 16,
  memberDiscount: 0,
  couponDiscount: 0,
  walletDiscount: 0,
  walletDiscountedPrice: rupees * 100,
})

/** A room type's answer: a price in rupees on rp (nrp 10 % less), or why it is unavailable. */
export type RoomAnswer = number | "sold_out" | "no_room_fits"

const roomTypePrice = (hotelId: string, type: RoomTypeCode, answer: RoomAnswer): RoomTypePrice => ({
  room_type_id: `${hotelId}|${type}`,
  room_type: type,
  available: typeof answer === "number",
  rooms_left: typeof answer === "number" ? 3 : 0,
  unavailable_reason: typeof answer === "number" ? null : answer,
  member_discount_available: false,
  rate_plans:
    typeof answer === "number" ? [ratePlan("rp", answer), ratePlan("nrp", Math.round(answer * 0.9))] : [],
})

/** The room-prices answer for a stay, one entry per room type, in the order given. */
export const roomPrices = (
  hotelId: string,
  answers: Partial<Record<RoomTypeCode, RoomAnswer>>,
  stay = { checkin: "2026-03-01", checkout: "2026-03-02" },
): RoomPrices => {
  const entries = Object.entries(answers) as Array<[RoomTypeCode, RoomAnswer]>
  return {
    hotel_id: hotelId,
    ...stay,
    nights: 1,
    channel: "website",
    payment_mode: "PREPAID",
    total_price: Object.fromEntries(
      entries.map(([type, a]) => [`${hotelId}|${type}`, roomTypePrice(hotelId, type, a)]),
    ),
    room_type_ids: entries.map(([type]) => `${hotelId}|${type}`),
    coupon_code: null,
    coupon_success_message: null,
    coupon_error: null,
    login_coupon_applied: false,
    wallet_applied: false,
  }
}
