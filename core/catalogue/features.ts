import { Schema } from "effect"
import { EntityId, Slug } from "./primitives.ts"

/** Hotel amenities and room amenities are separate filter groups (spec-search §3 'Filter map'). */
export const Amenity = Schema.Struct({
  id: EntityId,
  slug: Slug,
  name: Schema.NonEmptyString,
  kind: Schema.Literals(["hotel", "room"]),
})
export type Amenity = typeof Amenity.Type

export const Collection = Schema.Struct({ id: EntityId, slug: Slug, name: Schema.NonEmptyString })
export type Collection = typeof Collection.Type

/** The two the spec names come first: couple-friendly and local-ID policies are listed first. */
export const PolicyType = Schema.Literals([
  "is_couple_friendly",
  "is_local_id_allowed",
  "is_pet_friendly",
  "is_smoking_allowed",
  "is_alcohol_allowed",
  "is_outside_food_allowed",
])
export type PolicyType = typeof PolicyType.Type

/** The wording shown for a policy type (spec-search §3 'Policy'). */
export const Policy = Schema.Struct({
  type: PolicyType,
  title: Schema.NonEmptyString,
  shortDescription: Schema.NonEmptyString,
  description: Schema.NonEmptyString,
  isPolicy: Schema.Boolean,
  isNeedToKnow: Schema.Boolean,
})
export type Policy = typeof Policy.Type

export const AccessibilityCode = Schema.Literals([
  "wheelchair_ramp",
  "elevator",
  "ground_floor_rooms",
  "accessible_bathroom",
  "braille_signage",
])
export type AccessibilityCode = typeof AccessibilityCode.Type

export const Accessibility = Schema.Struct({ code: AccessibilityCode, name: Schema.NonEmptyString })
export type Accessibility = typeof Accessibility.Type
