import { describe, expect, it } from "vitest"
import { translatorFor } from "../i18n/locales.ts"
import { breadcrumbJsonLd, citiesMeta, homeMeta, placeMeta } from "./seo-meta.ts"

const t = translatorFor("en-IN")

describe("SEO meta of open pages", () => {
  it("gives the home page its title, description and / as canonical path", () => {
    const meta = homeMeta(t)
    expect(meta.title).toBe("Treebo Hotels: book hotels across India")
    expect(meta.canonicalPath).toBe("/")
    expect(meta.breadcrumbs).toEqual([{ name: "Home", path: "/" }])
  })

  it("states the real totals on /cities/", () => {
    const meta = citiesMeta(t, { cityCount: 42, hotelCount: 830 })
    expect(meta.description).toContain("830 hotels in 42 cities")
    expect(meta.canonicalPath).toBe("/cities/")
    expect(meta.breadcrumbs.map((b) => b.path)).toEqual(["/", "/cities/"])
  })

  it("names a city listing with its state and count, canonical /hotels-in-{city}/", () => {
    const meta = placeMeta(t, { type: "city", name: "Bengaluru", state: "Karnataka", hotelCount: 1 })
    expect(meta.title).toBe("Hotels in Bengaluru, Karnataka · Treebo Hotels")
    expect(meta.description).toMatch(/^Compare 1 hotel in Bengaluru, Karnataka\./)
    expect(meta.canonicalPath).toBe("/hotels-in-bengaluru/")
    expect(meta.breadcrumbs.at(-1)).toEqual({ name: "Hotels in Bengaluru", path: "/hotels-in-bengaluru/" })
  })

  it("does not repeat a name shared by city and state ('Hotels in Goa', not 'Goa, Goa')", () => {
    const meta = placeMeta(t, { type: "city", name: "Goa", state: "Goa", hotelCount: 19 })
    expect(meta.title).toBe("Hotels in Goa · Treebo Hotels")
    expect(meta.description).toMatch(/^Compare 19 hotels in Goa\./)
  })

  it("puts a locality under its city: /hotels-in-{locality}-{city}/", () => {
    const meta = placeMeta(t, {
      type: "locality",
      name: "Koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      hotelCount: 12,
    })
    expect(meta.title).toBe("Hotels in Koramangala, Bengaluru · Treebo Hotels")
    expect(meta.description).toContain("12 hotels in Koramangala")
    expect(meta.canonicalPath).toBe("/hotels-in-koramangala-bengaluru/")
    expect(meta.breadcrumbs.map((b) => b.path)).toEqual([
      "/",
      "/cities/",
      "/hotels-in-bengaluru/",
      "/hotels-in-koramangala-bengaluru/",
    ])
  })

  it("names a landmark with 'near' and says so honestly when nothing is listed", () => {
    const meta = placeMeta(t, {
      type: "landmark",
      name: "Gateway of India",
      city: "Mumbai",
      state: "Maharashtra",
      hotelCount: 0,
    })
    expect(meta.title).toBe("Hotels near Gateway of India, Mumbai · Treebo Hotels")
    expect(meta.description).toContain("none listed yet")
    expect(meta.canonicalPath).toBe("/hotels-near-gateway-of-india/")
    expect(meta.breadcrumbs.at(-1)?.name).toBe("Hotels near Gateway of India")
  })

  it("builds a schema.org BreadcrumbList with absolute URLs on the configured origin", () => {
    const meta = placeMeta(t, { type: "city", name: "Goa", state: "Goa", hotelCount: 3 })
    const ld = breadcrumbJsonLd(meta, "https://www.example.in")
    expect(ld["@type"]).toBe("BreadcrumbList")
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://www.example.in/"],
      [2, "https://www.example.in/cities/"],
      [3, "https://www.example.in/hotels-in-goa/"],
    ])
  })
})
