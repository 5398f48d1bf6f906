import { Schema } from "effect"

/**
 * The sign-in part of the journey format (docs/journeys.md 'Sign-in and sessions', ADR 033):
 * pages and their forms, one-time codes and e-mailed links read from the outbox, the session and
 * what the browser stores. `schema.ts` merges these into the step kinds.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** A path on the website with its query, as the address bar shows it after the origin. */
const SITE_PATH = /^\/(?!\/)/
const SitePath = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(SITE_PATH, {
      message: "Expected a path on this site such as /login/?redirect=%2F",
      toJsonSchema: () => [{ pattern: SITE_PATH.source }, true],
    }),
  ),
)

/** Every field of the three forms; which ones the open page's form has is checked when it runs. */
export const FormFill = Schema.Struct({
  email: Schema.optionalKey(Schema.String),
  password: Schema.optionalKey(Schema.String),
  /** 10 digits; +91 is implied (spec-checkout §5). */
  phoneNumber: Schema.optionalKey(Schema.String),
  firstName: Schema.optionalKey(Schema.String),
  lastName: Schema.optionalKey(Schema.String),
}).pipe(
  Schema.check(
    Schema.makeFilter((f) => (Object.keys(f).length === 0 ? "Give at least one field to fill" : undefined)),
  ),
)
export type FormFill = typeof FormFill.Type

/** Codes a journey cannot know in advance: the one in the newest SMS, or any other 6 digits. */
export const OTP_FROM_OUTBOX = "fromOutbox"
export const OTP_WRONG = "wrong"

const OtpEnter = Schema.Union([Schema.Literals([OTP_FROM_OUTBOX, OTP_WRONG]), Schema.String]).annotate({
  description:
    "fromOutbox: the code in the newest SMS to the number; wrong: 6 digits that are not that code; else the digits to type",
})

/** The last token the journey's session held, still sent after it signed out. */
const TokenChoice = Schema.Literal("last")

const ApiPost = Schema.Struct({
  path: Schema.String.pipe(Schema.check(Schema.isStartingWith("/"))),
  /** JSON; a value `{ fromOutbox: "+91…" }` becomes the code in the newest SMS to that number. */
  body: Schema.optionalKey(Schema.Unknown),
  token: Schema.optionalKey(TokenChoice),
})
export type ApiPost = typeof ApiPost.Type

/** Raw calls send no token unless asked: they are the journey's probes, not the page's calls. */
export const RawToken = { token: Schema.optionalKey(TokenChoice) }

export const ErrorMatch = Schema.NullOr(
  Schema.Struct({
    code: Schema.optionalKey(Schema.String),
    status: Schema.optionalKey(Schema.Int),
    /** Text the message contains. */
    message: Schema.optionalKey(Schema.String),
  }),
)
export type ErrorMatch = typeof ErrorMatch.Type

export const ExpectSession = Schema.Struct({
  signedIn: Schema.optionalKey(Schema.Boolean),
  /** The signed-in user as the site greets them; null when signed out. */
  user: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        /** 'Welcome {name}': first name plus last name; 'Guest' counts as empty. */
        name: Schema.optionalKey(Schema.String),
        email: Schema.optionalKey(Schema.String),
        mobile: Schema.optionalKey(Schema.String),
      }),
    ),
  ),
  /** The user and token are in the browser's storage, so the session survives a reload. */
  stored: Schema.optionalKey(Schema.Boolean),
})
export type ExpectSession = typeof ExpectSession.Type

export const ExpectForm = Schema.Struct({
  /** Sign-in only: which way of signing in shows. */
  mode: Schema.optionalKey(Schema.Literals(["email", "phone"])),
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  notTags: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The message under each field, as shown (en-IN); `{}` for none. */
  errors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** The server's failure the page shows (in phone mode, the code's); null for none. */
  error: Schema.optionalKey(ErrorMatch),
})
export type ExpectForm = typeof ExpectForm.Type

export const ExpectOtp = Schema.Struct({
  /** The code modal shows. */
  open: Schema.optionalKey(Schema.Boolean),
  /** Resend is offered (spec-checkout §9: 30 s after a send, while sends are left). */
  canResend: Schema.optionalKey(Schema.Boolean),
  /** Every allowed send is spent. */
  exhausted: Schema.optionalKey(Schema.Boolean),
  /** Codes sent to this number and how many may be, from the server's last answer. */
  attempts: Schema.optionalKey(
    Schema.Struct({ current: Schema.optionalKey(NonNegativeInt), max: Schema.optionalKey(NonNegativeInt) }),
  ),
  phoneNumber: Schema.optionalKey(Schema.String),
})
export type ExpectOtp = typeof ExpectOtp.Type

/** localStorage keys: a value, or null for a key that must be absent. */
const StorageValues = Schema.Record(Schema.String, Schema.NullOr(Schema.String))

const NoArgument = Schema.Null

/** The sign-in step kinds and their arguments; `schema.ts` adds them to the others. */
export const authStepArguments = {
  /** Goes to a page as a link or the address bar would; the route guards apply. */
  "route.open": SitePath,
  /** Types into the open page's form, field by field in the order given. */
  "form.fill": FormFill,
  "form.submit": NoArgument,
  /** Sign-in: e-mail and password, or mobile number and a code. */
  "signIn.mode": Schema.Literals(["email", "phone"]),
  "otp.enter": OtpEnter,
  "otp.resend": NoArgument,
  "otp.close": NoArgument,
  /** Opens the link in the newest e-mail to this address (the password reset link). */
  "outbox.openLink": Schema.Struct({ to: Schema.NonEmptyString }),
  /** Sign Out, from the page the journey is on. */
  "session.signOut": NoArgument,
  /** The browser's reload: the session comes back from storage, the page starts afresh. */
  "page.reload": NoArgument,
  /** A member call through the website's API client: GET /api/v1/profile/detail. */
  "profile.load": NoArgument,
  /** Writes the browser's localStorage; null removes the key. */
  "storage.set": StorageValues,
  "api.post": ApiPost,
  "expect.route": SitePath,
  "expect.session": ExpectSession,
  "expect.form": ExpectForm,
  "expect.otp": ExpectOtp,
  "expect.storage": StorageValues,
} as const
