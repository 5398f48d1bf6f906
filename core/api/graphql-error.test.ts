import { describe, expect, it } from "vitest"
import { graphqlErrorMessage } from "./graphql-error.ts"

describe("GraphQL errors (spec-checkout §8)", () => {
  it("logs every error with the operation name in front", () => {
    const text = graphqlErrorMessage("updateProfileOtp", [{ message: "Invalid OTP" }, { message: "Expired" }])
    expect(text.logged).toEqual(["updateProfileOtp: Invalid OTP", "updateProfileOtp: Expired"])
  })

  it("shows the first error's text after the first colon, so never the operation name", () => {
    expect(graphqlErrorMessage("captchaVerifyV2", [{ message: "Captcha failed" }]).displayed).toBe(
      "Captcha failed",
    )
    expect(
      graphqlErrorMessage("updateProfileOtp", [{ message: "GraphQL error: Invalid OTP" }, { message: "x" }])
        .displayed,
    ).toBe("GraphQL error: Invalid OTP")
  })
})
