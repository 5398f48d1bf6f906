import { Schema } from "effect"

/**
 * The login interrupt in the journey format (docs/journeys.md 'The login interrupt', ADR 087).
 * `schema.ts` merges these into the step kinds.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

export const PageView = Schema.Struct({
  /** The page on view, path and query. */
  path: Schema.String.pipe(Schema.check(Schema.isStartingWith("/"))),
  /** false when the page shown is Not Found. */
  found: Schema.optionalKey(Schema.Boolean),
})
export type PageView = typeof PageView.Type

export const ExpectInterrupt = Schema.Struct({
  /** The modal is open. */
  open: Schema.optionalKey(Schema.Boolean),
  /** How often the modal has opened since the journey began. */
  shows: Schema.optionalKey(NonNegativeInt),
  /** Where 'Sign in with Phone/Email' last led; null before it was pressed. */
  navigatedTo: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectInterrupt = typeof ExpectInterrupt.Type

/** Requests of the login interrupt; `expect.calls` counts them. */
export const INTERRUPT_ACTORS = ["loadBanner"] as const

export const interruptCalls = {
  /** The modal's banner content (GET /api/v1/contents/?key=login_interrupt_banner). */
  loadBanner: Schema.optionalKey(NonNegativeInt),
}

export const interruptStepArguments = {
  /** The visitor arrives on a page: the modal may open over it after 10 s. */
  "page.view": PageView,
  /** The modal's close button (or Escape): records the time and sets the viewed flag. */
  "interrupt.close": Schema.Null,
  /** The modal's 'Sign in with Phone/Email'. */
  "interrupt.signIn": Schema.Null,
  "expect.interrupt": ExpectInterrupt,
} as const
