import { describe, expect, it } from "vitest"
import { clubShown } from "../../lib/club.ts"
import { accountLinks, signInHref } from "./account-links.ts"

describe("the My Account menu (spec-checkout §2 'Navigation bar')", () => {
  it("offers My Profile, Booking History and My Treebo Club", () => {
    expect(accountLinks({ channel: "website", rewardsEnabled: true })).toEqual([
      { label: "account.menu.profile", to: "/account/profile/" },
      { label: "account.menu.bookings", to: "/account/booking-history/" },
      { label: "account.menu.club", to: "/account/rewards/" },
    ])
  })

  it("hides the club on the gdc channel and when rewards are off (spec-checkout §6)", () => {
    const labels = (channel: "website" | "gdc", rewardsEnabled: boolean) =>
      accountLinks({ channel, rewardsEnabled }).map((l) => l.label)
    expect(labels("gdc", true)).toEqual(["account.menu.profile", "account.menu.bookings"])
    expect(labels("website", false)).toEqual(["account.menu.profile", "account.menu.bookings"])
    expect(clubShown("website", true)).toBe(true)
  })
})

describe("the Sign In link", () => {
  it("carries the page the visitor is on, query included", () => {
    expect(signInHref("/faq/", "?q=1")).toBe("/login/?redirect=%2Ffaq%2F%3Fq%3D1")
  })

  it("keeps the return path of the sign-in pages instead of nesting them", () => {
    expect(signInHref("/signup/", "?redirect=%2Ffaq%2F")).toBe("/login/?redirect=%2Ffaq%2F")
    expect(signInHref("/login/", "")).toBe("/login/?redirect=%2F")
  })
})
