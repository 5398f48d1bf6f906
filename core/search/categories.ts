import type { BrandClass } from "../catalogue/brand.ts"
import { brandClassOf } from "../catalogue/brand-class.ts"
import type { Amenity, Collection, PolicyType } from "../catalogue/features.ts"
import type { Hotel } from "../catalogue/hotel.ts"

/**
 * The `{category}` of the listing routes (/{category}-in-{city}/, /{category}-near-{landmark}/)
 * and what each selects (ADR 064). The content spec's landing groups come first (budget, couple
 * friendly, free breakfast); then the other traveller questions the catalogue can answer truly;
 * then one category per popular collection, named by the collection's own slug.
 */
export type CategoryRule =
  /** The cheapest room type's base rate, one room one night before GST, at most this. */
  | { readonly kind: "maxBaseRate"; readonly paise: number }
  | { readonly kind: "policy"; readonly policy: PolicyType }
  | { readonly kind: "amenity"; readonly amenityId: number }
  | { readonly kind: "property"; readonly type: Hotel["propertyType"] }
  | { readonly kind: "brandClass"; readonly brandClass: BrandClass }
  | { readonly kind: "collection"; readonly collectionId: number }

export interface Category {
  readonly slug: string
  /** A page heading: "Budget Hotels in Pune". */
  readonly name: string
  readonly rule: CategoryRule
}

/** ₹2,000: the top of the second price bucket (spec-search §5), the "value for money" line too. */
export const BUDGET_MAX_BASE_RATE_PAISE = 200_000

/** /hotels-in-…/ and /hotels-near-…/ have routes of their own (ADR 011). */
export const RESERVED_CATEGORY = "hotels"

/** What categories are built from: the catalogue's amenities and collections. */
export type CategorySource = {
  readonly amenities: ReadonlyArray<Amenity>
  readonly collections: ReadonlyArray<Collection>
}

/** Breakfast is a hotel amenity in the catalogue; the category exists only if the amenity does. */
const BREAKFAST_AMENITY_SLUG = "complimentary-breakfast"

const fixedCategories = (source: CategorySource): Array<Category> => {
  const breakfast = source.amenities.find((a) => a.kind === "hotel" && a.slug === BREAKFAST_AMENITY_SLUG)
  return [
    {
      slug: "budget-hotels",
      name: "Budget Hotels",
      rule: { kind: "maxBaseRate", paise: BUDGET_MAX_BASE_RATE_PAISE },
    },
    {
      slug: "couple-friendly-hotels",
      name: "Couple Friendly Hotels",
      rule: { kind: "policy", policy: "is_couple_friendly" },
    },
    ...(breakfast === undefined
      ? []
      : [
          {
            slug: "free-breakfast-hotels",
            name: "Hotels with Free Breakfast",
            rule: { kind: "amenity", amenityId: breakfast.id } as const,
          },
        ]),
    {
      slug: "local-id-hotels",
      name: "Hotels that accept Local ID",
      rule: { kind: "policy", policy: "is_local_id_allowed" },
    },
    {
      slug: "pet-friendly-hotels",
      name: "Pet Friendly Hotels",
      rule: { kind: "policy", policy: "is_pet_friendly" },
    },
    { slug: "homestays", name: "Homestays", rule: { kind: "property", type: "homestay" } },
    { slug: "premium-hotels", name: "Premium Hotels", rule: { kind: "brandClass", brandClass: "Premium" } },
  ]
}

const cache = new WeakMap<CategorySource, ReadonlyArray<Category>>()

/** Every category of a catalogue, fixed ones first; a collection whose slug is taken is left out. */
export const categoriesOf = (source: CategorySource): ReadonlyArray<Category> => {
  const cached = cache.get(source)
  if (cached !== undefined) return cached
  const fixed = fixedCategories(source)
  const taken = new Set([RESERVED_CATEGORY, ...fixed.map((c) => c.slug)])
  const byCollection = source.collections
    .filter((c) => !taken.has(c.slug))
    .map((c): Category => ({ slug: c.slug, name: c.name, rule: { kind: "collection", collectionId: c.id } }))
  const all = [...fixed, ...byCollection]
  cache.set(source, all)
  return all
}

export const categoryBySlug = (source: CategorySource, slug: string): Category | undefined =>
  categoriesOf(source).find((c) => c.slug === slug)

/** Whether the category's rule selects the hotel. */
export const inCategory = (category: Category, hotel: Hotel): boolean => {
  const rule = category.rule
  switch (rule.kind) {
    case "maxBaseRate":
      return hotel.roomTypes.some((room) => room.baseRatePaise <= rule.paise)
    case "policy":
      return hotel.policies.includes(rule.policy)
    case "amenity":
      return hotel.amenities.includes(rule.amenityId)
    case "property":
      return hotel.propertyType === rule.type
    case "brandClass":
      return brandClassOf(hotel.brandCode) === rule.brandClass
    case "collection":
      return hotel.popularCollections.includes(rule.collectionId)
  }
}
