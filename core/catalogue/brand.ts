import { Schema } from "effect"

/** spec-search §1: brand codes; the display names come from spec-checkout §1. */
export const BrandCode = Schema.Literals(["trip", "trend", "tryst", "medalio", "independent"])
export type BrandCode = typeof BrandCode.Type

export const BrandClass = Schema.Literals(["Economy", "Standard", "Premium"])
export type BrandClass = typeof BrandClass.Type

export const Brand = Schema.Struct({
  code: BrandCode,
  displayName: Schema.NonEmptyString,
  class: BrandClass,
  status: Schema.Literals(["ACTIVE", "INACTIVE"]),
})
export type Brand = typeof Brand.Type

export { brandClassOf } from "./brand-class.ts"
