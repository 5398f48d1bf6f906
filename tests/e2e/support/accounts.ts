import type { TestInfo } from "@playwright/test"
import type { User } from "#core/catalogue/people.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"

export { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"

// docs/fixtures.md 'Fixture accounts': the server seeds the catalogue's users.
const users = loadCatalogue({ baseDate: dayInIndia(Date.now()) }).users
const members = users.filter((user) => user.member)
const guests = users.filter((user) => !user.member)

/**
 * What a test does with its account. The two projects run side by side on one server, and a
 * password reset ends an account's sessions and a profile edit renames it: each purpose and
 * project gets an account of its own, so no test sees another's changes.
 */
export type Purpose = "signIn" | "editName" | "changePhone" | "profileDetails"
const FIRST_SLOT: Readonly<Record<Purpose, number>> = {
  signIn: 0,
  editName: 2,
  changePhone: 4,
  profileDetails: 6,
}

const projectSlot = (testInfo: TestInfo) => (testInfo.project.name === "mobile" ? 1 : 0)

/** A member with the fixture password. */
export const memberFor = (testInfo: TestInfo, purpose: Purpose): User =>
  members[FIRST_SLOT[purpose] + projectSlot(testInfo)]!

/** A guest (no password until one is set by a reset link). */
export const guestFor = (testInfo: TestInfo): User => guests[projectSlot(testInfo)]!

export const fullName = (user: User) => `${user.firstName} ${user.lastName}`

/** The 10 digits the forms take; the catalogue keeps +91 in front. */
export const nationalPhone = (user: User) => user.phone.replace(/^\+91/, "")

/** A valid mobile number that is almost surely nobody's yet: 9 and nine random digits. */
export const freshPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`
