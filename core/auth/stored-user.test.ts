import { describe, expect, it } from "vitest"
import type { LoginResult } from "../api/auth.ts"
import { parseStoredUser, serializeStoredUser, sessionOf, withProfile } from "./stored-user.ts"

const result: LoginResult = {
  id: "42",
  email: "asha@example.com",
  phone_number: "9876543210",
  first_name: "Guest",
  last_name: "Rao",
  communication_type: "sms",
  token: "token-1",
}

describe("the stored user (spec-checkout §3 'User profile')", () => {
  it("keeps a login answer's token and a user with name and mobile", () => {
    expect(sessionOf(result)).toEqual({
      token: "token-1",
      user: { id: "42", email: "asha@example.com", name: "Rao", mobile: "9876543210" },
    })
  })

  it("takes a profile update's name and mobile, and keeps the rest", () => {
    const { user } = sessionOf(result)
    expect(withProfile(user, { firstName: "Asha", lastName: "", mobile: "9123456789" })).toEqual({
      ...user,
      name: "Asha",
      mobile: "9123456789",
    })
  })

  it("reads back what it saved, and reads anything else as no user", () => {
    const { user } = sessionOf(result)
    expect(parseStoredUser(serializeStoredUser(user))).toEqual(user)
    expect(parseStoredUser(null)).toBeNull()
    expect(parseStoredUser("not json")).toBeNull()
    expect(parseStoredUser(JSON.stringify({ ...user, mobile: 9876543210 }))).toBeNull()
    expect(parseStoredUser("null")).toBeNull()
    expect(parseStoredUser(JSON.stringify([user]))).toBeNull()
    const { mobile: _, ...withoutMobile } = user
    expect(parseStoredUser(JSON.stringify(withoutMobile))).toBeNull()
    // Fields an older or newer format adds are left behind, not carried into the session.
    expect(parseStoredUser(JSON.stringify({ ...user, role: "admin" }))).toEqual(user)
  })
})
