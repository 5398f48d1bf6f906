import { translatorFor } from "#core/i18n/locales.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import type { ProfileSnapshot } from "#machines/profile.machine.ts"
import { updateProfileError, updateProfileOtp } from "#machines/update-profile.machine.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectProfile, ExpectUpdateProfile } from "./schema-profile.ts"
import type { UpdateProfilePage } from "./steps-profile.ts"

/** The profile pages as profile-page.tsx and update-profile-page.tsx render them, in en-IN. */

const enIN = translatorFor("en-IN")

/** The one status or alert /account/profile/ shows at a time. */
const profileMessage = (snapshot: ProfileSnapshot): string | null => {
  if (snapshot.hasTag("loading")) return enIN("accountProfile.loading")
  if (snapshot.matches("loadFailed")) return enIN("accountProfile.loadFailed")
  if (snapshot.matches("saved")) return enIN("accountProfile.saved")
  if (snapshot.matches("error"))
    return enIN("accountProfile.saveFailed", { message: snapshot.context.error?.message ?? "" })
  return null
}

export const profileView = (snapshot: ProfileSnapshot) => {
  const { member, draft, whatsappDraft } = snapshot.context
  return {
    member: {
      name: [member?.firstName, member?.lastName].filter(Boolean).join(" "),
      email: member?.email ?? "",
      mobile: member?.phone ?? "",
    },
    title: draft.title,
    gender: draft.gender,
    language: draft.language,
    preferences: Object.fromEntries(draft.preferences.map((p) => [p.type, p.note])),
    whatsapp: member?.phone ? whatsappDraft === true : null,
    message: profileMessage(snapshot),
  }
}
export type ProfileView = ReturnType<typeof profileView>

/** Preferences compare whatever order a journey lists them in. */
const byType = (preferences: Readonly<Record<string, string>> | undefined) =>
  preferences === undefined ? undefined : Object.fromEntries(Object.entries(preferences).sort())

export const matchProfile = (expected: ExpectProfile, view: ProfileView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const [key, value] of Object.entries(expected.member ?? {}))
    same(out, `member.${key}`, value, view.member[key as keyof ProfileView["member"]])
  same(out, "title", expected.title, view.title)
  same(out, "gender", expected.gender, view.gender)
  same(out, "language", expected.language, view.language)
  same(out, "preferences", byType(expected.preferences), byType(view.preferences))
  same(out, "whatsapp", expected.whatsapp, view.whatsapp)
  same(out, "message", expected.message, view.message)
  return out
}

export const updateProfileView = (page: UpdateProfilePage) => {
  const snapshot = page.actor.getSnapshot()
  const otp = updateProfileOtp(snapshot)
  const { context } = snapshot
  return {
    firstName: context.firstName,
    lastName: context.lastName,
    phoneNumber: context.phoneNumber,
    errors: Object.fromEntries(
      Object.entries(context.errors as Record<string, PlainMessageKey>).map(([field, key]) => [
        field,
        enIN(key),
      ]),
    ),
    error: updateProfileError(snapshot)?.message ?? null,
    codeOpen: otp?.hasTag("modalOpen") ?? false,
    canResend: otp?.can({ type: "otp.resend" }) ?? false,
    saved: page.saved,
  }
}
export type UpdateProfileView = ReturnType<typeof updateProfileView>

export const matchUpdateProfile = (
  expected: ExpectUpdateProfile,
  view: UpdateProfileView,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "firstName", expected.firstName, view.firstName)
  same(out, "lastName", expected.lastName, view.lastName)
  same(out, "phoneNumber", expected.phoneNumber, view.phoneNumber)
  if (expected.errors !== undefined) {
    const keys = new Set([...Object.keys(expected.errors), ...Object.keys(view.errors)])
    if ([...keys].some((k) => expected.errors?.[k] !== view.errors[k]))
      out.push({ at: "errors", expected: expected.errors, actual: view.errors })
  }
  if (expected.error === null) same(out, "error", null, view.error)
  else if (expected.error !== undefined && !(view.error ?? "").includes(expected.error))
    out.push({ at: "error", expected: expected.error, actual: view.error })
  same(out, "codeOpen", expected.codeOpen, view.codeOpen)
  same(out, "canResend", expected.canResend, view.canResend)
  same(out, "saved", expected.saved, view.saved)
  return out
}
