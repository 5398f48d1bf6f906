import type { PolicyContributor } from "#core/content/policy-contributors.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

export interface SecurityData {
  readonly contributors: ReadonlyArray<PolicyContributor>
}

/**
 * /security/ (spec-checkout §2 'Responsible disclosure page'); the contributors come from GET
 * /api/v1/contents/?key=policy_contributors. A failure goes to the route's error boundary (500,
 * not cached), so the page is never cached for an hour without the people it thanks.
 */
export const securityLoader = async ({ context }: { readonly context?: unknown }): Promise<SecurityData> => {
  const content = await loaderCall(loaderEnv(context), (api) =>
    api.content.contents({ query: { key: "policy_contributors" } }),
  )
  if (content.key !== "policy_contributors") throw new Error(`Content ${content.key} is not the contributors`)
  return { contributors: content.contributors }
}
