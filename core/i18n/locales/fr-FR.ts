import { fr } from "date-fns/locale/fr"
import type { DateStyle } from "../format.ts"
import type { Messages } from "../translate.ts"
import { frFRAccount } from "./fr-FR-account.ts"
import { frFRAuth } from "./fr-FR-auth.ts"
import { frFRCheckout } from "./fr-FR-checkout.ts"
import { frFRContent } from "./fr-FR-content.ts"
import { frFRHotel } from "./fr-FR-hotel.ts"
import { frFRLanguages } from "./fr-FR-languages.ts"
import { frFRPayment } from "./fr-FR-payment.ts"
import { frFRResults } from "./fr-FR-results.ts"
import { frFRRewards } from "./fr-FR-rewards.ts"
import { frFRSecurity } from "./fr-FR-security.ts"
import { frFRShell } from "./fr-FR-shell.ts"

/** French (France). Keys it lacks show their en-IN text (docs/decisions/094-languages.md). */
export const frFR: Messages = {
  ...frFRShell,
  ...frFRResults,
  ...frFRHotel,
  ...frFRAuth,
  ...frFRCheckout,
  ...frFRPayment,
  ...frFRAccount,
  ...frFRRewards,
  ...frFRContent,
  ...frFRSecurity,
  ...frFRLanguages,
}

/** French dates: 'sam. 5 déc.', '5 mars 2026', '1er nov. 2026'. */
export const frFRDates: DateStyle = {
  locale: fr,
  stayDate: "EEE d MMM",
  dayOrdinal: (day) => (day === 1 ? "1er" : String(day)),
}
