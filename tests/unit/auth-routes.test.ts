import { describe, expect, it } from "vitest"
import { guardRedirect, returnPathOf, signOutDestination } from "#core/routes/guards.ts"
import { type RouteDef, routes } from "#core/routes/registry.ts"

describe("route guards (spec-checkout §2)", () => {
  it("runs a route's own check after its access rule", () => {
    const visits: Array<unknown> = []
    const checked: RouteDef = {
      ...routes.profile,
      check: (visit) => {
        visits.push(visit)
        return "/account/booking-history/"
      },
    }
    expect(guardRedirect(checked, false, "/account/profile/")).toBe(
      "/login/?redirect=%2Faccount%2Fprofile%2F",
    )
    expect(visits).toEqual([])
    expect(guardRedirect(checked, true, "/account/profile/?tab=1")).toBe("/account/booking-history/")
    expect(visits).toEqual([{ signedIn: true, originPath: "/account/profile/?tab=1" }])
  })

  it("sends a signed-in user away from sign-in and sign-up to the page the sign-in link came from", () => {
    expect(guardRedirect(routes.login, true, "/login/?redirect=%2Ffaq%2F%3Fq%3D1")).toBe("/faq/?q=1")
    expect(guardRedirect(routes.signup, true, "/signup/?redirect=%2Ffaq%2F")).toBe("/faq/")
    expect(guardRedirect(routes.login, true, "/login/?redirect=%2F%2Fevil.example")).toBe("/")
    expect(guardRedirect(routes.login, true, "/login/?other=1")).toBe("/")
    expect(guardRedirect(routes.signup, false, "/signup/?redirect=%2Ffaq%2F")).toBeNull()
  })

  it("reads the return path from the query only", () => {
    expect(returnPathOf("/login/")).toBe("/")
    expect(returnPathOf("/login/?redirect=%2Fupdate-profile%2F")).toBe("/update-profile/")
  })

  it("lets the visitor in when the route's own check answers null", () => {
    expect(guardRedirect({ ...routes.faq, check: () => null }, false, "/faq/")).toBeNull()
  })
})

describe("where Sign Out goes (spec-checkout §2 'Route guards')", () => {
  it("goes to /?flow=rewards from /rewards/ and to / from the profile page", () => {
    expect(signOutDestination("/rewards/")).toBe("/?flow=rewards")
    expect(signOutDestination("/account/profile/")).toBe("/")
  })

  it("stays on any other page, whose own guard then applies", () => {
    expect(signOutDestination("/faq/")).toBeNull()
    expect(signOutDestination("/account/rewards/")).toBeNull()
    expect(signOutDestination("/rewards")).toBeNull()
  })
})
