import type { Actor } from "xstate"
import { PREFERENCE_TYPES } from "#core/account/profile-constants.ts"
import { href } from "#core/routes/href.ts"
import { profileChangeOf, updateProfileOtp } from "#machines/update-profile.machine.ts"
import { journeyActor } from "./actors.ts"
import { codeFromOutbox, otherCode } from "./outbox.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import { profileLogic, updateProfileLogic } from "./profile-actors.ts"
import { matchProfile, matchUpdateProfile, profileView, updateProfileView } from "./profile-view.ts"
import type { ProfileStep } from "./schema.ts"
import type { ProfileEdit, UpdateProfileFill } from "./schema-profile.ts"
import type { Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The member's profile pages (docs/journeys.md 'Profile'), each the website's machine with its
 * calls, shown while the journey's route is the page's: a guard or a 401 that sends the visitor
 * elsewhere closes it, as leaving the page unmounts it.
 */

export type ProfileActor = Actor<ReturnType<typeof profileLogic>>
export type UpdateProfileActor = Actor<ReturnType<typeof updateProfileLogic>>

/** /update-profile/ starts a fresh machine for each round of editing; the page notes the last save. */
export interface UpdateProfilePage {
  actor: UpdateProfileActor
  saved: boolean
}

interface Pages {
  profile?: ProfileActor
  update?: UpdateProfilePage
}

const pages = new WeakMap<Session, Pages>()

const pagesOf = (session: Session): Pages => {
  const state = pages.get(session) ?? {}
  pages.set(session, state)
  return state
}

const PROFILE_PATH = href("profile")
const UPDATE_PATH = href("updateProfile")

const onPage = (ctx: StepContext, path: string) => new URL(ctx.auth.route(), "http://site").pathname === path

const tagsOf = (snapshot: { readonly tags: Set<string> }) => [...snapshot.tags].sort().join(", ") || "none"

/** Once the calls a step started have answered, the page reacts: a 401 has signed the member out. */
const settled = async (ctx: StepContext): Promise<Outcome> => {
  await ctx.session.settle()
  ctx.auth.update()
  return passed
}

/** Goes to the page as a link would; the route guard sends a signed-out visitor to sign in instead. */
const open = async (ctx: StepContext, path: string, start: () => void): Promise<Outcome> => {
  ctx.auth.open(path)
  if (onPage(ctx, path)) start()
  return settled(ctx)
}

const edit = (ctx: StepContext, actor: ProfileActor, arg: ProfileEdit): Promise<Outcome> | Outcome => {
  const snapshot = actor.getSnapshot()
  if (!snapshot.hasTag("editing"))
    return failed(`the profile form does not take changes now (tags: ${tagsOf(snapshot)})`)
  if (arg.whatsapp !== undefined && !snapshot.can({ type: "whatsapp.toggle", optIn: arg.whatsapp }))
    return failed("the page shows no WhatsApp switch: the member has no mobile number")
  for (const field of ["title", "gender", "language"] as const) {
    const value = arg[field]
    if (value !== undefined) actor.send({ type: "field.change", field, value: value ?? "" })
  }
  for (const preference of PREFERENCE_TYPES) {
    const wanted = arg.preferences?.[preference]
    if (wanted === undefined) continue
    const noteOf = () =>
      actor.getSnapshot().context.draft.preferences.find((p) => p.type === preference)?.note
    // The note box shows only while its preference is ticked.
    if ((noteOf() !== undefined) !== (wanted !== false)) actor.send({ type: "preference.toggle", preference })
    if (wanted !== false && noteOf() !== wanted)
      actor.send({ type: "preference.note", preference, note: wanted })
  }
  if (arg.whatsapp !== undefined) actor.send({ type: "whatsapp.toggle", optIn: arg.whatsapp })
  return settled(ctx)
}

const save = (ctx: StepContext, actor: ProfileActor): Promise<Outcome> | Outcome => {
  const snapshot = actor.getSnapshot()
  // The button is enabled whenever the form shows; a note over the limit makes it do nothing.
  if (!snapshot.hasTag("editing")) return failed(`Save is not offered now (tags: ${tagsOf(snapshot)})`)
  actor.send({ type: "profile.save" })
  return settled(ctx)
}

const startUpdate = (ctx: StepContext, saved: boolean) => {
  const { session } = ctx
  pagesOf(session).update?.actor.stop()
  const actor = journeyActor(updateProfileLogic(session), { clock: session.clock })
  pagesOf(session).update = { actor, saved }
  // The page's effect when a round ends: the saved name and mobile become the session's, and a
  // fresh round starts with the 'saved' note shown.
  actor.subscribe((snapshot) => {
    if (snapshot.status !== "done") return
    ctx.auth.session.send({ type: "session.profileUpdated", change: profileChangeOf(snapshot.output) })
    startUpdate(ctx, true)
  })
  actor.start()
}

const fill = (
  ctx: StepContext,
  page: UpdateProfilePage,
  values: UpdateProfileFill,
): Promise<Outcome> | Outcome => {
  const snapshot = page.actor.getSnapshot()
  if (!snapshot.matches("ready") || updateProfileOtp(snapshot)?.hasTag("modalOpen"))
    return failed(`the name and mobile form is not shown now (tags: ${tagsOf(snapshot)})`)
  // Any edit takes down the last save's note.
  page.saved = false
  for (const [field, value] of Object.entries(values) as Array<[keyof UpdateProfileFill, string]>)
    page.actor.send({ type: "field.change", field, value })
  return settled(ctx)
}

/** A request the code modal makes; refused as the page would disable its button. */
const toOtp = (
  ctx: StepContext,
  page: UpdateProfilePage,
  event: { readonly type: "otp.resend" | "otp.close" },
  refusal: string,
): Promise<Outcome> | Outcome => {
  const otp = updateProfileOtp(page.actor.getSnapshot())
  if (otp === null || !otp.hasTag("modalOpen"))
    return failed("no code was sent: change the mobile and submit")
  if (!otp.can(event)) return failed(`${refusal} (code flow tags: ${tagsOf(otp)})`)
  page.actor.send(event)
  return settled(ctx)
}

const enterCode = async (ctx: StepContext, page: UpdateProfilePage, code: string): Promise<Outcome> => {
  const otp = updateProfileOtp(page.actor.getSnapshot())
  if (otp === null || !otp.hasTag("modalOpen"))
    return failed("no code was sent: change the mobile and submit")
  let typed = code
  if (code === "fromOutbox" || code === "wrong") {
    const sent = await codeFromOutbox(ctx.session, otp.context.phoneNumber)
    if ("error" in sent) return failed(sent.error)
    typed = code === "wrong" ? otherCode(sent.value) : sent.value
  }
  const event = { type: "otp.submit", code: typed } as const
  if (!page.actor.getSnapshot().can(event)) return failed(`the code modal takes 6 digits, not '${typed}'`)
  page.actor.send(event)
  return settled(ctx)
}

const withProfile = (ctx: StepContext, act: (actor: ProfileActor) => Promise<Outcome> | Outcome) => {
  const actor = pagesOf(ctx.session).profile
  return actor !== undefined && onPage(ctx, PROFILE_PATH)
    ? act(actor)
    : failed(`the profile page is not open (the journey is on ${ctx.auth.route()}): profile.open first`)
}

const withUpdate = (ctx: StepContext, act: (page: UpdateProfilePage) => Promise<Outcome> | Outcome) => {
  const page = pagesOf(ctx.session).update
  return page !== undefined && onPage(ctx, UPDATE_PATH)
    ? act(page)
    : failed(`/update-profile/ is not open (the journey is on ${ctx.auth.route()}): updateProfile.open first`)
}

const submit = (ctx: StepContext, page: UpdateProfilePage): Promise<Outcome> | Outcome => {
  const snapshot = page.actor.getSnapshot()
  if (!snapshot.matches({ ready: "editing" }) || updateProfileOtp(snapshot)?.hasTag("modalOpen"))
    return failed(`Save is not offered now (tags: ${tagsOf(snapshot)})`)
  page.actor.send({ type: "form.submit" })
  return settled(ctx)
}

/** Try again, which a page offers only when its load failed. */
const retry = (
  ctx: StepContext,
  actor: {
    getSnapshot: () => { can: (event: { type: "profile.retry" }) => boolean }
    send: (event: { type: "profile.retry" }) => void
  },
): Promise<Outcome> | Outcome => {
  if (!actor.getSnapshot().can({ type: "profile.retry" }))
    return failed("Try again is offered only when the page could not load")
  actor.send({ type: "profile.retry" })
  return settled(ctx)
}

const startProfile = (ctx: StepContext) => {
  const state = pagesOf(ctx.session)
  state.profile?.stop()
  state.profile = journeyActor(profileLogic(ctx.session), { clock: ctx.session.clock }).start()
}

export const runProfileStep = async (step: ProfileStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "profile.open":
      return open(ctx, PROFILE_PATH, () => startProfile(ctx))
    case "profile.edit":
      return withProfile(ctx, (actor) => edit(ctx, actor, step.arg))
    case "profile.save":
      return withProfile(ctx, (actor) => save(ctx, actor))
    case "profile.retry":
      return withProfile(ctx, (actor) => retry(ctx, actor))
    case "expect.profile":
      return withProfile(ctx, (actor) => {
        const view = profileView(actor.getSnapshot())
        return verdict(matchProfile(step.arg, view), step.arg, view)
      })
    case "updateProfile.open":
      return open(ctx, UPDATE_PATH, () => startUpdate(ctx, false))
    case "updateProfile.fill":
      return withUpdate(ctx, (page) => fill(ctx, page, step.arg))
    case "updateProfile.submit":
      return withUpdate(ctx, (page) => submit(ctx, page))
    case "updateProfile.code":
      return withUpdate(ctx, (page) => enterCode(ctx, page, step.arg))
    case "updateProfile.resend":
      return withUpdate(ctx, (page) => toOtp(ctx, page, { type: "otp.resend" }, "Resend is not offered now"))
    case "updateProfile.changeNumber":
      return withUpdate(ctx, (page) =>
        toOtp(ctx, page, { type: "otp.close" }, "there is no code modal to close"),
      )
    case "updateProfile.retry":
      return withUpdate(ctx, (page) => retry(ctx, page.actor))
    case "expect.updateProfile":
      return withUpdate(ctx, (page) => {
        const view = updateProfileView(page)
        return verdict(matchUpdateProfile(step.arg, view), step.arg, view)
      })
  }
}
