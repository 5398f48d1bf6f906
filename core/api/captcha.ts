/**
 * Where the ALTCHA widget fetches a challenge (its `challenge` attribute). The answer is the
 * challenge itself, not wrapped in `{ data }`, because the widget reads it as it comes (ADR 079).
 */
export const CAPTCHA_CHALLENGE_PATH = "/api/v1/captcha/challenge/"

/** The documents checkout sends to POST /api/graphql/ for the captcha and WhatsApp opt-in (ADR 079). */
export const CHECKOUT_GUARD_OPERATIONS = {
  CaptchaVerifyV2: `mutation CaptchaVerifyV2($payload: String!) {
  captchaVerifyV2(payload: $payload) { success token message }
}`,
  WhatsappStatus: `query WhatsappStatus($id: String!) {
  optinStatus(id: $id, type: whatsapp, channel: direct) { status }
}`,
  WhatsappRegister: `mutation WhatsappRegister($id: String!) {
  registerOptin(id: $id, type: whatsapp, channel: direct) { success }
}`,
  WhatsappDeregister: `mutation WhatsappDeregister($id: String!) {
  deregisterOptin(id: $id, type: whatsapp, channel: direct) { success }
}`,
} as const
export type CheckoutGuardOperation = keyof typeof CHECKOUT_GUARD_OPERATIONS
