import { expect, it } from "vitest"
import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import { authClient } from "./lib/auth.ts"
import { onEveryDatabase } from "./lib/server.ts"

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

// Each test moves the clock forward only and uses accounts of its own.
onEveryDatabase("accounts: session lifetime and token refresh", (server) => {
  const auth = authClient(() => server().url)
  const newAccount = (email: string) =>
    auth.register({ email, phone_number: auth.newPhone(), password: "session-secret" })

  it("keeps the token for a day, then hands out a replacement in the x-auth-token header", async () => {
    const { token } = await newAccount("refresh@example.in")
    const early = await auth.profile(token)
    expect(early.status).toBe(200)
    expect(early.headers[AUTH_TOKEN_HEADER]).toBeUndefined()

    await auth.advanceClock(DAY + MINUTE)
    const refreshed = await auth.profile(token)
    expect(refreshed.status).toBe(200)
    const replacement = refreshed.headers[AUTH_TOKEN_HEADER]
    expect(typeof replacement).toBe("string")
    expect(replacement).not.toBe(token)

    // Requests already under way with the old token still pass for a minute, without another refresh.
    const concurrent = await auth.profile(token)
    expect(concurrent.status).toBe(200)
    expect(concurrent.headers[AUTH_TOKEN_HEADER]).toBeUndefined()
    expect((await auth.profile(replacement as string)).headers[AUTH_TOKEN_HEADER]).toBeUndefined()

    await auth.advanceClock(MINUTE + 1000)
    expect((await auth.profile(token)).status).toBe(401)
    expect((await auth.profile(replacement as string)).status).toBe(200)
  })

  it("signs out the old and the new token together when logging out with the old one in its grace", async () => {
    const { token } = await newAccount("grace-logout@example.in")
    await auth.advanceClock(DAY + MINUTE)
    const replacement = (await auth.profile(token)).headers[AUTH_TOKEN_HEADER] as string
    expect((await auth.get("/api/v2/auth/logout/", token)).status).toBe(200)
    expect((await auth.profile(replacement)).status).toBe(401)
  })

  it("ends a session not used for 30 days", async () => {
    const { token } = await newAccount("idle@example.in")
    const other = await newAccount("active@example.in")
    await auth.advanceClock(29 * DAY)
    // Used within its lifetime, a session is refreshed and lives 30 more days from then.
    const refreshed = await auth.profile(other.token)
    expect(refreshed.status).toBe(200)
    const kept = refreshed.headers[AUTH_TOKEN_HEADER] as string
    await auth.advanceClock(2 * DAY)
    const expired = await auth.profile(token)
    expect(expired.status).toBe(401)
    expect((expired.json as { errors: Array<{ code: string }> }).errors[0]!.code).toBe("unauthorized")
    expect((await auth.profile(kept)).status).toBe(200)
  })

  it("gives every sign-in its own session: logging out one leaves the other", async () => {
    await newAccount("two-devices@example.in")
    const phone = await auth.login("two-devices@example.in", "session-secret")
    const laptop = await auth.login("two-devices@example.in", "session-secret")
    const phoneToken = (phone.json as { data: { token: string } }).data.token
    const laptopToken = (laptop.json as { data: { token: string } }).data.token
    expect(phoneToken).not.toBe(laptopToken)
    await auth.get("/api/v2/auth/logout/", phoneToken)
    expect((await auth.profile(phoneToken)).status).toBe(401)
    expect((await auth.profile(laptopToken)).status).toBe(200)
  })
})
