import type { WebCheckIn } from "#core/api/web-check-in.ts"

/** A booking's web check-in as the server answers it, on its check-in day before any step. */
export const openCheckIn: WebCheckIn = {
  orderId: "BKAAAAAAAAAAAAAAAAAAAAAAAAAA",
  hotelName: "Treebo Trend Palm Grove",
  checkIn: "2026-11-23",
  checkOut: "2026-11-25",
  window: "open",
  opensAt: "2026-11-22T18:30:00.000Z",
  closesAt: "2026-11-25T05:30:00.000Z",
  step: "photo_id",
  photoId: null,
  room: null,
  reference: null,
}

export const afterPhotoId: WebCheckIn = {
  ...openCheckIn,
  step: "room",
  photoId: { type: "aadhaar", numberLast4: "2346", imageHeld: true },
}

export const completed: WebCheckIn = {
  ...afterPhotoId,
  step: "complete",
  room: { floor: "high", nearLift: true, bed: "double", arrivalTime: "15:30" },
  reference: "WCABCDEFGH",
}

/** A valid Aadhaar number (Verhoeff check digit 6). */
export const AADHAAR = "234123412346"

export const jpegImage = { name: "id.jpg", bytes: 120_000, type: "image/jpeg", base64: "/9j/4AAQ" } as const
