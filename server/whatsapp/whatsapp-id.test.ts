import { describe, expect, it } from "vitest"
import { checkWhatsappId } from "./whatsapp-id.ts"

describe("checkWhatsappId", () => {
  it("takes + and the country code, then the mobile number, trimmed", () => {
    expect(checkWhatsappId("+919876543210")).toEqual({ _tag: "Valid", id: "+919876543210" })
    expect(checkWhatsappId(" +916000000000 ")).toEqual({ _tag: "Valid", id: "+916000000000" })
    expect(checkWhatsappId("+447911123456")).toEqual({ _tag: "Valid", id: "+447911123456" })
    expect(checkWhatsappId("+12025550123")).toEqual({ _tag: "Valid", id: "+12025550123" })
  })

  it("holds +91 numbers to 10 digits starting with 6, 7, 8 or 9 (DESIGN.md 'Mobile')", () => {
    for (const id of ["+915876543210", "+91987654321", "+9198765432101", "+910876543210"]) {
      const check = checkWhatsappId(id)
      expect(check._tag, id).toBe("Invalid")
      expect(check).toMatchObject({ message: expect.stringMatching(/^id: an Indian mobile number/) })
    }
  })

  it("refuses what is not + and digits within E.164's 15", () => {
    for (const id of [
      "",
      "9876543210",
      "+",
      "+0919876543210",
      "+91 98765 43210",
      "+91-9876543210",
      "+1234567",
      "+1234567890123456",
    ]) {
      const check = checkWhatsappId(id)
      expect(check._tag, id).toBe("Invalid")
      expect(check).toMatchObject({ message: expect.stringMatching(/^id: must be \+ and the country code/) })
    }
  })
})
