import { addDays } from "../dates/calendar-day.ts"
import type { Hotel, HotelImage, ImageCategory } from "./hotel.ts"
import { hashOf } from "./images.ts"

/**
 * Hotel video tours (spec-search §3 'Hotel detail' videoDetails; ADR 072, amended). A few short
 * WebM tours were recorded once from the drawn scenes of ./images.ts by
 * scripts/make-hotel-videos.ts and are committed under fixtures/media/hotel-videos/, each with a
 * PNG poster of its first frame. Which hotel shows which tour, and since when, is a pure rule of
 * the hotel id, so every process and every test agrees without a catalogue field.
 */

/** One shot of a tour: a drawn scene and the caption shown over it. */
export interface TourScene {
  readonly category: ImageCategory
  readonly caption: string
}

export interface HotelVideoFile {
  /** fixtures/media/hotel-videos/{name}.webm and {name}.png. */
  readonly name: string
  readonly scenes: ReadonlyArray<TourScene>
}

/**
 * Every tour opens on the building and ends in a room; the middle shows places only some hotels
 * have, so a hotel is only given a tour whose every scene its own gallery shows (no pool in the
 * video of a hotel without one).
 */
export const HOTEL_VIDEOS: ReadonlyArray<HotelVideoFile> = [
  {
    name: "lobby-and-room",
    scenes: [
      { category: "facade", caption: "Arriving" },
      { category: "lobby", caption: "The lobby" },
      { category: "room", caption: "Your room" },
      { category: "bathroom", caption: "The bathroom" },
    ],
  },
  {
    name: "front-desk-and-corridor",
    scenes: [
      { category: "facade", caption: "Arriving" },
      { category: "reception", caption: "The front desk" },
      { category: "corridor", caption: "To the rooms" },
      { category: "room", caption: "Your room" },
    ],
  },
  {
    name: "restaurant-and-room",
    scenes: [
      { category: "facade", caption: "Arriving" },
      { category: "lobby", caption: "The lobby" },
      { category: "restaurant", caption: "The restaurant" },
      { category: "room", caption: "Your room" },
    ],
  },
  {
    name: "pool-and-lobby",
    scenes: [
      { category: "facade", caption: "Arriving" },
      { category: "pool", caption: "The pool" },
      { category: "lobby", caption: "The lobby" },
      { category: "room", caption: "Your room" },
    ],
  },
]

/** Frame size and pace of every tour: 640×360, two seconds a scene. */
export const TOUR_WIDTH = 640
export const TOUR_HEIGHT = 360
export const TOUR_SCENE_SECONDS = 2

/** Roughly this share of hotels, in percent, has a tour. */
export const HOTEL_VIDEO_PERCENT = 15

/**
 * Upload days fall in the 540 days from 2025-01-01 (the last is 2026-06-24): fixed per hotel,
 * and before the fixture world's base date (2026-11-01) and any day a server now runs on.
 */
const UPLOADS_FROM = "2025-01-01"
const UPLOAD_WINDOW_DAYS = 540

/**
 * The drawing of one scene of a tour: an image record that exists in no hotel (ids 9001-…, one
 * per tour), drawn `scale` times the frame so a slow zoom stays sharp.
 */
export const tourSceneImage = (videoIndex: number, sceneIndex: number, scale = 1): HotelImage => {
  const scene = HOTEL_VIDEOS[videoIndex]!.scenes[sceneIndex]!
  return {
    id: `${9001 + videoIndex}-${sceneIndex + 1}`,
    category: scene.category,
    roomTypeCode: scene.category === "room" || scene.category === "bathroom" ? "oak" : null,
    position: sceneIndex + 1,
    width: Math.round(TOUR_WIDTH * scale),
    height: Math.round(TOUR_HEIGHT * scale),
  }
}

export const hotelVideoUrl = (name: string): string => `/media/hotel-videos/${name}.webm`
export const hotelVideoPosterUrl = (name: string): string => `/media/hotel-videos/${name}.png`

const MEDIA_FILE = /^([a-z][a-z-]*)\.(webm|png)$/
const byName = new Map(HOTEL_VIDEOS.map((video) => [video.name, video]))

/** A file name under /media/hotel-videos/ that names a tour or its poster, else null. */
export const hotelVideoFileOf = (
  file: string,
): { readonly video: HotelVideoFile; readonly kind: "webm" | "png" } | null => {
  const match = MEDIA_FILE.exec(file)
  const video = match === null ? undefined : byName.get(match[1]!)
  return video === undefined ? null : { video, kind: match![2] as "webm" | "png" }
}

export interface HotelVideo {
  readonly video: HotelVideoFile
  /** YYYY-MM-DD. */
  readonly uploadedDate: string
}

/**
 * The hotel's tour, or null for most hotels. Salted hashes of the id decide whether it has one,
 * which of the tours its gallery allows, and the upload day, so the three are independent.
 */
export const hotelVideoOf = (hotel: Pick<Hotel, "id" | "images">): HotelVideo | null => {
  if (hashOf(`video:${hotel.id}`) % 100 >= HOTEL_VIDEO_PERCENT) return null
  const shown = new Set(hotel.images.map((image) => image.category))
  const fitting = HOTEL_VIDEOS.filter((video) => video.scenes.every((scene) => shown.has(scene.category)))
  if (fitting.length === 0) return null
  return {
    video: fitting[hashOf(`video-file:${hotel.id}`) % fitting.length]!,
    uploadedDate: addDays(UPLOADS_FROM, hashOf(`video-day:${hotel.id}`) % UPLOAD_WINDOW_DAYS),
  }
}
