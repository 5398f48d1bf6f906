import { describe, expect, it } from "vitest"
import { DEFAULT_BASE_DATE, loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { isCalendarDay } from "../dates/calendar-day.ts"
import type { Hotel } from "./hotel.ts"
import { HOTEL_VIDEO_PERCENT, HOTEL_VIDEOS, hotelVideoOf } from "./videos.ts"

const catalogue = loadCatalogue()
const withTours = catalogue.hotels.flatMap((hotel) => {
  const tour = hotelVideoOf(hotel)
  return tour === null ? [] : [{ hotel, tour }]
})

describe("which hotels have a video tour", () => {
  it(`gives about ${HOTEL_VIDEO_PERCENT}% of the fixture hotels a tour`, () => {
    const share = (withTours.length / catalogue.hotels.length) * 100
    expect(share).toBeGreaterThan(HOTEL_VIDEO_PERCENT - 4)
    expect(share).toBeLessThan(HOTEL_VIDEO_PERCENT + 4)
  })

  it("decides from the hotel id and its gallery only: the same hotel always gets the same tour and day", () => {
    for (const { hotel, tour } of withTours.slice(0, 20)) {
      const copy: Pick<Hotel, "id" | "images"> = { id: hotel.id, images: [...hotel.images].reverse() }
      expect(hotelVideoOf(copy)).toEqual(tour)
    }
  })

  it("only shows a hotel a tour whose every scene its own gallery has", () => {
    for (const { hotel, tour } of withTours) {
      const shown = new Set(hotel.images.map((image) => image.category))
      for (const scene of tour.video.scenes) expect(shown.has(scene.category), hotel.id).toBe(true)
    }
  })

  it("gives a hotel without the places of any tour none", () => {
    const chosen = withTours[0]!.hotel
    expect(hotelVideoOf({ id: chosen.id, images: [] })).toBeNull()
  })

  it("uses every recorded tour somewhere in the fixture catalogue", () => {
    const used = new Set(withTours.map(({ tour }) => tour.video.name))
    expect([...used].sort()).toEqual(HOTEL_VIDEOS.map((video) => video.name).sort())
  })

  it("dates each upload on a real day before the fixture world's base date", () => {
    for (const { tour } of withTours) {
      expect(isCalendarDay(tour.uploadedDate)).toBe(true)
      expect(tour.uploadedDate < DEFAULT_BASE_DATE).toBe(true)
      expect(tour.uploadedDate >= "2025-01-01").toBe(true)
    }
    expect(new Set(withTours.map(({ tour }) => tour.uploadedDate)).size).toBeGreaterThan(50)
  })
})
