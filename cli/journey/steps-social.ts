import { generateKeyPair, SignJWT } from "jose"
import type { Actor } from "xstate"
import { LOCAL_ISSUER, localAudience } from "#core/api/test-social.ts"
import { PROVIDER_NAMES } from "#core/auth/social-provider.ts"
import { loginBySocial } from "#core/services/sign-in-calls.ts"
import { socialSignInMachine } from "#machines/social-sign-in.machine.ts"
import { journeyActor } from "./actors.ts"
import type { AuthDriver } from "./auth.ts"
import { matchError, matchTags } from "./expect-auth.ts"
import { browserActor } from "./network.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { Mismatch } from "./result.ts"
import type { SocialStep } from "./schema.ts"
import type { ExpectSocial, SocialPerson } from "./schema-social.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The Google and Facebook buttons of a page (ADR 085), driven as the website will drive them: the
 * social sign-in machine with the website's requests; its answer goes to the auth session.
 */

const socialLogic = (session: Session) =>
  socialSignInMachine.provide({
    actors: { loginSocial: browserActor(session, "loginSocial", loginBySocial) },
  })

type Buttons = Actor<ReturnType<typeof socialLogic>>

/** The buttons of the page the journey is on; a new visit (or a reload) starts them afresh. */
const onPage = new WeakMap<AuthDriver, { readonly visit: number; readonly actor: Buttons }>()

const buttonsOf = (ctx: StepContext): Buttons | undefined => {
  const held = onPage.get(ctx.auth)
  return held?.visit === ctx.auth.visit() ? held.actor : undefined
}

const freshButtons = (ctx: StepContext): Buttons => {
  onPage.get(ctx.auth)?.actor.stop()
  const actor = journeyActor(socialLogic(ctx.session), { clock: ctx.session.clock }).start()
  onPage.set(ctx.auth, { visit: ctx.auth.visit(), actor })
  return actor
}

const claimsOf = (person: SocialPerson) => ({
  email: person.email,
  email_verified: person.emailVerified ?? true,
  ...(person.name === undefined ? {} : { name: person.name }),
  ...(person.givenName === undefined ? {} : { given_name: person.givenName }),
  ...(person.familyName === undefined ? {} : { family_name: person.familyName }),
})

/** A token of the target's local issuer, through test control, so it works in-process and against a URL. */
const minted = async (ctx: StepContext, person: SocialPerson): Promise<string | Outcome> => {
  const { email, email_verified, ...names } = claimsOf(person)
  const answer = await rawRequest(ctx.session, {
    method: "POST",
    path: "/api/test/social/token",
    json: { provider: person.provider, email, email_verified, ...names },
  })
  const token = (answer.body as { data?: { token?: unknown } } | null)?.data?.token
  if (answer.status === 200 && typeof token === "string") return token
  return failed(
    `the target did not mint a ${PROVIDER_NAMES[person.provider]} token (${reasonOf(answer)}); it mints them with TEST_CONTROL=1`,
  )
}

/** Everything a real token would claim, signed with a key nobody trusts. */
const forged = async (ctx: StepContext, person: SocialPerson): Promise<string> => {
  const { privateKey } = await generateKeyPair("RS256")
  const issuedAt = Math.floor(ctx.session.nowMs / 1000)
  return new SignJWT(claimsOf(person))
    .setProtectedHeader({ alg: "RS256", kid: "journey-forgery", typ: "JWT" })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(localAudience(person.provider))
    .setSubject(`forged-${person.email}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(privateKey)
}

const tagsOf = (actor: Buttons) => [...actor.getSnapshot().tags].sort()

/** The traveller presses the provider's button and the provider hands the page this token. */
const signIn = async (ctx: StepContext, person: SocialPerson, token: string | Outcome): Promise<Outcome> => {
  if (typeof token !== "string") return token
  const name = PROVIDER_NAMES[person.provider]
  if (ctx.auth.session.getSnapshot().hasTag("signedIn")) {
    return failed(`sign-in with ${name} is not offered: a member is signed in`)
  }
  const buttons = buttonsOf(ctx)
  const actor = buttons?.getSnapshot().status === "active" ? buttons : freshButtons(ctx)
  const event = { type: "social.token", provider: person.provider, token } as const
  if (!actor.getSnapshot().can(event)) {
    return failed(
      `the ${name} button does not take a sign-in now (tags: ${tagsOf(actor).join(", ") || "none"})`,
    )
  }
  actor.send(event)
  await ctx.session.settle()
  const snapshot = actor.getSnapshot()
  // As after any sign-in: the session keeps the answer; /login/ then leaves for its `redirect`.
  if (snapshot.status === "done") ctx.auth.session.send({ type: "session.signedIn", result: snapshot.output })
  ctx.auth.update()
  return passed
}

const matchSocial = (expected: ExpectSocial, actor: Buttons | undefined): Outcome => {
  const snapshot = actor?.getSnapshot()
  const error = snapshot?.context.error ?? null
  const view = {
    provider: snapshot?.context.provider ?? null,
    tags: actor === undefined ? [] : tagsOf(actor),
    error: error === null ? null : { code: error.code, status: error.status, message: error.message },
  }
  const out: Array<Mismatch> = []
  matchTags(out, expected, view.tags)
  if (expected.provider !== undefined && expected.provider !== view.provider) {
    out.push({ at: "provider", expected: expected.provider, actual: view.provider })
  }
  matchError(out, expected.error, view.error)
  return verdict(out, expected, view)
}

export const runSocialStep = async (step: SocialStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "social.signIn":
      return signIn(ctx, step.arg, await minted(ctx, step.arg))
    case "social.forged":
      return signIn(ctx, step.arg, await forged(ctx, step.arg))
    case "expect.social":
      return matchSocial(step.arg, buttonsOf(ctx))
  }
}
