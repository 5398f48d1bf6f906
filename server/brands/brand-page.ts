import type { Hotel } from "#core/catalogue/hotel.ts"
import { brandEditorial, brandEditorials } from "#core/content/brand-editorial.ts"
import type {
  BrandDestination,
  BrandHotel,
  BrandPage,
  BrandPicture,
  BrandSlug,
  BrandStatistic,
} from "#core/content/brands.ts"
import { href } from "#core/routes/href.ts"
import { hotelPath } from "#core/routes/slug.ts"
import type { CatalogueView } from "../catalogue/store.ts"
import { OFFERS } from "../content/landing.ts"

const CAROUSEL_SLIDES = 8
const DESTINATIONS = 6
const AMENITIES = 6
/** spec-checkout §2: the premium brand's page lists two hotels. */
const PREMIUM_HOTELS = 2

const count = (n: number) => n.toLocaleString("en-IN")

/** Top-rated hotels first, then the catalogue's order, so the same catalogue gives the same page. */
const byStanding = (a: Hotel, b: Hotel) =>
  Number(b.badges.isTopRated) - Number(a.badges.isTopRated) || Number(a.id) - Number(b.id)

/**
 * A brand's page from its editorial content and the catalogue: the hotels, places and amenities
 * shown are the brand's own, so every link leads to a hotel or listing that exists.
 */
export const brandPage = (view: CatalogueView, slug: BrandSlug): BrandPage => {
  const editorial = brandEditorial(slug)
  const cityById = new Map(view.cities.map((c) => [c.id, c]))
  const localityById = new Map(view.localities.map((l) => [l.id, l]))
  const hotels = view.hotels.filter((h) => h.brandCode === editorial.code).sort(byStanding)

  const picture = (hotel: Hotel, index: number): BrandPicture => {
    const image = [...hotel.images].sort((a, b) => a.position - b.position)[index] ?? hotel.images[0]!
    return {
      url: `/images/hotels/${image.id}.svg`,
      width: image.width,
      height: image.height,
      alt: `${hotel.name}, ${cityById.get(hotel.cityId)!.name}`,
    }
  }
  const card = (hotel: Hotel): BrandHotel => {
    const city = cityById.get(hotel.cityId)!.name
    const locality = localityById.get(hotel.localityId)?.name ?? ""
    return {
      id: hotel.id,
      name: hotel.name,
      city,
      locality,
      path: hotelPath({ id: hotel.id, name: hotel.name, city, locality }),
      image: picture(hotel, 0),
    }
  }

  // Cities by how many of the brand's hotels they have, most first.
  const byCity = new Map<number, Array<Hotel>>()
  for (const hotel of hotels) {
    const there = byCity.get(hotel.cityId)
    if (there === undefined) byCity.set(hotel.cityId, [hotel])
    else there.push(hotel)
  }
  const cities = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])

  const otherBrands = brandEditorials
    .filter((b) => b.slug !== slug)
    .map((b) => ({
      slug: b.slug,
      name: view.brands.find((brand) => brand.code === b.code)!.displayName,
      path: href(b.route),
    }))
  const base = {
    slug,
    code: editorial.code,
    name: view.brands.find((b) => b.code === editorial.code)!.displayName,
    tagline: editorial.tagline,
    story: editorial.story,
    blog_links: editorial.blogLinks,
    other_brands: otherBrands,
  }
  if (slug === "treebo-premium") {
    return {
      ...base,
      amenities: [],
      offers: [],
      statistics: [],
      hotels: hotels.slice(0, PREMIUM_HOTELS).map(card),
      destinations: [],
    }
  }

  const rooms = hotels.reduce((n, h) => n + h.roomTypes.reduce((m, r) => m + r.roomCount, 0), 0)
  const statistics: ReadonlyArray<BrandStatistic> = editorial.claims ?? [
    { value: count(byCity.size), label: "cities" },
    { value: count(hotels.length), label: "hotels" },
    { value: count(rooms), label: "rooms" },
  ]
  const destinations = cities.slice(0, DESTINATIONS).map(
    ([cityId, there]): BrandDestination => ({
      city: cityById.get(cityId)!.name,
      path: href("listingCity", { city: cityById.get(cityId)!.slug }),
      hotel_count: there.length,
      image: picture(there[0]!, 1),
    }),
  )
  const amenityUses = new Map<number, number>()
  for (const hotel of hotels)
    for (const id of hotel.amenities) amenityUses.set(id, (amenityUses.get(id) ?? 0) + 1)
  const amenities = view.amenities
    .filter((a) => a.kind === "hotel" && amenityUses.has(a.id))
    .sort((a, b) => amenityUses.get(b.id)! - amenityUses.get(a.id)! || a.id - b.id)
    .slice(0, AMENITIES)
    .map((a) => a.name)

  return {
    ...base,
    amenities,
    offers: OFFERS,
    statistics,
    // One hotel per city, the brand's biggest cities first, so the carousel travels.
    hotels: cities.slice(0, CAROUSEL_SLIDES).map(([, there]) => card(there[0]!)),
    destinations,
  }
}
