import type { LoginResult } from "#core/api/auth.ts"

/** The member the sign-in tests sign in: what a login, sign-up, reset or code check answers. */
export const asha: LoginResult = {
  id: "42",
  email: "asha@example.com",
  phone_number: "9876543210",
  first_name: "Asha",
  last_name: "Rao",
  communication_type: "email",
  token: "token-1",
}
