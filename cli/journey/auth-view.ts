import { translatorFor } from "#core/i18n/locales.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import type { ApiError } from "#core/services/api-client.ts"
import { readSession } from "#machines/auth-storage.ts"
import type { OtpSnapshot } from "#machines/otp.machine.ts"
import { signInError, signInOtp } from "#machines/sign-in.machine.ts"
import type { AuthDriver } from "./auth.ts"
import type { ErrorView, FormView, OtpView, SessionView } from "./expect-auth.ts"

/** Journeys see the product in its default language, en-IN, as the location input does. */
const enIN = translatorFor("en-IN")

const errorView = (error: ApiError | null): ErrorView | null =>
  error === null ? null : { code: error.code, status: error.status, message: error.message }

export const sessionView = (auth: AuthDriver): SessionView => {
  const snapshot = auth.session.getSnapshot()
  const user = snapshot.context.user
  return {
    signedIn: snapshot.hasTag("signedIn"),
    user: user === null ? null : { name: user.name, email: user.email, mobile: user.mobile },
    stored: readSession(auth.storage) !== null,
  }
}

export const formView = (auth: AuthDriver): FormView | null => {
  const form = auth.form()
  if (form === null) return null
  const snapshot = form.actor.getSnapshot()
  const errors = Object.fromEntries(
    Object.entries(snapshot.context.errors as Record<string, PlainMessageKey>).map(([field, key]) => [
      field,
      enIN(key),
    ]),
  )
  const tags = [...snapshot.tags].sort()
  if (form.kind === "signIn") {
    const signIn = form.actor.getSnapshot()
    return {
      form: form.kind,
      mode: signIn.hasTag("phone") ? "phone" : "email",
      tags,
      errors,
      // The page shows the login's failure, or in phone mode the code flow's.
      error: errorView(signInError(signIn)),
    }
  }
  return { form: form.kind, mode: null, tags, errors, error: errorView(snapshot.context.serverError) }
}

/** The code flow of the sign-in form in phone mode; null anywhere else. */
export const otpSnapshot = (auth: AuthDriver): OtpSnapshot | null => {
  const form = auth.form()
  return form?.kind === "signIn" ? signInOtp(form.actor.getSnapshot()) : null
}

export const otpView = (auth: AuthDriver): OtpView | null => {
  const otp = otpSnapshot(auth)
  if (otp === null) return null
  return {
    open: otp.hasTag("modalOpen"),
    // What the page asks before it enables the Resend button.
    canResend: otp.can({ type: "otp.resend" }),
    exhausted: otp.hasTag("resendExhausted"),
    attempts: { current: otp.context.resend.currentAttempts, max: otp.context.resend.maxAttempts },
    phoneNumber: otp.context.phoneNumber,
    tags: [...otp.tags].sort(),
  }
}
