/** Texts of the social sign-in buttons (ADR 085), in en-IN; part of the default messages (en-IN.ts). */
export const socialMessages = {
  "social.google": "Continue with Google",
  "social.facebook": "Continue with Facebook",
  "social.signingIn": "Signing in…",
  "social.or": "or",
  "social.failed": "{provider} sign-in could not open. Allow pop-ups for this site and try again.",
} as const
