import { describe, expect, it } from "vitest"
import { loadJourneys } from "#cli/journey/load.ts"

// Journeys share one server and run in any order (ADR 030), and sign-in leaves traces there:
// lockouts, code limits, changed passwords, new accounts. So no two journeys may use the same
// account, e-mail address or mobile number (ADR 033).

/** The keys under which steps name an account: form fields, raw bodies, the outbox. */
const IDENTITY_KEYS = new Set(["email", "phoneNumber", "phone_number", "to", "fromOutbox"])

/** Every e-mail address and mobile number (as 10 digits) a step argument names. */
const identities = (value: unknown): Array<string> => {
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, v]) =>
    IDENTITY_KEYS.has(key) && typeof v === "string" ? [v.toLowerCase().replace(/^\+91/, "")] : identities(v),
  )
}

describe("the journey library's accounts", () => {
  it("gives every journey e-mail addresses and numbers of its own", async () => {
    const { journeys, problems } = await loadJourneys(["fixtures/journeys"])
    expect(problems).toEqual([])
    const usedBy = new Map<string, Set<string>>()
    for (const journey of journeys) {
      for (const step of journey.steps) {
        if (step.kind.startsWith("expect.")) continue
        for (const id of identities(step.arg)) usedBy.set(id, (usedBy.get(id) ?? new Set()).add(journey.file))
      }
    }
    const shared = [...usedBy]
      .filter(([, files]) => files.size > 1)
      .map(([id, files]) => `${id}: ${[...files].join(", ")}`)
    expect(shared).toEqual([])
    expect(usedBy.size).toBeGreaterThan(10)
  })
})
