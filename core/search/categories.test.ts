import { describe, expect, it } from "vitest"
import { BUDGET_MAX_BASE_RATE_PAISE, categoriesOf, categoryBySlug, inCategory } from "./categories.ts"
import { amenities, collections, hotel } from "./test-support/mini-catalogue.ts"

const source = { amenities, collections }
const category = (slug: string) => {
  const found = categoryBySlug(source, slug)
  if (found === undefined) throw new Error(`no category ${slug}`)
  return found
}

describe("listing categories", () => {
  it("offers the content spec's landing groups: budget, couple friendly, free breakfast", () => {
    const slugs = categoriesOf(source).map((c) => c.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(["budget-hotels", "couple-friendly-hotels", "free-breakfast-hotels"]),
    )
  })

  it("never uses 'hotels' and never repeats a slug; a collection cannot take a fixed category's slug", () => {
    const all = categoriesOf(source)
    const slugs = all.map((c) => c.slug)
    expect(slugs).not.toContain("hotels")
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(category("budget-hotels").rule.kind).toBe("maxBaseRate")
    expect(category("workcations").rule).toEqual({ kind: "collection", collectionId: 1 })
  })

  it("drops free breakfast when the catalogue has no breakfast amenity", () => {
    const without = { amenities: amenities.filter((a) => a.id !== 2), collections }
    expect(categoryBySlug(without, "free-breakfast-hotels")).toBeUndefined()
  })

  it("budget: a room type at ₹2,000 or less a night", () => {
    const rooms = hotel("1").roomTypes
    const cheap = hotel("1", { roomTypes: [{ ...rooms[0]!, baseRatePaise: BUDGET_MAX_BASE_RATE_PAISE }] })
    const dear = hotel("2", { roomTypes: [{ ...rooms[0]!, baseRatePaise: BUDGET_MAX_BASE_RATE_PAISE + 1 }] })
    expect(inCategory(category("budget-hotels"), cheap)).toBe(true)
    expect(inCategory(category("budget-hotels"), dear)).toBe(false)
  })

  it("selects by policy, amenity, property type, brand class and collection", () => {
    const h = hotel("1", {
      policies: ["is_couple_friendly"],
      amenities: [2],
      propertyType: "homestay",
      brandCode: "tryst",
      popularCollections: [1],
    })
    for (const slug of [
      "couple-friendly-hotels",
      "free-breakfast-hotels",
      "homestays",
      "premium-hotels",
      "workcations",
    ]) {
      expect(inCategory(category(slug), h), slug).toBe(true)
      expect(inCategory(category(slug), hotel("2")), slug).toBe(false)
    }
  })
})
