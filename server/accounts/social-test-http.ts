import { createHash } from "node:crypto"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { LocalSocialIssuer } from "./social-local-issuer.ts"

/** The same e-mail always stands for the same person at the local issuer, as at Google. */
const subjectFor = (email: string) =>
  `local-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`

export const TestSocialHandlers = HttpApiBuilder.group(
  Api,
  "testSocial",
  Effect.fn(function* (handlers) {
    const issuer = yield* LocalSocialIssuer
    return handlers.handle("mintSocialToken", ({ payload }) =>
      Effect.gen(function* () {
        if (!issuer.enabled) {
          return yield* new NotFound(
            entry("local_issuer_off", "The local social issuer is off (SOCIAL_LOCAL_ISSUER=0)."),
          )
        }
        const subject =
          payload.subject ?? (payload.email === undefined ? undefined : subjectFor(payload.email))
        if (subject === undefined) {
          return yield* new BadRequest(
            entry("invalid_payload", "subject: give a subject or an e-mail to mint a token for", "subject"),
          )
        }
        const token = yield* issuer.mint({
          provider: payload.provider,
          subject,
          email: payload.email,
          emailVerified: payload.email_verified ?? true,
          name: payload.name,
          givenName: payload.given_name,
          familyName: payload.family_name,
        })
        return { token }
      }),
    )
  }),
)
