import { renderToString } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import type { LandingContent } from "#core/content/landing.ts"
import { LandingSections } from "./landing-sections.tsx"

const html = (content: LandingContent) =>
  renderToString(
    <MemoryRouter>
      <LandingSections content={content} />
    </MemoryRouter>,
  )

const bengaluru = {
  name: "Bengaluru",
  slug: "bengaluru",
  state: "Karnataka",
  state_slug: "karnataka",
  tier: 1,
  hotel_count: 50,
  path: "/hotels-in-bengaluru/",
}

describe("landing sections", () => {
  it("links each popular city to its listing with its hotel count", () => {
    const out = html({ cities: [bengaluru] })
    expect(out).toContain('href="/hotels-in-bengaluru/"')
    expect(out).toContain("50 hotels")
    expect(out).toContain('href="/cities/"')
  })

  it("leaves out a block that is absent or empty instead of showing an empty heading", () => {
    const out = html({ cities: [bengaluru], offers: [], testimonials: [] })
    expect(out).not.toContain("Offers")
    expect(out).not.toContain("What guests say")
  })

  it("groups landing links under their category, each with its city and count", () => {
    const out = html({
      banners: [
        {
          group: "budget",
          title: "Budget Hotels",
          city: "Pune",
          hotel_count: 7,
          path: "/budget-hotels-in-pune/",
        },
        {
          group: "budget",
          title: "Budget Hotels",
          city: "Goa",
          hotel_count: 3,
          path: "/budget-hotels-in-goa/",
        },
      ],
    })
    expect(out.match(/Budget Hotels/g)).toHaveLength(1)
    expect(out).toContain('href="/budget-hotels-in-goa/"')
    expect(out).toContain("7 hotels")
  })
})
