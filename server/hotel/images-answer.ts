import type { HotelImages } from "#core/api/hotel-detail.ts"
import { type Hotel, ImageCategory } from "#core/catalogue/hotel.ts"
import { imageWire } from "#core/search/hotel-wire.ts"

const CATEGORY_LABELS: Readonly<Record<ImageCategory, string>> = {
  facade: "Facade",
  lobby: "Lobby",
  reception: "Reception",
  restaurant: "Restaurant",
  corridor: "Corridors",
  pool: "Pool",
  room: "Rooms",
  bathroom: "Bathrooms",
}

/** GET /api/v1/hotels/{id}/images/: the gallery, its category tabs and each room type's pictures. */
export const hotelImages = (hotel: Hotel): HotelImages => {
  const images = [...hotel.images].sort((a, b) => a.position - b.position).map((i) => imageWire(i, hotel))
  const counts = new Map<ImageCategory, number>()
  for (const image of images) counts.set(image.category, (counts.get(image.category) ?? 0) + 1)
  return {
    hotel_id: hotel.id,
    categories: ImageCategory.literals.flatMap((category) => {
      const count = counts.get(category) ?? 0
      return count === 0 ? [] : [{ category, label: CATEGORY_LABELS[category], count }]
    }),
    images,
    // Every room type of the hotel has a key, in priority order, even without pictures.
    room_type_images: Object.fromEntries(
      hotel.roomTypes.map((room) => [room.code, images.filter((i) => i.roomTypeCode === room.code)]),
    ),
  }
}
