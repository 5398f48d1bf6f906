import type { Hotel } from "#core/catalogue/hotel.ts"
import { href } from "#core/routes/href.ts"
import { hotelPath } from "#core/routes/slug.ts"
import type { CatalogueView } from "../catalogue/store.ts"

/** The hotel page's path, as hotelPath builds it from the catalogue's place names. */
export const hotelPageOf = (view: CatalogueView, hotel: Hotel): string =>
  hotelPath({
    id: hotel.id,
    name: hotel.name,
    city: view.cities.find((c) => c.id === hotel.cityId)?.name ?? "",
    locality: view.localities.find((l) => l.id === hotel.localityId)?.name ?? "",
  })

/** Our own pages for a hotel's reviews: its page's reviews section, and the collect-review page. */
export const reviewUrlsOf = (view: CatalogueView, hotel: Hotel) => ({
  read: `${hotelPageOf(view, hotel)}#reviews`,
  write: href("collectReview", { hotelId: hotel.id }),
})
