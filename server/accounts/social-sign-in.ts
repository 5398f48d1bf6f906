import { Effect, Layer } from "effect"
import { BadRequest, entry, NotFound, ServerError } from "#core/api/errors.ts"
import { PROVIDER_NAMES, type SocialProvider } from "#core/auth/social-provider.ts"
import { Accounts } from "./repo.ts"
import { signedIn } from "./sign-in.ts"
import { SocialIdentities } from "./social-identities.ts"
import type { SocialVerifyError, VerifiedIdentity } from "./social-identity.ts"
import { LocalSocialIssuer } from "./social-local-issuer.ts"
import { SocialTokens } from "./social-tokens.ts"

/** What social sign-in needs, built once: the verifier and the local issuer share one key pair. */
export const SocialSignInLive = Layer.mergeAll(SocialTokens.layer, SocialIdentities.layer).pipe(
  Layer.provideMerge(LocalSocialIssuer.layer),
)

/**
 * A refused token is a wrong credential in the request's body, so 400 like a wrong password, not
 * 401: clients take every 401 as the end of their session (ADR 050). The message says what to do.
 */
const toApiError = (error: SocialVerifyError): BadRequest | NotFound | ServerError => {
  const name = PROVIDER_NAMES[error.provider]
  if (error._tag === "SocialSignInUnavailable") {
    return error.reason === "not_configured"
      ? new NotFound(
          entry(
            "sign_in_unavailable",
            `Sign-in with ${name} is not available here. Please sign in with your e-mail or mobile number.`,
          ),
        )
      : new ServerError(
          entry(
            "provider_unreachable",
            `${name} could not be reached to check this sign-in. Please try again.`,
          ),
        )
  }
  switch (error.reason) {
    case "malformed":
      return new BadRequest(entry("malformed_token", `This is not a ${name} sign-in token.`, "token"))
    case "expired":
      return new BadRequest(
        entry(
          "token_expired",
          `This ${name} sign-in has expired. Please sign in with ${name} again.`,
          "token",
        ),
      )
    case "email_unverified":
      return new BadRequest(
        entry(
          "email_not_verified",
          `${name} has not verified the e-mail address of this account. Verify it with ${name}, or sign in another way.`,
          "token",
        ),
      )
    default:
      return new BadRequest(
        entry(
          "token_refused",
          `${name} did not confirm this sign-in. Please sign in with ${name} again.`,
          "token",
        ),
      )
  }
}

const emailRequired = (provider: SocialProvider) => {
  const name = PROVIDER_NAMES[provider]
  return new BadRequest(
    entry(
      "email_required",
      `Your ${name} account did not share an e-mail address, which an account here needs. Allow ${name} to share it, or sign in another way.`,
      "token",
    ),
  )
}

/**
 * The account a verified identity signs in to (ADR 085): the one it is linked to; else the account
 * with its verified e-mail, which it is linked to now; else a new account with that e-mail, the
 * provider's name and no password or mobile number.
 */
const accountFor = Effect.fnUntraced(function* (identity: VerifiedIdentity) {
  const identities = yield* SocialIdentities
  const accounts = yield* Accounts
  const linked = yield* identities.owner(identity.provider, identity.subject)
  const linkedAccount = linked === undefined ? undefined : yield* accounts.findById(linked)
  if (linkedAccount !== undefined) return linkedAccount
  const email = identity.email
  if (email === null) return yield* emailRequired(identity.provider)
  const account =
    (yield* accounts.findByEmail(email)) ??
    (yield* accounts
      .create({
        email,
        phone: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        passwordHash: null,
        communicationType: "email",
      })
      .pipe(
        // Another sign-in with this e-mail made the account a moment ago: it is the one.
        Effect.catchTag("AlreadyRegistered", () =>
          Effect.flatMap(accounts.findByEmail(email), (found) =>
            found === undefined ? Effect.die("account with a taken e-mail not found") : Effect.succeed(found),
          ),
        ),
      ))
  const owner = yield* identities.link(identity.provider, identity.subject, account.id)
  return owner === account.id ? account : ((yield* accounts.findById(owner)) ?? account)
})

/** spec-checkout §7: `POST /api/v2/auth/login/google/` and `/facebook/` with `{token}` → user and token. */
export const signInBySocial = Effect.fn("signInBySocial")(function* (
  provider: SocialProvider,
  token: string,
) {
  const identity = yield* (yield* SocialTokens).verify(provider, token).pipe(
    Effect.tapError((error) =>
      error._tag === "SocialSignInUnavailable" && error.reason === "unreachable"
        ? Effect.logWarning(`${PROVIDER_NAMES[provider]} could not be reached to check a sign-in token`)
        : Effect.void,
    ),
    Effect.mapError(toApiError),
  )
  return yield* signedIn(yield* accountFor(identity))
})

/**
 * `signInBySocial` for the auth handlers, with the social services the server built them with
 * (SocialSignInLive): the handlers capture them once, as they are not among the router's services.
 */
export const socialSignIn = Effect.map(
  Effect.context<SocialTokens | SocialIdentities>(),
  (services) => (provider: SocialProvider, token: string) =>
    signInBySocial(provider, token).pipe(Effect.provide(services)),
)
