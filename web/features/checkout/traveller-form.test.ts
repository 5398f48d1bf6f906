import { describe, expect, it } from "vitest"
import { gstinProblem } from "#core/checkout/gstin.ts"
import type { TravellerDetails } from "#machines/pay-booking.types.ts"
import { emptyTraveller, isEmail, mobileProblem, travellerProblems } from "./traveller-form.ts"

const problems = (details: TravellerDetails) => travellerProblems(details, gstinProblem)

const filled = { ...emptyTraveller, name: "Asha Rao", mobile: "9876543210", email: "asha@example.com" }

describe("traveller details form (spec-checkout §3 'Traveller details', §5)", () => {
  it("takes a name, a +91 mobile of 10 digits starting 6-9 and an e-mail", () => {
    expect(problems(filled)).toEqual({})
  })

  it("names every field it cannot send", () => {
    expect(problems(emptyTraveller)).toEqual({
      name: "checkout.details.nameProblem",
      mobile: "checkout.details.mobileProblem",
      email: "checkout.login.emailProblem",
    })
  })

  it("reads mobiles by their country code", () => {
    expect(mobileProblem("+91", "5876543210")).toBe("checkout.details.mobileProblem")
    expect(mobileProblem("+91", "987654321")).toBe("checkout.details.mobileProblem")
    expect(mobileProblem("+44", "7911123456")).toBeNull()
    expect(mobileProblem("+44", "79-11")).toBe("checkout.details.mobileOtherProblem")
  })

  it("checks the GSTIN's check character and asks for the company with it", () => {
    const withGstin = { ...filled, hasGstin: true, companyName: "Acme", companyAddress: "Pune" }
    expect(problems({ ...withGstin, gstin: "27AAPFU0939F1ZV" })).toEqual({})
    expect(problems({ ...withGstin, gstin: "27AAPFU0939F1ZX" }).gstin).toEqual({
      text: expect.stringContaining("typing mistake"),
    })
    expect(problems({ ...filled, hasGstin: true, gstin: "27AAPFU0939F1ZV" })).toEqual({
      companyName: "checkout.details.companyNameProblem",
      companyAddress: "checkout.details.companyAddressProblem",
    })
  })

  it("ignores the GSTIN fields when the traveller has none", () => {
    expect(problems({ ...filled, gstin: "nonsense" })).toEqual({})
  })

  it("knows an e-mail address when it sees one", () => {
    expect(isEmail(" asha@example.com ")).toBe(true)
    expect(isEmail("asha@example")).toBe(false)
    expect(isEmail("asha example.com")).toBe(false)
  })
})
