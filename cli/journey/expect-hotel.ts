import { serialiseRoomConfig } from "#core/search/room-config.ts"
import type { HotelPage, HotelParts } from "./hotel.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectHotel, ExpectNotify } from "./schema-hotel.ts"

/**
 * What the hotel page shows, read from its machines the way web/features/hotel renders them,
 * and the matchers of its expectations. Only the fields a journey names are compared. The rooms
 * and selection are in expect-rooms.ts, the reviews in expect-reviews.ts, the questions in
 * expect-questions.ts.
 */

export const hotelView = (page: HotelPage) => {
  const { context } = page.details.getSnapshot()
  const d = context.details
  return {
    found: d !== null,
    errorStatus: context.errorStatus,
    name: d?.name ?? null,
    url: page.url,
    path: new URL(page.url, "http://site").pathname,
    roomTypes: d?.roomTypes.map((r) => r.name) ?? [],
    loginCouponMessage: d?.loginCouponMessage ?? null,
    stay: { ...page.stay, roomconfig: serialiseRoomConfig(page.rooms) },
  }
}

export const matchHotel = (expected: ExpectHotel, view: ReturnType<typeof hotelView>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of [
    "found",
    "errorStatus",
    "name",
    "url",
    "path",
    "roomTypes",
    "loginCouponMessage",
  ] as const)
    same(out, key, expected[key], view[key])
  for (const [key, value] of Object.entries(expected.stay ?? {}))
    same(out, `stay.${key}`, value, view.stay[key as keyof typeof view.stay])
  return out
}

export const notifyView = (page: HotelPage, parts: HotelParts) => ({
  offered: parts.selection.getSnapshot().matches("soldOut"),
  status: page.notice?.status ?? null,
  message: page.notice?.message ?? null,
})

export const matchNotify = (expected: ExpectNotify, view: ReturnType<typeof notifyView>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of Object.keys(expected) as Array<keyof ExpectNotify>)
    same(out, key, expected[key], view[key])
  return out
}
