import { describe, expect, it } from "vitest"
import { addressOf, readablePhone } from "./booking-text.ts"

describe("the booking as the confirmation words it", () => {
  it("names each part of the address once", () => {
    expect(addressOf(["129, Market Road, Whitefield", "Whitefield", "Bengaluru"])).toBe(
      "129, Market Road, Whitefield, Bengaluru",
    )
    expect(addressOf(["12 MG Road", "", "bengaluru", "Bengaluru"])).toBe("12 MG Road, bengaluru")
  })

  it("groups an Indian mobile number 5 and 5, and leaves others as given", () => {
    expect(readablePhone("+919845012345")).toBe("+91 98450 12345")
    expect(readablePhone("+4420794600")).toBe("+4420794600")
  })
})
