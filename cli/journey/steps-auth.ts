import { signInOtp } from "#machines/sign-in.machine.ts"
import type { PageForm } from "./auth.ts"
import { loadProfile } from "./auth-actors.ts"
import { formView, otpSnapshot, otpView, sessionView } from "./auth-view.ts"
import { matchForm, matchOtp, matchRoute, matchSession, matchStorage } from "./expect-auth.ts"
import { codeFromOutbox, linkFromOutbox, otherCode, withOutboxCodes } from "./outbox.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { AuthStep } from "./schema.ts"
import { type ApiPost, type FormFill, OTP_FROM_OUTBOX, OTP_WRONG } from "./schema-auth.ts"
import { rawRequest } from "./session.ts"
import type { StepContext } from "./steps.ts"

const FORM_NAMES = { signIn: "sign-in form", signUp: "sign-up form", passwordReset: "password form" }

/**
 * The fields the page shows now (web/features/account): sign-in shows the e-mail and password, or
 * only the number in phone mode and none while the code modal is open; the reset page asks for
 * the e-mail, or with the link's token for the new password.
 */
const shownFields = (form: PageForm): { readonly fields: ReadonlyArray<string>; readonly shown: string } => {
  switch (form.kind) {
    case "signIn": {
      const snapshot = form.actor.getSnapshot()
      if (signInOtp(snapshot)?.hasTag("modalOpen")) return { fields: [], shown: "while the code modal shows" }
      return snapshot.hasTag("phone")
        ? { fields: ["phoneNumber"], shown: "in phone mode" }
        : { fields: ["email", "password"], shown: "in e-mail mode" }
    }
    case "signUp":
      return { fields: ["firstName", "lastName", "email", "phoneNumber", "password"], shown: "" }
    case "passwordReset":
      return form.actor.getSnapshot().hasTag("resetting")
        ? { fields: ["password"], shown: "with a reset link" }
        : { fields: ["email"], shown: "asking for the e-mail" }
  }
}

type FormEvent = { readonly type: string; readonly [key: string]: unknown }

const tagsOf = (snapshot: { readonly tags: Set<string> }) => [...snapshot.tags].sort().join(", ") || "none"

/** Once the work a step started has answered, the page reacts: signed in, or sent elsewhere. */
const settled = async (ctx: StepContext): Promise<Outcome> => {
  await ctx.session.settle()
  ctx.auth.update()
  return passed
}

/** Sends an event to the open page's form if it takes it now, like a click on an enabled button. */
const toForm = (ctx: StepContext, event: FormEvent): Promise<Outcome> => {
  const form = ctx.auth.form()
  if (form === null) return Promise.resolve(failed(`there is no form on ${ctx.auth.route()}`))
  const snapshot = form.actor.getSnapshot()
  if (!snapshot.can(event as never)) {
    return Promise.resolve(
      failed(`the ${FORM_NAMES[form.kind]} does not take '${event.type}' now (tags: ${tagsOf(snapshot)})`),
    )
  }
  form.actor.send(event as never)
  return settled(ctx)
}

const fill = (ctx: StepContext, values: FormFill): Promise<Outcome> | Outcome => {
  const form = ctx.auth.form()
  if (form === null) return failed(`there is no form on ${ctx.auth.route()}`)
  const { fields, shown } = shownFields(form)
  const unknown = Object.keys(values).find((f) => !fields.includes(f))
  if (unknown !== undefined) {
    const where = [FORM_NAMES[form.kind], shown].filter((part) => part !== "").join(" ")
    return failed(`the ${where} has no field '${unknown}' (its fields: ${fields.join(", ") || "none"})`)
  }
  for (const [field, value] of Object.entries(values))
    form.actor.send({ type: "field.change", field, value } as never)
  return settled(ctx)
}

const NO_CODE_FLOW = failed("there is no code flow here: open /login/ and choose signIn.mode: phone")

/** A request of the code flow, refused as the page would disable it; `refusal` says why. */
const toOtp = async (ctx: StepContext, event: FormEvent, refusal: string): Promise<Outcome> => {
  const otp = otpSnapshot(ctx.auth)
  if (otp === null) return NO_CODE_FLOW
  if (!otp.can(event as never)) return failed(`${refusal} (code flow tags: ${tagsOf(otp)})`)
  return toForm(ctx, event)
}

const enterCode = async (ctx: StepContext, code: string): Promise<Outcome> => {
  const otp = otpSnapshot(ctx.auth)
  if (otp === null) return NO_CODE_FLOW
  if (!otp.hasTag("modalOpen")) return failed("no code was sent yet: submit the mobile number first")
  let typed = code
  if (code === OTP_FROM_OUTBOX || code === OTP_WRONG) {
    const sent = await codeFromOutbox(ctx.session, otp.context.phoneNumber)
    if ("error" in sent) return failed(sent.error)
    typed = code === OTP_WRONG ? otherCode(sent.value) : sent.value
  }
  return toOtp(ctx, { type: "otp.submit", code: typed }, `the code modal takes 6 digits, not '${typed}'`)
}

/** `token: last` sends the session's last token; without it a raw call carries none. */
export const bearerFor = (ctx: StepContext, token: "last" | undefined): string | undefined | Outcome => {
  if (token === undefined) return undefined
  return ctx.auth.lastToken() ?? failed("token: last, but the session never held a token: sign in first")
}

const post = async (ctx: StepContext, arg: ApiPost): Promise<Outcome> => {
  const bearer = bearerFor(ctx, arg.token)
  if (typeof bearer === "object") return bearer
  const body = await withOutboxCodes(ctx.session, arg.body)
  if ("error" in body) return failed(body.error)
  ctx.session.lastResponse = await rawRequest(ctx.session, {
    method: "POST",
    path: arg.path,
    json: body.value,
    bearer,
  })
  return passed
}

const profile = async (ctx: StepContext): Promise<Outcome> => {
  const answer = await loadProfile(ctx.session)
  ctx.session.lastResponse =
    answer._tag === "Success"
      ? { status: 200, body: { data: answer.success } }
      : {
          status: answer.failure.status,
          body: { errors: [{ code: answer.failure.code, message: answer.failure.message }] },
        }
  return settled(ctx)
}

export const runAuthStep = async (step: AuthStep, ctx: StepContext): Promise<Outcome> => {
  const { auth } = ctx
  switch (step.kind) {
    case "route.open":
      auth.open(step.arg)
      return settled(ctx)
    case "form.fill":
      return fill(ctx, step.arg)
    case "form.submit":
      // The code modal takes the form's place (web/features/account/login-page.tsx).
      if (otpSnapshot(auth)?.hasTag("modalOpen"))
        return failed(
          "the code modal shows, not the form: otp.enter a code, or otp.close to change the number",
        )
      return toForm(ctx, { type: "form.submit" })
    case "signIn.mode":
      return toForm(ctx, { type: "mode.select", mode: step.arg })
    case "otp.enter":
      return enterCode(ctx, step.arg)
    case "otp.resend":
      return toOtp(ctx, { type: "otp.resend" }, "Resend is not offered now")
    case "otp.close":
      return toOtp(ctx, { type: "otp.close" }, "there is no code modal to close")
    case "outbox.openLink": {
      const link = await linkFromOutbox(ctx.session, step.arg.to)
      if ("error" in link) return failed(link.error)
      auth.open(link.value)
      return settled(ctx)
    }
    case "session.signOut": {
      const event = {
        type: "session.signOut",
        pathname: new URL(auth.route(), "http://site").pathname,
      } as const
      if (!auth.session.getSnapshot().can(event))
        return failed("Sign Out is not offered: nobody is signed in")
      auth.session.send(event)
      return settled(ctx)
    }
    case "page.reload":
      auth.reload()
      return settled(ctx)
    case "profile.load":
      return profile(ctx)
    case "storage.set":
      for (const [key, value] of Object.entries(step.arg)) {
        if (value === null) auth.storage.removeItem(key)
        else auth.storage.setItem(key, value)
      }
      return passed
    case "api.post":
      return post(ctx, step.arg)
    case "expect.route":
      return verdict(matchRoute(step.arg, auth.route()), step.arg, auth.route())
    case "expect.session": {
      const view = sessionView(auth)
      return verdict(matchSession(step.arg, view), step.arg, view)
    }
    case "expect.form": {
      const view = formView(auth)
      return verdict(matchForm(step.arg, view, auth.route()), step.arg, view)
    }
    case "expect.otp": {
      const view = otpView(auth)
      return verdict(matchOtp(step.arg, view), step.arg, view)
    }
    case "expect.storage":
      return verdict(
        matchStorage(step.arg, (key) => auth.storage.getItem(key)),
        step.arg,
        Object.fromEntries(Object.keys(step.arg).map((k) => [k, auth.storage.getItem(k)])),
      )
  }
}
