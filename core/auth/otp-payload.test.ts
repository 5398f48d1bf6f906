import { describe, expect, it } from "vitest"
import { loginOtpVerifyPayload } from "./otp-payload.ts"

describe("login OTP verification payload (spec-checkout §5)", () => {
  it("sends phone_number, verification_code and email when all have values", () => {
    expect(
      loginOtpVerifyPayload({ phoneNumber: "9876543210", code: "123456", email: "asha@example.com" }),
    ).toEqual({ phone_number: "9876543210", verification_code: "123456", email: "asha@example.com" })
  })

  it("leaves out each empty or blank value, including a missing e-mail", () => {
    expect(loginOtpVerifyPayload({ phoneNumber: "9876543210", code: "123456" })).toEqual({
      phone_number: "9876543210",
      verification_code: "123456",
    })
    expect(loginOtpVerifyPayload({ phoneNumber: "9876543210", code: "123456", email: "  " })).toEqual({
      phone_number: "9876543210",
      verification_code: "123456",
    })
    expect(loginOtpVerifyPayload({ phoneNumber: "", code: " ", email: null })).toEqual({})
  })

  it("sends values trimmed", () => {
    expect(loginOtpVerifyPayload({ phoneNumber: " 9876543210", code: "123456 " })).toEqual({
      phone_number: "9876543210",
      verification_code: "123456",
    })
  })
})
