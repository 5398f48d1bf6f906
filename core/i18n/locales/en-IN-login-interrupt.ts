/**
 * Texts of the login-interrupt modal, in en-IN; part of the default messages (en-IN.ts). Its
 * heading and sub heading are content (GET /api/v1/contents/?key=login_interrupt_banner).
 */
export const loginInterruptMessages = {
  // spec-checkout §2, word for word.
  "loginInterrupt.signIn": "Sign in with Phone/Email",
  "loginInterrupt.close": "Close",
  "loginInterrupt.noAccount": "New here? Signing in with your mobile number creates your account.",
} as const
