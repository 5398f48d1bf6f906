import type { User } from "#core/catalogue/people.ts"

/** Every fixture member's password (docs/fixtures.md 'Fixture accounts'). Development data only. */
export const FIXTURE_PASSWORD = "Stayfinder@2026"

/**
 * Rows for `users`. Members share one hash of FIXTURE_PASSWORD, made once per seed: hundreds of
 * scrypt runs would slow the first start by a minute. Guests (not club members) get no password,
 * nor does anyone when `memberHash` is null (production).
 */
export const fixtureUserRows = (users: ReadonlyArray<User>, memberHash: string | null, now: Date) =>
  users.map((user) => ({
    id: user.id,
    email: user.email,
    phone: user.phone.replace(/^\+91/, ""),
    first_name: user.firstName,
    last_name: user.lastName,
    password_hash: user.member ? memberHash : null,
    communication_type: "email",
    member: user.member,
    company_name: user.company?.name ?? null,
    company_address: user.company?.address ?? null,
    company_gstin: user.company?.gstin ?? null,
    created_at: now,
    updated_at: now,
  }))
