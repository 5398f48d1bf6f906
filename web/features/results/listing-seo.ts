import type { SeoMetaBody } from "#core/api/content.ts"
import type { SearchHotel } from "#core/api/hotels.ts"
import { type Breadcrumb, breadcrumbJsonLd } from "#core/content/seo-meta.ts"
import type { Translate } from "#core/i18n/translate.ts"
import { href } from "#core/routes/href.ts"
import { slugify } from "#core/routes/slug.ts"
import { categoriesOf } from "#core/search/categories.ts"
import { type ListingQuery, listingPath } from "#core/search/listing-route.ts"
import { querySuggestion } from "#core/search/search-query.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import type { PageHead } from "../../lib/page-head.ts"

/** 'budget-hotels' → 'Budget Hotels': the last resort when no answer names a slug. */
const titleCase = (slug: string): string =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")

/** The fixed categories' names need no catalogue; a collection's comes from the hotels that carry it. */
const FIXED_CATEGORIES = categoriesOf({ amenities: [], collections: [] })

export const categoryName = (slug: string, hotels: ReadonlyArray<SearchHotel>): string =>
  FIXED_CATEGORIES.find((c) => c.slug === slug)?.name ??
  hotels.flatMap((h) => h.popularCollections).find((c) => slugify(c.name) === slug)?.name ??
  titleCase(slug)

export const amenityName = (slug: string, hotels: ReadonlyArray<SearchHotel>): string =>
  hotels.flatMap((h) => [...h.amenities, ...h.otherAmenities]).find((a) => slugify(a.name) === slug)?.name ??
  titleCase(slug)

/** The content API's place query for a listing: the place part of the reading, as slugs. */
export const metaQueryOf = (
  reading: ListingQuery,
): { readonly city?: string; readonly locality?: string; readonly landmark?: string } => {
  if ("landmark" in reading) return { landmark: reading.landmark }
  if ("locality" in reading) return { city: reading.city, locality: reading.locality }
  return "city" in reading ? { city: reading.city } : {}
}

type Place = NonNullable<SeoMetaBody["place"]>

/** The name of the listing's place: the content API's, else its slug in title case. */
const placeName = (reading: ListingQuery, place: Place | null): string =>
  place?.name ??
  titleCase(
    "landmark" in reading
      ? reading.landmark
      : "locality" in reading
        ? reading.locality
        : "city" in reading
          ? reading.city
          : "",
  )

/**
 * The listing's place as a picked suggestion, so changing the search starts from it; a category
 * or amenity is left behind, as any search from the widget leaves it (spec-search §2).
 */
export const listingPlace = (reading: ListingQuery, place: Place | null): Suggestion | null => {
  const area = metaQueryOf(reading)
  return querySuggestion({
    q: placeName(reading, place),
    area: { landmark: area.landmark ?? "", locality: area.locality ?? "", city: area.city ?? "", state: "" },
    hotelId: null,
    coordinates: null,
  })
}

/** The page's heading: what it lists, where (spec-search §2 route table). */
export const listingHeading = (
  reading: ListingQuery,
  place: Place | null,
  hotels: ReadonlyArray<SearchHotel>,
  t: Translate,
): string => {
  const name = placeName(reading, place)
  const city = place?.city ?? ("city" in reading ? titleCase(reading.city) : "")
  const category = "category" in reading ? categoryName(reading.category, hotels) : ""
  switch (reading.kind) {
    case "city":
      return t("results.heading.city", { city: name })
    case "locality":
      return t("results.heading.locality", { place: name, city })
    case "landmark":
      return t("results.heading.landmark", { place: name })
    case "categoryCity":
      return t("results.heading.category", { category, place: name })
    case "categoryLocality":
      return t("results.heading.category", { category, place: `${name}, ${city}` })
    case "categoryLandmark":
      return t("results.heading.categoryNear", { category, place: name })
    case "amenityCity":
      return t("results.heading.amenity", { city: name, amenity: amenityName(reading.amenity, hotels) })
    case "nearMe":
      return t("results.heading.nearMe")
  }
}

export interface ListingHeadInput {
  readonly reading: ListingQuery
  readonly heading: string
  /** The content API's meta for the listing's place; null when it could not be read. */
  readonly meta: SeoMetaBody | null
  /** The listed hotels in the page's order, each with its hotel page path. */
  readonly hotels: ReadonlyArray<{ readonly name: string; readonly path: string }>
  /** The configured public origin, for the absolute URLs JSON-LD needs. */
  readonly origin: string
  readonly t: Translate
}

/**
 * Title, description, canonical path, breadcrumbs and JSON-LD (BreadcrumbList and an ItemList of
 * the hotels) of a listing page. A plain place page says what the content API says about it, so
 * the meta API and the page agree; a category or amenity page narrows it and adds its own crumb.
 */
export const listingHead = (
  input: ListingHeadInput,
): { head: PageHead; breadcrumbs: ReadonlyArray<Breadcrumb> } => {
  const { reading, heading, meta, hotels, origin, t } = input
  const canonicalPath = listingPath(reading)
  const plainPlace = reading.kind === "city" || reading.kind === "locality" || reading.kind === "landmark"
  const placeCrumbs: ReadonlyArray<Breadcrumb> = meta?.breadcrumbs ?? [
    { name: t("seo.breadcrumb.home"), path: href("home") },
  ]
  const breadcrumbs =
    plainPlace && meta !== null ? placeCrumbs : [...placeCrumbs, { name: heading, path: canonicalPath }]
  const title = plainPlace && meta !== null ? meta.title : t("results.seo.title", { heading })
  const description =
    plainPlace && meta !== null
      ? meta.description
      : t("results.seo.description", { heading, count: hotels.length })
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: heading,
    numberOfItems: hotels.length,
    itemListElement: hotels.map((hotel, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: hotel.name,
      url: new URL(hotel.path, origin).href,
    })),
  }
  const crumbsLd = breadcrumbJsonLd({ title, description, canonicalPath, breadcrumbs }, origin)
  return { head: { title, description, canonicalPath, jsonLd: [crumbsLd, itemList] }, breadcrumbs }
}
