import { Effect } from "effect"
import { isBlankFirstName } from "#core/auth/display-name.ts"
import {
  fetchMemberWithDetails,
  fetchWhatsappOptin,
  setWhatsappOptin,
  updateProfileDetails,
} from "#core/services/profile-details-graphql.ts"
import type { LoadedProfile, ProfileSave, ProfileSaved } from "#machines/profile.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The profile page's calls on the browser's runtime; profile-machines.ts imports this module on
 * first use (docs/decisions/070-javascript-budget.md). A 401 has already ended the session.
 */

export const loadProfile = (signal: AbortSignal): Promise<LoadedProfile> =>
  browserRuntime().runPromise(
    Effect.gen(function* () {
      const me = yield* fetchMemberWithDetails
      // spec-checkout §3: a first name of 'Guest' counts as empty.
      const firstName = isBlankFirstName(me.first_name) ? "" : me.first_name
      return {
        member: { firstName, lastName: me.last_name, email: me.email, phone: me.phone_number },
        details: me.details,
        whatsapp: me.phone_number === "" ? null : yield* fetchWhatsappOptin(me.phone_number),
      }
    }),
    { signal },
  )

/** The details first: a refused value leaves the opt-in as it was too. */
export const saveProfile = (input: ProfileSave, signal: AbortSignal): Promise<ProfileSaved> =>
  browserRuntime().runPromise(
    Effect.gen(function* () {
      const details = yield* updateProfileDetails(input.details)
      if (input.whatsapp === undefined) return { details }
      return { details, whatsapp: yield* setWhatsappOptin(input.phone, input.whatsapp) }
    }),
    { signal },
  )
