import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import { verifyPassword } from "./passwords.ts"

/** A user as stored, without the password hash, which never leaves this module. */
export interface Account {
  readonly id: string
  /** Lower-cased; null for an account made by SMS code without an e-mail. */
  readonly email: string | null
  /**
   * 10-digit national number; the country is India (+91). Null for an account made by Google or
   * Facebook sign-in until the member adds one (ADR 085).
   */
  readonly phone: string | null
  readonly first_name: string
  readonly last_name: string
  readonly communication_type: "email" | "sms"
  readonly member: boolean
  readonly has_opted_for_whatsapp: boolean | null
  readonly company_name: string | null
  readonly company_address: string | null
  readonly company_gstin: string | null
}

export interface NewAccount {
  readonly email: string | null
  /** Null only with an e-mail (ADR 085: social sign-in gives none). */
  readonly phone: string | null
  readonly firstName: string
  readonly lastName: string
  readonly passwordHash: string | null
  readonly communicationType: "email" | "sms"
}

export interface ProfileChanges {
  readonly firstName?: string
  readonly lastName?: string
  readonly phone?: string
}

/** Another account already holds this e-mail or phone number. */
export class AlreadyRegistered extends Schema.TaggedError<AlreadyRegistered>()("AlreadyRegistered", {
  field: Schema.Literals(["email", "phone_number"]),
}) {}

const COLUMNS = `id::text AS id, email, phone, first_name, last_name, communication_type, member,
  has_opted_for_whatsapp, company_name, company_address, company_gstin`

/** Races past the look-ups below still end as the same answer, named after the unique index. */
const orAlreadyRegistered = <A, R>(effect: Effect.Effect<A, SqlError.SqlError, R>) =>
  Effect.catch(effect, (error) =>
    error.reason._tag === "UniqueViolation"
      ? Effect.fail(
          new AlreadyRegistered({
            field: error.reason.constraint.includes("email") ? "email" : "phone_number",
          }),
        )
      : Effect.die(error),
  )

/** Users and their passwords (ADR 050). E-mails are compared lower-cased. */
export class Accounts extends Context.Service<
  Accounts,
  {
    readonly create: (account: NewAccount) => Effect.Effect<Account, AlreadyRegistered>
    readonly findByEmail: (email: string) => Effect.Effect<Account | undefined>
    readonly findByPhone: (phone: string) => Effect.Effect<Account | undefined>
    readonly findById: (id: string) => Effect.Effect<Account | undefined>
    /** The account when the password is right; as slow for an unknown e-mail as for a wrong password. */
    readonly verifyPassword: (email: string, password: string) => Effect.Effect<Account | undefined>
    readonly updateProfile: (
      id: string,
      changes: ProfileChanges,
    ) => Effect.Effect<Account | undefined, AlreadyRegistered>
    readonly setPassword: (id: string, passwordHash: string) => Effect.Effect<void>
  }
>()("booking/server/accounts/Accounts") {
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const now = Effect.map(clock.now, (t) => new Date(t))
      const one = <E, R>(rows: Effect.Effect<ReadonlyArray<Account>, E, R>) => Effect.map(rows, (r) => r[0])
      const columns = sql.literal(COLUMNS)

      const findByEmail = (email: string) =>
        one(sql<Account>`SELECT ${columns} FROM users WHERE email = ${email.toLowerCase()}`).pipe(
          Effect.orDie,
        )
      const findByPhone = (phone: string) =>
        one(sql<Account>`SELECT ${columns} FROM users WHERE phone = ${phone}`).pipe(Effect.orDie)

      return {
        create: Effect.fn("Accounts.create")(function* (account: NewAccount) {
          const email = account.email?.toLowerCase() ?? null
          if (email !== null && (yield* findByEmail(email)) !== undefined) {
            return yield* new AlreadyRegistered({ field: "email" })
          }
          if (account.phone !== null && (yield* findByPhone(account.phone)) !== undefined) {
            return yield* new AlreadyRegistered({ field: "phone_number" })
          }
          const at = yield* now
          const rows = yield* orAlreadyRegistered(sql<Account>`
            INSERT INTO users (email, phone, first_name, last_name, password_hash, communication_type,
                               member, created_at, updated_at)
            VALUES (${email}, ${account.phone}, ${account.firstName}, ${account.lastName},
                    ${account.passwordHash}, ${account.communicationType}, true, ${at}, ${at})
            RETURNING ${columns}`)
          return rows[0]!
        }),
        findByEmail,
        findByPhone,
        findById: (id) => one(sql<Account>`SELECT ${columns} FROM users WHERE id = ${id}`).pipe(Effect.orDie),
        verifyPassword: Effect.fn("Accounts.verifyPassword")(function* (email: string, password: string) {
          const rows = yield* sql<Account & { readonly password_hash: string | null }>`
            SELECT ${columns}, password_hash FROM users WHERE email = ${email.toLowerCase()}`.pipe(
            Effect.orDie,
          )
          const { password_hash = null, ...account } = rows[0] ?? {}
          const ok = yield* verifyPassword(password, password_hash)
          return ok ? (account as Account) : undefined
        }),
        updateProfile: Effect.fn("Accounts.updateProfile")(function* (id: string, changes: ProfileChanges) {
          const rows = yield* orAlreadyRegistered(sql<Account>`
            UPDATE users SET first_name = COALESCE(${changes.firstName ?? null}, first_name),
                             last_name = COALESCE(${changes.lastName ?? null}, last_name),
                             phone = COALESCE(${changes.phone ?? null}, phone),
                             updated_at = ${yield* now}
            WHERE id = ${id} RETURNING ${columns}`)
          return rows[0]
        }),
        setPassword: Effect.fn("Accounts.setPassword")(function* (id: string, passwordHash: string) {
          yield* sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${yield* now}
                     WHERE id = ${id}`.pipe(Effect.orDie)
        }),
      }
    }),
  )
}
