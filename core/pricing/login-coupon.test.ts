import { describe, expect, it } from "vitest"
import { loginCouponMessage } from "./login-coupon.ts"
import { MEMBER_DISCOUNT_BPS } from "./quote.ts"

describe("loginCouponMessage", () => {
  it("tells a visitor the member discount the engine applies", () => {
    expect(loginCouponMessage(false)).toContain(`${MEMBER_DISCOUNT_BPS / 100}%`)
  })

  it("says nothing to a member, who already pays the member price", () => {
    expect(loginCouponMessage(true)).toBeNull()
  })
})
