import { Schema } from "effect"

/** The providers of spec-checkout §7's social sign-in calls (`/api/v2/auth/login/google/`, `/facebook/`). */
export const SocialProvider = Schema.Literals(["google", "facebook"])
export type SocialProvider = typeof SocialProvider.Type

/** As travellers know them, in messages. */
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: "Google",
  facebook: "Facebook",
}
