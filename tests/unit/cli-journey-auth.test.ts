import { afterEach, describe, expect, it } from "vitest"
import { type AuthDriver, startAuth } from "#cli/journey/auth.ts"
import { formView, sessionView } from "#cli/journey/auth-view.ts"
import { matchResponse } from "#cli/journey/expect.ts"
import {
  type FormView,
  matchForm,
  matchOtp,
  matchSession,
  matchStorage,
  type OtpView,
} from "#cli/journey/expect-auth.ts"
import { parseJourney } from "#cli/journey/load.ts"
import { otherCode, smsRecipient } from "#cli/journey/outbox.ts"
import { openSession, type Session } from "#cli/journey/session.ts"
import { asha } from "#machines/test-support/accounts.ts"

const journey = (steps: string) => `name: x\nnow: 2026-11-20T10:00:00+05:30\nsteps:\n${steps}`
const problemsOf = (steps: string) => parseJourney(journey(steps), "j.yaml").problems

describe("sign-in steps in journey files", () => {
  it("reads pages, forms, codes and session steps", () => {
    const { journey: j, problems } = parseJourney(
      journey(`  - route.open: /update-profile/
  - form.fill: { email: a@example.com, password: secret-123 }
  - form.submit
  - signIn.mode: phone
  - otp.enter: fromOutbox
  - otp.enter: "123456"
  - outbox.openLink: { to: a@example.com }
  - api.post: { path: /api/v2/auth/login/otp/, body: { phone_number: "9876543210" } }
  - expect.response: { status: 429, headers: { Retry-After: "30" } }
  - profile.load
  - expect.response: { status: 401 }
  - page.reload
  - expect.route: /login/?redirect=%2Fupdate-profile%2F
  - expect.session: { signedIn: false, user: null }
  - expect.storage: { auth_token: null }
`),
      "j.yaml",
    )
    expect(problems).toEqual([])
    expect(j?.steps.map((s) => s.kind)).toContain("otp.enter")
    expect(j?.steps[1]?.arg).toEqual({ email: "a@example.com", password: "secret-123" })
  })

  it("names a mistyped form field with its likely spelling", () => {
    const [problem] = problemsOf("  - form.fill: { phoneNumbr: '9876543210' }\n")
    expect(problem).toMatchObject({ line: 4, message: "Unknown key 'phoneNumbr'" })
    expect(problem?.hint).toContain("did you mean 'phoneNumber'?")
  })

  it("refuses an empty form.fill, a path off the site and an unknown token choice", () => {
    expect(problemsOf("  - form.fill: {}\n")[0]?.message).toBe("Give at least one field to fill")
    expect(problemsOf("  - route.open: //evil.example/\n")[0]?.message).toContain("a path on this site")
    expect(problemsOf("  - api.get: { path: /api/v1/profile/detail, token: current }\n")[0]?.at).toBe(
      "steps[0].api.get.token",
    )
  })

  it("lets api.post and profile.load answer expect.response", () => {
    expect(problemsOf("  - profile.load\n  - expect.response: { status: 200 }\n")).toEqual([])
    expect(problemsOf("  - expect.response: { status: 200 }\n  - profile.load\n")[0]?.hint).toBe(
      "put an api.get, api.post or profile.load before it",
    )
  })
})

describe("sign-in expectations", () => {
  const form: FormView = {
    form: "signIn",
    mode: "email",
    tags: ["email"],
    errors: { password: "Enter your password" },
    error: {
      code: "invalid_credentials",
      status: 400,
      message: "The e-mail address or password is incorrect.",
    },
  }

  it("compares field messages exactly and the server's message by what it contains", () => {
    expect(
      matchForm({ mode: "email", error: { status: 400, message: "is incorrect" } }, form, "/login/"),
    ).toEqual([])
    expect(matchForm({ errors: {} }, form, "/login/").map((m) => m.at)).toEqual(["errors"])
    expect(matchForm({ error: null, tags: ["phone"] }, form, "/login/").map((m) => m.at)).toEqual([
      "tags",
      "error",
    ])
  })

  it("says so when the page has no form or no code flow", () => {
    expect(matchForm({ mode: "email" }, null, "/")[0]).toMatchObject({ at: "form", actual: "no form on /" })
    expect(matchOtp({ open: true }, null)[0]?.at).toBe("otp")
  })

  it("checks the code flow's offers and counts", () => {
    const otp: OtpView = {
      open: true,
      canResend: false,
      exhausted: false,
      attempts: { current: 1, max: 6 },
      phoneNumber: "9876543210",
      tags: ["modalOpen"],
    }
    expect(matchOtp({ open: true, attempts: { max: 6 } }, otp)).toEqual([])
    expect(matchOtp({ canResend: true, attempts: { current: 2 } }, otp)).toEqual([
      { at: "canResend", expected: true, actual: false },
      { at: "attempts.current", expected: 2, actual: 1 },
    ])
  })

  it("checks the session's user field by field and storage keys by value or absence", () => {
    const view = {
      signedIn: true,
      user: { name: "Asha Rao", email: "a@example.com", mobile: "9" },
      stored: true,
    }
    expect(matchSession({ signedIn: true, user: { name: "Asha Rao" } }, view)).toEqual([])
    expect(matchSession({ user: null }, view)[0]?.at).toBe("user")
    const stored: Record<string, string> = { flag: "true" }
    const read = (key: string) => stored[key] ?? null
    expect(matchStorage({ flag: "true", auth_token: null }, read)).toEqual([])
    expect(matchStorage({ flag: null }, read)).toEqual([{ at: "flag", expected: null, actual: "true" }])
  })

  it("matches response headers whatever the case of their names", () => {
    const response = { status: 429, headers: { "retry-after": "900" }, body: {} }
    expect(matchResponse({ headers: { "Retry-After": "900" } }, response)).toEqual([])
    expect(matchResponse({ headers: { "Retry-After": "60" } }, response)[0]?.at).toBe("headers.retry-after")
  })
})

describe("codes from the outbox", () => {
  it("makes a wrong code that differs from the real one in its last digit only", () => {
    expect(otherCode("123456")).toBe("123457")
    expect(otherCode("000009")).toBe("000000")
    expect(smsRecipient("9876543210")).toBe("+919876543210")
  })
})

describe("the journey's pages and session", () => {
  let session: Session
  let auth: AuthDriver
  const start = () => {
    session = openSession({
      origin: "http://127.0.0.1:9",
      nowMs: Date.parse("2026-11-20T10:00:00+05:30"),
      abUserId: "x",
    })
    auth = startAuth(session)
  }
  afterEach(async () => {
    auth.stop()
    await session.dispose()
  })

  it("starts signed out on the home page, where no form shows", () => {
    start()
    expect(auth.route()).toBe("/")
    expect(auth.form()).toBeNull()
    expect(sessionView(auth)).toEqual({ signedIn: false, user: null, stored: false })
  })

  it("sends a visitor from a member page to sign in, with the way back", () => {
    start()
    auth.open("/update-profile/")
    expect(auth.route()).toBe("/login/?redirect=%2Fupdate-profile%2F")
    expect(formView(auth)).toMatchObject({ form: "signIn", mode: "email" })
  })

  it("adds the trailing slash as the server does, and reads the reset link's token", () => {
    start()
    auth.open("/signup")
    expect(auth.form()?.kind).toBe("signUp")
    auth.open("/forgot-password/?token=abc")
    expect(formView(auth)?.tags).toContain("resetting")
  })

  it("gives the API client the session's token, and on a 401 signs out and goes to /login/", () => {
    start()
    auth.storage.setItem("login_interrupt_viewed", "true")
    auth.session.send({ type: "session.signedIn", result: asha })
    auth.open("/account/profile/")
    expect(session.account.token()).toBe("token-1")
    session.account.unauthorized()
    expect(auth.route()).toBe("/login/")
    expect(sessionView(auth)).toEqual({ signedIn: false, user: null, stored: false })
    expect(auth.storage.getItem("login_interrupt_viewed")).toBeNull()
    expect(auth.lastToken()).toBe("token-1")
  })

  it("keeps a replacement token the API client reports", () => {
    start()
    auth.session.send({ type: "session.signedIn", result: asha })
    session.account.tokenRefreshed("token-2")
    expect(session.account.token()).toBe("token-2")
    expect(auth.storage.getItem("auth_token")).toBe("token-2")
  })

  it("restores the session from storage on a reload, and still follows the new session's redirects", () => {
    start()
    auth.session.send({ type: "session.signedIn", result: asha })
    auth.open("/update-profile/")
    const before = auth.session
    auth.reload()
    expect(auth.session).not.toBe(before)
    expect(auth.route()).toBe("/update-profile/")
    expect(sessionView(auth)).toMatchObject({ signedIn: true, stored: true })
    expect(session.account.token()).toBe("token-1")
    session.account.unauthorized()
    expect(auth.route()).toBe("/login/")
  })

  it("starts signed out on a reload once the stored token is gone, and the member page sends to sign in", () => {
    start()
    auth.session.send({ type: "session.signedIn", result: asha })
    auth.open("/update-profile/")
    auth.storage.removeItem("auth_token")
    auth.reload()
    expect(sessionView(auth)).toEqual({ signedIn: false, user: null, stored: false })
    expect(auth.route()).toBe("/login/?redirect=%2Fupdate-profile%2F")
  })

  it("applies the page's guard once the visitor signs out where Sign Out names no destination", async () => {
    start()
    auth.session.send({ type: "session.signedIn", result: asha })
    auth.open("/update-profile/")
    // Nothing listens on port 9: the logout call fails, and the session signs out locally anyway.
    auth.session.send({ type: "session.signOut", pathname: "/update-profile/" })
    await session.settle()
    expect(auth.route()).toBe("/update-profile/")
    auth.update()
    expect(auth.route()).toBe("/login/?redirect=%2Fupdate-profile%2F")
    expect(session.calls.logout).toBe(1)
  })
})
