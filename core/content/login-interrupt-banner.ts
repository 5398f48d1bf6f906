import { Schema } from "effect"

/** The content key of the banner (spec-checkout §7 'Content': GET /api/v1/contents/?key=…). */
export const LOGIN_INTERRUPT_BANNER_KEY = "login_interrupt_banner"

/**
 * The login-interrupt modal's banner (spec-checkout §2 'Login-interrupt modal', §3 'Content
 * blocks'): a background picture with a sub heading above the heading.
 */
export const LoginInterruptBanner = Schema.Struct({
  key: Schema.Literal(LOGIN_INTERRUPT_BANNER_KEY),
  /** A picture on our own origin (the CSP allows no other). */
  background_url: Schema.String,
  sub_heading: Schema.String,
  heading: Schema.String,
})
export type LoginInterruptBanner = typeof LoginInterruptBanner.Type
