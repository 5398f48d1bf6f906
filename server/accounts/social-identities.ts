import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import { AppClock } from "#core/services/clock.ts"

/**
 * Which account a provider's person signs in to (table `social_identities`, ADR 085). Keyed by the
 * provider's subject, never by e-mail: the address at the provider may change, the subject does not.
 */
export class SocialIdentities extends Context.Service<
  SocialIdentities,
  {
    /** The id of the account the identity is linked to, if any. */
    readonly owner: (provider: SocialProvider, subject: string) => Effect.Effect<string | undefined>
    /**
     * Links the identity to the account unless it is linked already, and answers the account it is
     * linked to afterwards: of two first sign-ins racing, the first link wins for both.
     */
    readonly link: (provider: SocialProvider, subject: string, userId: string) => Effect.Effect<string>
  }
>()("booking/server/accounts/SocialIdentities") {
  static readonly layer = Layer.effect(
    SocialIdentities,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const owner = (provider: SocialProvider, subject: string) =>
        sql<{ readonly user_id: string }>`
          SELECT user_id::text AS user_id FROM social_identities
          WHERE provider = ${provider} AND subject = ${subject}`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0]?.user_id),
        )
      return SocialIdentities.of({
        owner,
        link: Effect.fn("SocialIdentities.link")(function* (
          provider: SocialProvider,
          subject: string,
          userId: string,
        ) {
          const at = new Date(yield* clock.now)
          yield* sql`
            INSERT INTO social_identities (provider, subject, user_id, created_at)
            VALUES (${provider}, ${subject}, ${userId}, ${at})
            ON CONFLICT (provider, subject) DO NOTHING`.pipe(Effect.orDie)
          return (yield* owner(provider, subject)) ?? userId
        }),
      })
    }),
  )
}
